/**
 * Framers for JSON text: one record a line (NDJSON), JSON values one after another with or
 * without whitespace between them (compact or pretty-printed), and JSON arrays of records. They
 * work on bytes: UTF-8 never puts a structural character inside a multi-byte sequence.
 */
import { type Frame, type Framer } from './frames.js';
import { type RecordLimits } from './limits.js';
/** NDJSON: a record per line; blank lines are skipped, a line too long is skipped whole. */
export declare class NdjsonFramer implements Framer {
    private readonly limits;
    /** The current line's bytes from earlier chunks. */
    private readonly parts;
    /** Stream offset of the current line's first byte. */
    private lineStart;
    /** Stream offset of the current chunk's first byte. */
    private chunkBase;
    private line;
    private skipping;
    constructor(limits: RecordLimits);
    push(chunk: Buffer): Frame[];
    end(): Frame[];
    /** The record of `buf[start, end)`, a line that starts at stream offset `lineStart`. */
    private lineFrame;
}
/**
 * JSON values one after another (the agent's socket and debug output), or, with `array`, the
 * items of JSON arrays. Tracks strings and nesting only: each value's text is parsed on its own.
 */
export declare class JsonSequenceFramer implements Framer {
    private readonly limits;
    private readonly array;
    /** The current value's bytes from earlier chunks. */
    private readonly parts;
    /** Stream offset of the current chunk's first byte. */
    private chunkBase;
    private depth;
    private inString;
    private escape;
    /** Inside a bare scalar (number, literal) at the top level. */
    private inScalar;
    /** Inside a value; it starts at `startOffset` in the stream. */
    private open;
    private startOffset;
    private startLine;
    private startColumn;
    private line;
    /** Stream offset of the current line's first byte. */
    private lineStart;
    /** Inside a top-level array whose items are the records (`array` mode). */
    private inArray;
    private arrayOffset;
    private dead;
    constructor(limits: RecordLimits, array: boolean);
    push(chunk: Buffer): Frame[];
    end(): Frame[];
    /** The value that ends before `chunk[end]` (`chunk` starts at stream offset `chunkBase`). */
    private emit;
}
