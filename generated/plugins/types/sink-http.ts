// TypeScript types of the sink-http config as written (before defaults).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

/**
 * Settings of the HTTP sink, which posts each record it receives to a URL, one request per record.
 */
export interface SinkHttpConfig {
  /**
   * Seconds allowed to establish a connection. sink-http 1.0.13 ignores a negative value (the built-in value applies); 0 means no limit.
   */
  timeout_connect?: number;
  /**
   * Seconds allowed for one whole request. sink-http 1.0.13 ignores a negative value (the built-in value applies); 0 means no limit.
   */
  timeout_transfer?: number;
  /**
   * Whether the server certificate is checked.
   */
  tls_verify?: boolean;
  /**
   * Whether TLS version 1.0 is enforced.
   */
  tls_version1?: boolean;
  /**
   * The destinations processors can send records to, keyed by channel name.
   */
  channels: {
    [k: string]: Channel;
  };
}
/**
 * One destination URL and how requests to it are made. Timeout and TLS members left out take the sink's top-level values.
 */
export interface Channel {
  /**
   * Whether records sent to this channel are posted.
   */
  enable?: boolean;
  /**
   * Seconds allowed to establish a connection, for this channel only. When absent, the top-level `timeout_connect` applies. sink-http 1.0.13 ignores a negative value (the built-in value applies); 0 means no limit.
   */
  timeout_connect?: number;
  /**
   * Seconds allowed for one whole request, for this channel only. When absent, the top-level `timeout_transfer` applies. sink-http 1.0.13 ignores a negative value (the built-in value applies); 0 means no limit.
   */
  timeout_transfer?: number;
  /**
   * Whether the server certificate is checked, for this channel only. When absent, the top-level `tls_verify` applies.
   */
  tls_verify?: boolean;
  /**
   * Whether TLS version 1.0 is enforced, for this channel only. When absent, the top-level `tls_version1` applies.
   */
  tls_version1?: boolean;
  /**
   * Where records are posted: http:// or https://, then only letters, digits and the characters . - _ / $ { } (so ${variable} references such as ${uuid_agent} may be used). A :port (0 to 65535) after the host and an IPv6 address in brackets are also accepted, because deployments use them, but are outside the published interface.
   */
  url: string;
  /**
   * Extra headers sent with each request, name to value. Values may use variables such as ${uuid_agent} and ${uuid_serial}.
   */
  headers?: {
    /**
     * The value of one header.
     */
    [k: string]: string;
  };
}
