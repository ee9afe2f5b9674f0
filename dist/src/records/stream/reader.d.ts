import type { Framing } from './frames.js';
import type { AgentRelease } from '../agent-release.js';
import { type RecordEvent } from './judge.js';
import { type RecordLimits } from './limits.js';
/** How to read a stream. */
export interface ReadOptions {
    /** The framing; by default told from the first bytes (after gzip, which is always detected). */
    framing?: Framing;
    /** The agent release the records come from (`5.0` or `5.2`); by default detected from the first record that tells. */
    agent?: AgentRelease;
    /** Size caps; defaults are {@link streamLimits}. */
    limits?: Partial<RecordLimits>;
}
/**
 * Judges every record of a stream, in order (an error the source itself raises, as a failing read,
 * is passed on as a stream passes it on). Record indices and offsets count from the stream's
 * start (offsets in decompressed bytes); feed the events to a `RecordReport` to count and group.
 * @example for await (const event of readRecords(createReadStream(path))) report.add(event);
 */
export declare function readRecords(source: AsyncIterable<Uint8Array | string>, options?: ReadOptions): AsyncGenerator<RecordEvent>;
/**
 * The same events as {@link readRecords}, in batches (of up to 16 records, or what a chunk
 * read holds): one await per batch rather than per record, for readers of long streams.
 */
export declare function readRecordBatches(source: AsyncIterable<Uint8Array | string>, options?: ReadOptions): AsyncGenerator<RecordEvent[]>;
