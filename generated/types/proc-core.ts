// TypeScript types of the proc-core config as written (before defaults).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

/**
 * Encoding of streamed records unless a channel sets its own.
 */
export type EnumsFormat = 'json' | 'msgpack';
/**
 * Compression of streamed records unless a channel sets its own.
 */
export type EnumsCompressor = 'none' | 'gz';
/**
 * A sink channel of the core processor: the shared channel members plus the stream types it carries.
 */
export type Channel = SinksChannel & {
  /**
   * Which streams this channel carries. `stream-flows` and `stream-stats` are the published values; `legacy-http` and `legacy-socket` are also accepted by deployed agents but are outside the published interface.
   *
   * @minItems 1
   *
   * Items: One stream the channel carries.
   */
  types: [
    'stream-flows' | 'stream-stats' | 'legacy-http' | 'legacy-socket',
    ...('stream-flows' | 'stream-stats' | 'legacy-http' | 'legacy-socket')[]
  ];
};
/**
 * Encoding for this channel only. When absent, the processor's top-level `format` applies.
 */
export type EnumsFormat1 = 'json' | 'msgpack';
/**
 * Compression for this channel only. When absent, the processor's top-level `compressor` applies.
 */
export type EnumsCompressor1 = 'none' | 'gz';

/**
 * Settings of the core processor, which streams flow records and agent statistics to sink channels.
 */
export interface ProcCoreConfig {
  format: EnumsFormat;
  compressor: EnumsCompressor;
  sinks: Sinks;
}
/**
 * The sink channels that receive streams, keyed by sink tag and then channel name.
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
 * The members every processor channel accepts.
 */
export interface SinksChannel {
  /**
   * Whether the processor sends records to this channel.
   */
  enable?: boolean;
  format?: EnumsFormat1;
  compressor?: EnumsCompressor1;
}
