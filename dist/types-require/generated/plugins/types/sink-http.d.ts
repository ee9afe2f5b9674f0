/**
 * Settings of the HTTP sink, which posts each record it receives to a URL, one request per record.
 */
export interface SinkHttpConfig {
    /**
     * Seconds allowed to establish a connection (the published interface types it integer). sink-http 1.0.13 reads only a non-negative JSON integer: any other value (a negative number, a number written with a fraction or an exponent such as `2.0` or `30.5`, a string such as `"300"`) is ignored and the built-in 30 applies (agentconf warns). 0 means no limit. sink-http 1.0.13 never applies the top-level value to channels: each channel without its own uses the built-in 30.
     */
    timeout_connect?: number;
    /**
     * Seconds allowed for one whole request (the published interface types it integer). sink-http 1.0.13 reads only a non-negative JSON integer: any other value (a negative number, a number written with a fraction or an exponent such as `2.0` or `30.5`, a string such as `"300"`) is ignored and the built-in 300 applies (agentconf warns). 0 means no limit. sink-http 1.0.13 never applies the top-level value to channels: each channel without its own uses the built-in 300.
     */
    timeout_transfer?: number;
    /**
     * Whether the server certificate is checked. sink-http 1.0.13 never applies the top-level value to channels: each channel without its own verifies. sink-http 1.0.13 reads only a JSON boolean: any other value (`"false"`, `0`) is ignored and the certificate is checked (agentconf warns).
     */
    tls_verify?: boolean;
    /**
     * Whether TLS version 1.0 is allowed (the published interface says enforced; sink-http 1.0.13 sets its HTTP client's "TLS 1.0 or later", so a server offering TLS 1.3 gets TLS 1.3: run `resolve-posts`). sink-http 1.0.13 never applies the top-level value to channels: each channel without its own keeps the HTTP client's default versions. sink-http 1.0.13 reads only a JSON boolean: any other value (`"true"`, `1`) is ignored and false applies (agentconf warns).
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
     * Whether records sent to this channel are posted. sink-http 1.0.13 reads the channels in byte order of their names and stops at the first with `false`: every channel after it is dropped too. sink-http 1.0.13 disables a channel only for the boolean false: any other value (`"no"`, `0`) leaves the channel on (agentconf warns).
     */
    enable?: boolean;
    /**
     * Seconds allowed to establish a connection, for this channel only (the published interface types it integer). When absent, the published interface applies the top-level `timeout_connect` (`resolve --documented` shows that reading); sink-http 1.0.13 uses the built-in 30 instead, and so does `resolve`. sink-http 1.0.13 reads only a non-negative JSON integer: any other value (a negative number, a number written with a fraction or an exponent such as `2.0` or `30.5`, a string such as `"300"`) is ignored and the built-in 30 applies (agentconf warns). 0 means no limit.
     */
    timeout_connect?: number;
    /**
     * Seconds allowed for one whole request, for this channel only (the published interface types it integer). When absent, the published interface applies the top-level `timeout_transfer` (`resolve --documented` shows that reading); sink-http 1.0.13 uses the built-in 300 instead, and so does `resolve`. sink-http 1.0.13 reads only a non-negative JSON integer: any other value (a negative number, a number written with a fraction or an exponent such as `2.0` or `30.5`, a string such as `"300"`) is ignored and the built-in 300 applies (agentconf warns). 0 means no limit.
     */
    timeout_transfer?: number;
    /**
     * Whether the server certificate is checked, for this channel only. When absent, the published interface applies the top-level `tls_verify` (`resolve --documented` shows that reading); sink-http 1.0.13 verifies (true) instead, and so does `resolve`. sink-http 1.0.13 also shares one connection between channels: once a channel with `false` has posted, later posts of every channel skip the check. sink-http 1.0.13 reads only a JSON boolean: any other value (`"false"`, `0`) is ignored and the certificate is checked (agentconf warns).
     */
    tls_verify?: boolean;
    /**
     * Whether TLS version 1.0 is allowed, for this channel only (the published interface says enforced; sink-http 1.0.13 sets its HTTP client's "TLS 1.0 or later", so a server offering TLS 1.3 gets TLS 1.3: run `resolve-posts`). When absent, the published interface applies the top-level `tls_version1` (`resolve --documented` shows that reading); sink-http 1.0.13 uses false instead, and so does `resolve`. sink-http 1.0.13 also shares one connection between channels: once a channel with `true` has posted, later posts of every channel allow TLS 1.0 too. sink-http 1.0.13 reads only a JSON boolean: any other value (`"true"`, `1`) is ignored and false applies (agentconf warns).
     */
    tls_version1?: boolean;
    /**
     * Where records are posted: http:// or https://, then only letters, digits and the characters . - _ / $ { } (so ${variable} references such as ${uuid_agent} may be used). A :port (0 to 65535) after the host and an IPv6 address in brackets are also accepted, because deployments use them, but are outside the published interface.
     */
    url: string;
    /**
     * Extra headers sent with each request, name to value. Values may use variables such as ${uuid_agent} and ${uuid_serial}. A header value that is not a string stops sink-http 1.0.13; one that is empty, or expands to empty, is sent as `-`. A `headers` member that is not an object is ignored by sink-http 1.0.13: no configured header is sent (agentconf warns). Names sink-http sets itself (`Content-Type`, `User-Agent`) are sent twice; `Accept` replaces its own.
     */
    headers?: {
        /**
         * The value of one header.
         */
        [k: string]: string;
    } | (unknown[] | string | number | boolean | null);
}
