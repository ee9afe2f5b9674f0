// TypeScript types of the sink-http config as written (before defaults).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

/**
 * Settings of the HTTP sink, which posts each record it receives to a URL, one request per record.
 */
export interface SinkHttpConfig {
  timeout_connect?: unknown;
  timeout_transfer?: unknown;
  /**
   * Whether the server certificate is checked. sink-http 1.0.13 never applies the top-level value to channels: each channel without its own verifies.
   */
  tls_verify?: boolean;
  /**
   * Whether TLS version 1.0 is enforced. sink-http 1.0.13 never applies the top-level value to channels: each channel without its own does not force TLS 1.0.
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
 * One destination URL and how requests to it are made. The published interface says timeout and TLS members left out take the sink's top-level values; sink-http 1.0.13 uses its built-in values (30, 300, true, false) instead.
 */
export interface Channel {
  /**
   * Whether records sent to this channel are posted. sink-http 1.0.13 reads the channels in byte order of their names and stops at the first with `false`: every channel after it is dropped too.
   */
  enable?: boolean;
  timeout_connect?: unknown;
  timeout_transfer?: unknown;
  /**
   * Whether the server certificate is checked, for this channel only. When absent, the published interface applies the top-level `tls_verify` (`resolve --documented` shows that reading); sink-http 1.0.13 verifies (true) instead, and so does `resolve`. sink-http 1.0.13 also shares one connection between channels: once a channel with `false` has posted, later posts of every channel skip the check.
   */
  tls_verify?: boolean;
  /**
   * Whether TLS version 1.0 is enforced, for this channel only. When absent, the published interface applies the top-level `tls_version1` (`resolve --documented` shows that reading); sink-http 1.0.13 does not force TLS 1.0 (false) instead, and so does `resolve`. sink-http 1.0.13 also shares one connection between channels: once a channel with `true` has posted, later posts of every channel are forced to TLS 1.0.
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
