// TypeScript types of the sink-http config as written (before defaults).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

/**
 * Settings of the HTTP sink, which posts each record it receives to a URL, one request per record.
 */
export interface SinkHttpConfig {
  timeout_connect?: unknown;
  timeout_transfer?: unknown;
  tls_verify?: unknown;
  tls_version1?: unknown;
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
  enable?: unknown;
  timeout_connect?: unknown;
  timeout_transfer?: unknown;
  tls_verify?: unknown;
  tls_version1?: unknown;
  /**
   * Where records are posted: http:// or https://, then only letters, digits and the characters . - _ / $ { } (so ${variable} references such as ${uuid_agent} may be used). A :port (0 to 65535) after the host and an IPv6 address in brackets are also accepted, because deployments use them, but are outside the published interface.
   */
  url: string;
  /**
   * Extra headers sent with each request, name to value. Values may use variables such as ${uuid_agent} and ${uuid_serial}. A header value that is not a string stops sink-http 1.0.13; one that is empty, or expands to empty, is sent as `-`. A `headers` member that is not an object is ignored by sink-http 1.0.13: no configured header is sent (agentconf warns). Names sink-http sets itself (`Content-Type`, `User-Agent`) are sent twice; `Accept` replaces its own.
   */
  headers?:
    | {
        /**
         * The value of one header.
         */
        [k: string]: string;
      }
    | (unknown[] | string | number | boolean | null);
}
