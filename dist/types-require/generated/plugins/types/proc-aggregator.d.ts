/**
 * Settings of the aggregator processor, which periodically sums flow counts, bytes and packets (by application, protocol, address, port, VLAN and interface) and sends the summaries to sinks.
 */
export type ProcAggregatorConfig = ({
    nested: unknown;
} | {
    nested_mode: unknown;
}) & {
    /**
     * Which summary layout the aggregator produces, as a numeric type code.
     */
    aggregator: number;
    /**
     * Seconds between two summary reports.
     */
    log_interval: number;
    /**
     * When true, summaries are not broken down by MAC or IP address.
     */
    privacy_mode: boolean;
    format: EnumsFormat;
    compressor: EnumsCompressor;
    /**
     * Most aggregate records sent in one batch; 0 means no limit.
     */
    batched_rows: number;
    /**
     * true writes summaries as nested objects; false writes flat rows of key-value pairs.
     */
    nested?: boolean;
    /**
     * Same meaning as `nested`. This spelling is accepted because deployed agents read it, but it is not part of the published interface; prefer `nested`.
     */
    nested_mode?: boolean;
    /**
     * Expressions that select which flows are aggregated. The interface types this member as an object; its samples show a list of expression strings, each ending with a semicolon. Both forms are accepted.
     */
    criteria?: {} | string[];
    sinks: SinksSinks;
};
/**
 * Encoding used for records handed to a sink.
 */
export type EnumsFormat = 'json' | 'msgpack';
/**
 * Compression applied to encoded records: none, or gzip (`gz`).
 */
export type EnumsCompressor = 'none' | 'gz';
/**
 * Where the processor sends its records: keyed by the tag of a loaded sink plugin, then by the name of a channel that sink defines.
 */
export interface SinksSinks {
    /**
     * The channels of this sink the processor uses, keyed by channel name.
     */
    [k: string]: {
        [k: string]: SinksChannel;
    };
}
/**
 * How a processor uses one channel of one sink. Members left out take their value from the processor's top-level settings.
 */
export interface SinksChannel {
    /**
     * Whether the processor sends records to this channel.
     */
    enable?: boolean;
    format?: EnumsFormat;
    compressor?: EnumsCompressor;
}
