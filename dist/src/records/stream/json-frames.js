/**
 * Framers for JSON text: one record a line (NDJSON), JSON values one after another with or
 * without whitespace between them (compact or pretty-printed), and JSON arrays of records. They
 * work on bytes: UTF-8 never puts a structural character inside a multi-byte sequence.
 */
import { problem } from './frames.js';
import { byteSize } from '../../core/bytes.js';
const LF = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const EMPTY = Buffer.alloc(0);
const isSpace = (c) => c === SPACE || c === LF || c === CR || c === TAB;
const tooLarge = (offset, limits, fatal) => problem('record/too-large', `a record at byte ${offset} is larger than ${byteSize(limits.maxRecordBytes)}, more than any agent record${fatal ? '; the rest of the stream cannot be framed' : '; skipped to the next line'}`, offset, fatal);
/**
 * The bytes of an unfinished record, kept as the chunks it came in: joined once, when the record
 * ends, so a record split into many chunks costs its size, not its size times the chunks.
 */
class Parts {
    list = [];
    size = 0;
    add(bytes) {
        if (bytes.length === 0)
            return;
        this.list.push(bytes);
        this.size += bytes.length;
    }
    /** The kept bytes followed by `tail`, in one buffer; the parts are emptied. */
    join(tail) {
        // One part and nothing after it (a body without a final newline) is used as it is, not copied.
        const joined = this.list.length === 0 ? tail : this.list.length === 1 && tail.length === 0 ? this.list[0] : Buffer.concat([...this.list, tail]);
        this.clear();
        return joined;
    }
    clear() {
        this.list = [];
        this.size = 0;
    }
}
/** NDJSON: a record per line; blank lines are skipped, a line too long is skipped whole. */
export class NdjsonFramer {
    limits;
    /** The current line's bytes from earlier chunks. */
    parts = new Parts();
    /** Stream offset of the current line's first byte. */
    lineStart = 0;
    /** Stream offset of the current chunk's first byte. */
    chunkBase = 0;
    line = 1;
    skipping = false;
    constructor(limits) {
        this.limits = limits;
    }
    push(chunk) {
        const frames = [];
        let start = 0;
        // Only the new chunk is searched for line ends: the kept part of a line holds none.
        for (let nl = chunk.indexOf(LF); nl >= 0; nl = chunk.indexOf(LF, start)) {
            if (this.skipping)
                this.skipping = false;
            else if (this.parts.size)
                this.lineFrame(this.parts.join(chunk.subarray(0, nl)), 0, undefined, frames, false);
            else
                this.lineFrame(chunk, start, nl, frames, false);
            this.parts.clear();
            this.line++;
            start = nl + 1;
            this.lineStart = this.chunkBase + start;
        }
        if (!this.skipping) {
            if (this.parts.size + chunk.length - start > this.limits.maxRecordBytes) {
                frames.push(tooLarge(this.lineStart, this.limits, false));
                this.skipping = true;
                this.parts.clear();
            }
            else
                this.parts.add(chunk.subarray(start));
        }
        this.chunkBase += chunk.length;
        return frames;
    }
    end() {
        const frames = [];
        if (!this.skipping && this.parts.size)
            this.lineFrame(this.parts.join(EMPTY), 0, undefined, frames, true);
        this.parts.clear();
        return frames;
    }
    /** The record of `buf[start, end)`, a line that starts at stream offset `lineStart`. */
    lineFrame(buf, start, end, frames, last) {
        let stop = end ?? buf.length;
        if (stop > start && buf[stop - 1] === CR)
            stop--;
        let first = start;
        while (first < stop && isSpace(buf[first]))
            first++;
        if (first === stop)
            return;
        const offset = this.lineStart + first - start;
        if (stop - first > this.limits.maxRecordBytes) {
            frames.push(tooLarge(offset, this.limits, false));
            return;
        }
        frames.push({ kind: 'json', bytes: buf.subarray(first, stop), offset, line: this.line, column: first - start + 1, ...(last ? { last } : {}) });
    }
}
/**
 * JSON values one after another (the agent's socket and debug output), or, with `array`, the
 * items of JSON arrays. Tracks strings and nesting only: each value's text is parsed on its own.
 */
