/** How much a reader takes in before it calls a stream hostile: every cap has a default. */

/** Size caps for reading records. */
export interface RecordLimits {
  /** Largest record (or unfinished record) kept in memory, in bytes. Default 16 MiB. */
  maxRecordBytes: number;
  /** Most bytes gzip may inflate to, per stream or payload. Default 1 GiB for streams (see {@link payloadLimits}). */
  maxDecompressedBytes: number;
  /**
   * Most times its own size gzip may inflate to, once past 16 MiB: agent records compress 10 to
   * 50 times; a stream that inflates far more is a bomb of tiny records. Default 200.
   */
  maxInflateRatio: number;
  /**
   * Most records judged per stream or payload: each costs a few microseconds however small, so
   * this bounds the time a stream can take. Default 10,000,000 for streams, 1,000,000 for a payload.
   */
  maxRecords: number;
}

/** The defaults for streams (files, stdin, sockets): records stay small, streams may be long. */
export const streamLimits: RecordLimits = { maxRecordBytes: 16 * 1024 * 1024, maxDecompressedBytes: 1024 * 1024 * 1024, maxInflateRatio: 200, maxRecords: 10_000_000 };

/** The defaults for one payload (an HTTP body): it is held whole in memory, so it is capped lower. */
export const payloadLimits: RecordLimits = { maxRecordBytes: 16 * 1024 * 1024, maxDecompressedBytes: 64 * 1024 * 1024, maxInflateRatio: 200, maxRecords: 1_000_000 };

/** Inflated bytes below which the ratio cap does not apply: small streams of repeated records compress well. */
export const RATIO_FLOOR = 16 * 1024 * 1024;
