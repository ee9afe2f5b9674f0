/**
 * Framers for JSON text: one record a line (NDJSON), JSON values one after another with or
 * without whitespace between them (compact or pretty-printed), and JSON arrays of records. They
 * work on bytes: UTF-8 never puts a structural character inside a multi-byte sequence.
 */
import { problem, type Frame, type Framer } from './frames.js';
import { byteSize } from '../../core/bytes.js';
import { type RecordLimits } from './limits.js';

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

const isSpace = (c: number) => c === SPACE || c === LF || c === CR || c === TAB;

const tooLarge = (offset: number, limits: RecordLimits, fatal: boolean) =>
  problem('record/too-large', `a record at byte ${offset} is larger than ${byteSize(limits.maxRecordBytes)}, more than any agent record${fatal ? '; the rest of the stream cannot be framed' : '; skipped to the next line'}`, offset, fatal);

/** NDJSON: a record per line; blank lines are skipped, a line too long is skipped whole. */
export class NdjsonFramer implements Framer {
  private pending: Buffer = EMPTY;
  /** Stream offset of `pending[0]`. */
  private base = 0;
  private line = 1;
  private skipping = false;

  constructor(private readonly limits: RecordLimits) {}

  push(chunk: Buffer): Frame[] {
    const buf = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const frames: Frame[] = [];
    let start = 0;
    for (let nl = buf.indexOf(LF, start); nl >= 0; nl = buf.indexOf(LF, start)) {
      if (this.skipping) this.skipping = false;
      else this.lineFrame(buf, start, nl, frames, false);
      this.line++;
      start = nl + 1;
    }
    if (!this.skipping && buf.length - start > this.limits.maxRecordBytes) {
      frames.push(tooLarge(this.base + start, this.limits, false));
      this.skipping = true;
    }
    if (this.skipping) {
      this.base += buf.length;
      this.pending = EMPTY;
    } else {
      this.base += start;
      this.pending = buf.subarray(start);
    }
    return frames;
  }

  end(): Frame[] {
    const frames: Frame[] = [];
    if (!this.skipping && this.pending.length) this.lineFrame(this.pending, 0, this.pending.length, frames, true);
    this.pending = EMPTY;
    return frames;
  }

  private lineFrame(buf: Buffer, start: number, end: number, frames: Frame[], last: boolean): void {
    let stop = end;
    if (stop > start && buf[stop - 1] === CR) stop--;
    let first = start;
    while (first < stop && isSpace(buf[first]!)) first++;
    if (first === stop) return;
    if (stop - first > this.limits.maxRecordBytes) {
      frames.push(tooLarge(this.base + first, this.limits, false));
      return;
    }
    frames.push({ kind: 'json', bytes: buf.subarray(first, stop), offset: this.base + first, line: this.line, column: first - start + 1, ...(last ? { last } : {}) });
  }
}

/**
 * JSON values one after another (the agent's socket and debug output), or, with `array`, the
 * items of JSON arrays. Tracks strings and nesting only: each value's text is parsed on its own.
 */
export class JsonSequenceFramer implements Framer {
  private pending: Buffer = EMPTY;
  private base = 0;
  /** Index in the next buffer at which scanning resumes. */
  private resume = 0;
  private depth = 0;
  private inString = false;
  private escape = false;
  /** Inside a bare scalar (number, literal) at the top level. */
  private inScalar = false;
  /** Start of the current value in the pending buffer, or -1. */
  private start = -1;
  private startLine = 1;
  private startColumn = 1;
  private line = 1;
  /** Stream offset of the current line's first byte. */
  private lineStart = 0;
  /** Inside a top-level array whose items are the records (`array` mode). */
  private inArray = false;
  private arrayOffset = 0;
  private dead = false;

  constructor(
    private readonly limits: RecordLimits,
    private readonly array: boolean,
  ) {}

  push(chunk: Buffer): Frame[] {
    if (this.dead) return [];
    const buf = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const frames: Frame[] = [];
    const n = buf.length;
    let i = this.resume;
    for (; i < n; i++) {
      const c = buf[i]!;
      if (c === LF) {
        this.line++;
        this.lineStart = this.base + i + 1;
      }
      if (this.start >= 0) {
        if (this.inString) {
          if (this.escape) this.escape = false;
          else if (c === BACKSLASH) this.escape = true;
          else if (c === QUOTE) {
            this.inString = false;
            if (this.depth === 0) this.emit(buf, i + 1, frames);
          }
          continue;
        }
        if (this.inScalar) {
          if (isSpace(c) || c === COMMA || c === OPEN_BRACE || c === OPEN_BRACKET || c === QUOTE || c === CLOSE_BRACKET || c === CLOSE_BRACE) {
            this.emit(buf, i, frames);
            i--; // look at this byte again, outside the scalar
            if (c === LF) this.line--; // it is counted again
          }
          continue;
        }
        if (c === QUOTE) this.inString = true;
        else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth++;
        else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
          this.depth--;
          if (this.depth === 0) this.emit(buf, i + 1, frames);
        }
        continue;
      }
      if (isSpace(c)) continue;
      if (this.array) {
        if (!this.inArray && c === OPEN_BRACKET) {
          this.inArray = true;
          this.arrayOffset = this.base + i;
          continue;
        }
        if (this.inArray && c === COMMA) continue;
        if (this.inArray && c === CLOSE_BRACKET) {
          this.inArray = false;
          continue;
        }
      }
      this.start = i;
      this.startLine = this.line;
      this.startColumn = this.base + i - this.lineStart + 1;
      if (c === QUOTE) this.inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth = 1;
      else this.inScalar = true;
    }
    if (this.start >= 0 && n - this.start > this.limits.maxRecordBytes) {
      frames.push(tooLarge(this.base + this.start, this.limits, true));
      this.dead = true;
      this.pending = EMPTY;
      return frames;
    }
    const keep = this.start >= 0 ? this.start : n;
    this.pending = buf.subarray(keep);
    this.base += keep;
    this.resume = n - keep;
    if (this.start >= 0) this.start = 0;
    return frames;
  }

  end(): Frame[] {
    if (this.dead) return [];
    const frames: Frame[] = [];
    if (this.start >= 0 && this.inScalar) {
      this.emit(this.pending, this.pending.length, frames, true);
    } else if (this.start >= 0) {
      frames.push(problem('record/truncated', `the stream ends inside a record that starts at byte ${this.base} (line ${this.startLine}); the records before it were judged`, this.base));
    } else if (this.inArray) {
      const at = this.base + this.pending.length;
      frames.push(problem('record/truncated', `the stream ends at byte ${at} inside the array that opens at byte ${this.arrayOffset}; the records before the cut were judged`, at));
    }
    this.pending = EMPTY;
    return frames;
  }

  private emit(buf: Buffer, end: number, frames: Frame[], last = false): void {
    if (end - this.start > this.limits.maxRecordBytes) {
      // Complete, but bigger than any agent record: said, not parsed (its end is known, so reading goes on).
      frames.push(problem('record/too-large', `a record at byte ${this.base + this.start} is larger than ${byteSize(this.limits.maxRecordBytes)}, more than any agent record; skipped`, this.base + this.start));
    } else frames.push({
      kind: 'json',
      bytes: buf.subarray(this.start, end),
      offset: this.base + this.start,
      line: this.startLine,
      column: this.startColumn,
      ...(last ? { last } : {}),
    });
    this.start = -1;
    this.depth = 0;
    this.inScalar = false;
  }
}
