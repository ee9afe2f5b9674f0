/**
 * Encoding used for records handed to a sink.
 */
export type EnumsFormat = 'json' | 'msgpack';
/**
 * Compression applied to encoded records: none, or gzip (`gz`).
 */
export type EnumsCompressor = 'none' | 'gz';
/**
 * A stream a core processor channel carries: `stream-flows` and `stream-stats` are the published values; `legacy-http` and `legacy-socket` are also accepted by deployed agents but are outside the published interface.
 */
export type StreamType = 'stream-flows' | 'stream-stats' | 'legacy-http' | 'legacy-socket';
/**
 * Settings of the core processor, which streams flow records and agent statistics to sink channels.
 */
export interface ProcCoreConfig {
    format?: EnumsFormat;
    compressor?: EnumsCompressor;
    /**
     * Stream types put in front of every channel's own `types`: the core processor reads a top-level `types` array too.
     */
    types?: StreamType[];
    /**
     * Expressions of the agent's flow language, each ending with `;` (`ip_protocol == 6;`, `app == 'netify.netflix' && local_port == 443;`): a flow record is sent on stream-flows and legacy-socket channels only when one of them matches. proc-core 1.0.30 reads this member; the published interface does not name it. An expression the agent cannot parse matches nothing (agentconf checks the syntax): with no readable one, no flow record is sent.
     *
     * Items: One expression, ending with `;`.
     */
    flow_filters?: string[];
    sinks?: Sinks;
}
/**
 * Where the processor sends its records: keyed by the tag of a loaded sink plugin, then by the name of a channel that sink defines.
 */
export interface Sinks {
    /**
     * The channels of this sink the processor uses, keyed by channel name.
     */
    [k: string]: {
        [k: string]: Channel;
    };
}
/**
 * A sink channel of the core processor: the members every processor channel has (`enable`, `format`, `compressor`) plus the stream types it carries. Members left out take their value from the processor's top-level settings.
 */
export interface Channel {
    /**
     * Whether the processor sends records to this channel. proc-core 1.0.30 disables a channel only for the boolean false: any other value ("no", 0, "false") leaves the channel on (agentconf warns).
     */
    enable?: boolean;
    format?: EnumsFormat;
    compressor?: EnumsCompressor;
    /**
     * Which streams this channel carries. `stream-flows` and `stream-stats` are the published values; `legacy-http` and `legacy-socket` are also accepted by deployed agents but are outside the published interface. A top-level `types` array is put in front of it.
     */
    types: StreamType[];
}