export class JsonSequenceFramer {
    limits;
    array;
    /** The current value's bytes from earlier chunks. */
    parts = new Parts();
    /** Stream offset of the current chunk's first byte. */
    chunkBase = 0;
    depth = 0;
    inString = false;
    escape = false;
    /** Inside a bare scalar (number, literal) at the top level. */
    inScalar = false;
    /** Inside a value; it starts at `startOffset` in the stream. */
    open = false;
    startOffset = 0;
    startLine = 1;
    startColumn = 1;
    line = 1;
    /** Stream offset of the current line's first byte. */
    lineStart = 0;
    /** Inside a top-level array whose items are the records (`array` mode). */
    inArray = false;
    arrayOffset = 0;
    dead = false;
    constructor(limits, array) {
        this.limits = limits;
        this.array = array;
    }
    push(chunk) {
        if (this.dead)
            return [];
        const frames = [];
        const n = chunk.length;
        const base = this.chunkBase;
        // The scan state (depth, string, escape) carries over: each byte is looked at once.
        for (let i = 0; i < n; i++) {
            const c = chunk[i];
            if (c === LF) {
                this.line++;
                this.lineStart = base + i + 1;
            }
            if (this.open) {
                if (this.inString) {
                    if (this.escape)
                        this.escape = false;
                    else if (c === BACKSLASH)
                        this.escape = true;
                    else if (c === QUOTE) {
                        this.inString = false;
                        if (this.depth === 0)
                            this.emit(chunk, i + 1, frames);
                    }
                    continue;
                }
                if (this.inScalar) {
                    if (isSpace(c) || c === COMMA || c === OPEN_BRACE || c === OPEN_BRACKET || c === QUOTE || c === CLOSE_BRACKET || c === CLOSE_BRACE) {
                        this.emit(chunk, i, frames);
                        i--; // look at this byte again, outside the scalar
                        if (c === LF)
                            this.line--; // it is counted again
                    }
                    continue;
                }
                if (c === QUOTE)
                    this.inString = true;
                else if (c === OPEN_BRACE || c === OPEN_BRACKET)
                    this.depth++;
                else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
                    this.depth--;
                    if (this.depth === 0)
                        this.emit(chunk, i + 1, frames);
                }
                continue;
            }
            if (isSpace(c))
                continue;
            if (this.array) {
                if (!this.inArray && c === OPEN_BRACKET) {
                    this.inArray = true;
                    this.arrayOffset = base + i;
                    continue;
                }
                if (this.inArray && c === COMMA)
                    continue;
                if (this.inArray && c === CLOSE_BRACKET) {
                    this.inArray = false;
                    continue;
                }
            }
            this.open = true;
            this.startOffset = base + i;
            this.startLine = this.line;
            this.startColumn = base + i - this.lineStart + 1;
            if (c === QUOTE)
                this.inString = true;
            else if (c === OPEN_BRACE || c === OPEN_BRACKET)
                this.depth = 1;
            else
                this.inScalar = true;
        }
        this.chunkBase += n;
        if (this.open) {
            this.parts.add(this.parts.size ? chunk : chunk.subarray(this.startOffset - base));
            if (this.parts.size > this.limits.maxRecordBytes) {
                frames.push(tooLarge(this.startOffset, this.limits, true));
                this.dead = true;
                this.parts.clear();
            }
        }
        return frames;
    }
    end() {
        if (this.dead)
            return [];
        const frames = [];
        if (this.open && this.inScalar) {
            this.emit(EMPTY, 0, frames, true);
        }
        else if (this.open) {
            frames.push(problem('record/truncated', `the stream ends inside a record that starts at byte ${this.startOffset} (line ${this.startLine}); the records before it were judged`, this.startOffset));
        }
        else if (this.inArray) {
            frames.push(problem('record/truncated', `the stream ends at byte ${this.chunkBase} inside the array that opens at byte ${this.arrayOffset}; the records before the cut were judged`, this.chunkBase));
        }
        this.parts.clear();
        return frames;
    }
    /** The value that ends before `chunk[end]` (`chunk` starts at stream offset `chunkBase`). */
    emit(chunk, end, frames, last = false) {
        const size = this.chunkBase + end - this.startOffset;
        if (size > this.limits.maxRecordBytes) {
            // Complete, but bigger than any agent record: said, not parsed (its end is known, so reading goes on).
            this.parts.clear();
            frames.push(problem('record/too-large', `a record at byte ${this.startOffset} is larger than ${byteSize(this.limits.maxRecordBytes)}, more than any agent record; skipped`, this.startOffset));
        }
        else {
            const bytes = this.parts.size ? this.parts.join(chunk.subarray(0, end)) : chunk.subarray(this.startOffset - this.chunkBase, end);
            frames.push({ kind: 'json', bytes, offset: this.startOffset, line: this.startLine, column: this.startColumn, ...(last ? { last } : {}) });
        }
        this.open = false;
        this.depth = 0;
        this.inScalar = false;
    }
}
