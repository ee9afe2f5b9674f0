/** How much a reader takes in before it calls a stream hostile: every cap has a default. */

/** Size caps for reading records. */
export interface RecordLimits {
  /** Largest record (or unfinished record) kept in memory, in bytes. Default 16 MiB. */
  maxRecordBytes: number;
  /** Most bytes gzip may inflate to, per stream or payload. Default 4 GiB for streams (see {@link payloadLimits}). */
  maxDecompressedBytes: number;
}

/** The defaults for streams (files, stdin, sockets): records stay small, streams may be long. */
export const streamLimits: RecordLimits = { maxRecordBytes: 16 * 1024 * 1024, maxDecompressedBytes: 4 * 1024 * 1024 * 1024 };

/** The defaults for one payload (an HTTP body): it is held whole in memory, so it is capped lower. */
export const payloadLimits: RecordLimits = { maxRecordBytes: 16 * 1024 * 1024, maxDecompressedBytes: 64 * 1024 * 1024 };
