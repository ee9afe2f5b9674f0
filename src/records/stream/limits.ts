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

/** `1.5 MiB`, `16 MiB`, `512 bytes`. */
export function byteSize(n: number): string {
  if (n < 1024) return `${n} bytes`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}
