/**
 * A hand-written RFC 8259 parser that remembers where every value and member name starts.
 *
 * It is iterative (an explicit stack, no recursion) so that hostile nesting cannot overflow the
 * call stack, and it walks the text once with `charCodeAt`, so time is linear in the input.
 */
import type { Diagnostic } from '../diagnostic.js';
import { stripBom } from '../bytes.js';
import { childPointer } from '../pointer.js';
import { MAX_DEPTH, type ParsedDocument } from './document.js';
import { FindingsCap } from '../cap.js';
import { DUPLICATE_KEY_SUGGESTION, EMPTY_MESSAGE, describeCharAt, duplicateKeyMessage, numberProblem, parseError, tooDeepMessage } from './diagnostics.js';
import { createPositionOf, type PositionOf } from './lines.js';
import { LocationTable, locator } from './location.js';
import { copyMember } from '../value.js';

const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const QUOTE = 34;
const PLUS = 43;
const COMMA = 44;
const MINUS = 45;
const DOT = 46;
const SLASH = 47;
const ZERO = 48;
const ONE = 49;
const NINE = 57;
const COLON = 58;
const BRACKET_OPEN = 91;
const BACKSLASH = 92;
const BRACKET_CLOSE = 93;
const BRACE_OPEN = 123;
const BRACE_CLOSE = 125;
const STAR = 42;

/** One open object or array. */
interface Frame {
  container: Record<string, unknown> | unknown[];
  isArray: boolean;
  /** Its row in the location table. */
  row: number;
  /** Offset of the opening bracket. */
  open: number;
  /** The member being read (objects only). */
  name: string;
  /** Offset of that member's name. */
  nameAt: number;
  /** First offset of each member name, built once the object has a duplicate (then kept up). */
  firstAt?: Map<string, number>;
}

/** Unwinds from deep inside the parser to {@link parseJson}; never escapes it. */
class Stop {
  constructor(readonly diagnostic: Diagnostic) {}
}

/**
 * Parses JSON text. Never throws: every problem becomes a diagnostic. A leading byte-order mark
 * is skipped. Duplicate member names are reported and the last one wins, as with `JSON.parse`;
 * any other problem stops the parse with one `parse/syntax` (or `parse/too-deep`) diagnostic and
 * an undefined value.
 */
export function parseJson(text: string, maxFindings?: number): ParsedDocument {
  if (typeof text !== 'string') {
    return {
      value: undefined,
      diagnostics: [parseError('parse/syntax', 'the source is not text', '', { line: 1, column: 1 })],
      locate: () => undefined,
    };
  }
  const source = stripBom(text);
  const positionOf = createPositionOf(source);
  const parser = new JsonParser(source, positionOf, new FindingsCap(maxFindings));
  try {
    parser.run();
  } catch (error) {
    const diagnostic =
      error instanceof Stop
        ? error.diagnostic
        : // Only a resource failure (a string too long for the engine, say) gets here.
          parseError('parse/syntax', `the text could not be parsed: ${String(error)}`, '', {
            line: 1,
            column: 1,
          });
    return {
      value: undefined,
      diagnostics: [...parser.findings(), diagnostic],
      locate: () => undefined,
    };
  }
  if (parser.table.size === 0) {
    return {
      value: undefined,
      diagnostics: [parseError('parse/empty', EMPTY_MESSAGE, '', { line: 1, column: 1 })],
      locate: () => undefined,
    };
  }
  return {
    value: parser.value,
    diagnostics: parser.findings(),
    locate: locator(parser.table, positionOf),
  };
}

class JsonParser {
  /** Non-fatal findings (duplicate keys), in source order. */
  readonly diagnostics: Diagnostic[] = [];
  value: unknown = undefined;
  readonly table: LocationTable;
  /** Where the last string, number or literal read ended. */
  private end = 0;
  /** The offset of the first lone surrogate escape in the last string read; -1 when none. */
  private lone = -1;
  private readonly stack: Frame[] = [];

  constructor(
    private readonly text: string,
    private readonly positionOf: PositionOf,
    private readonly cap: FindingsCap,
  ) {
    // About one value per eight characters of pretty-printed JSON; the table grows if needed.
    this.table = new LocationTable(Math.min(text.length >>> 3, 1 << 16));
  }

  /** The findings built, then one note per code of those only counted. */
  findings(): Diagnostic[] {
    return this.cap.total === 0 ? this.diagnostics : this.diagnostics.concat(this.cap.notes());
  }

  /** True when the cap is reached: the finding is counted, not built (no message, pointer or position). */
  private full(severity: Diagnostic['severity'], code: Diagnostic['code']): boolean {
    if (this.diagnostics.length < this.cap.max) return false;
    this.cap.leave(severity, code);
    return true;
  }

  run(): void {
    const text = this.text;
    const length = text.length;
    const stack = this.stack;
    let pos = this.skip(0);
    if (pos >= length) return;

    for (;;) {
      // Here `pos` is at the first character of a value.
      const top = stack.length > 0 ? (stack[stack.length - 1] as Frame) : undefined;
      const inObject = top !== undefined && !top.isArray;
      const keyAt = inObject ? top.nameAt : -1;
      const name = inObject ? top.name : undefined;
      const c = text.charCodeAt(pos);
      let complete = true;

      if (c === BRACE_OPEN || c === BRACKET_OPEN) {
        const isArray = c === BRACKET_OPEN;
        const container: Record<string, unknown> | unknown[] = isArray ? [] : {};
        const row = this.attach(top, container, pos, keyAt, name, isArray);
        if (stack.length >= MAX_DEPTH) {
          throw new Stop(
            parseError('parse/too-deep', tooDeepMessage(MAX_DEPTH), this.pointerThrough(stack.length), this.positionOf(pos), 'flatten the structure'),
          );
        }
        const frame: Frame = { container, isArray, row, open: pos, name: '', nameAt: -1 };
        stack.push(frame);
        pos = this.skip(pos + 1);
        if (text.charCodeAt(pos) === (isArray ? BRACKET_CLOSE : BRACE_CLOSE)) {
          stack.pop();
          this.table.close(row);
          pos++;
        } else {
          if (!isArray) pos = this.member(frame, pos);
          complete = false;
        }
      } else {
        let value: unknown;
        if (c === QUOTE) {
          value = this.string(pos);
          if (this.lone >= 0) {
            const last = top === undefined ? [] : [top.isArray ? (top.container as unknown[]).length : top.name];
            this.loneSurrogate(childPointer(this.pointerThrough(stack.length - 1), ...last));
          }
        } else if (c === MINUS || (c >= ZERO && c <= NINE)) value = this.number(pos);
        else if (c === 116) value = this.literal(pos, 'true', true);
        else if (c === 102) value = this.literal(pos, 'false', false);
        else if (c === 110) value = this.literal(pos, 'null', null);
        else throw this.unexpected(pos, 'expected a value');
        this.attach(top, value, pos, keyAt, name, false);
        pos = this.end;
      }

      if (!complete) continue;
      // A value just ended: close containers until one wants another member or item.
      for (;;) {
        pos = this.skip(pos);
        if (stack.length === 0) {
          if (pos < length) throw this.unexpected(pos, 'remove what follows the top-level value');
          return;
        }
        const frame = stack[stack.length - 1] as Frame;
        const close = frame.isArray ? BRACKET_CLOSE : BRACE_CLOSE;
        const d = text.charCodeAt(pos);
        if (d === close) {
          stack.pop();
          this.table.close(frame.row);
          pos++;
          continue;
        }
        if (d !== COMMA) {
          throw this.unexpected(pos, frame.isArray ? "expected ',' or ']' after an item" : "expected ',' or '}' after a member");
        }
        const comma = pos;
        pos = this.skip(pos + 1);
        if (text.charCodeAt(pos) === close) {
          throw this.stop(comma, 'trailing comma', 'remove the comma after the last ' + (frame.isArray ? 'item' : 'member'));
        }
        if (!frame.isArray) pos = this.member(frame, pos);
        break;
      }
    }
  }

  /** Skips JSON whitespace; returns the offset of the next other character (or the end). */
  private skip(pos: number): number {
    const text = this.text;
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === SPACE || c === LF || c === CR || c === TAB) pos++;
      else return pos;
    }
  }

  /** Puts `value` into the open container (or makes it the root); returns its location row. */
  private attach(frame: Frame | undefined, value: unknown, at: number, keyAt: number, name: string | undefined, isArray: boolean): number {
    if (frame === undefined) this.value = value;
    else if (frame.isArray) (frame.container as unknown[]).push(value);
    else copyMember(frame.container as Record<string, unknown>, frame.name, value);
    return this.table.add(at, keyAt, name, isArray);
  }

  /** Reads `"name" :` at `pos`; returns the offset of the member's value. */
  private member(frame: Frame, pos: number): number {
    const text = this.text;
    if (text.charCodeAt(pos) !== QUOTE) {
      throw this.unexpected(pos, 'member names must be double-quoted strings');
    }
    const nameAt = pos;
    const name = this.string(pos);
    if (this.lone >= 0) this.loneSurrogate(childPointer(this.pointerThrough(this.stack.length - 1), name));
    pos = this.skip(this.end);
    if (text.charCodeAt(pos) !== COLON) throw this.unexpected(pos, "expected ':' after the member name");
    if (Object.prototype.hasOwnProperty.call(frame.container, name)) this.duplicate(frame, name, nameAt);
    else frame.firstAt?.set(name, nameAt);
    frame.name = name;
    frame.nameAt = nameAt;
    return this.skip(pos + 1);
  }

  private duplicate(frame: Frame, name: string, nameAt: number): void {
    if (this.full('error', 'parse/duplicate-key')) return;
    // One scan of the members per object, not one per duplicate: 100,000 duplicates stay linear.
    frame.firstAt ??= this.table.firstKeyOffsets(frame.row);
    const firstAt = this.positionOf(frame.firstAt.get(name) ?? nameAt);
    this.diagnostics.push(
      parseError(
        'parse/duplicate-key',
        duplicateKeyMessage(name, firstAt),
        childPointer(this.pointerThrough(this.stack.length - 1), name),
        this.positionOf(nameAt),
        DUPLICATE_KEY_SUGGESTION,
      ),
    );
  }

  /** Reads the string whose opening quote is at `start`; sets `end` past the closing quote. */
  private string(start: number): string {
    const text = this.text;
    const length = text.length;
    let i = start + 1;
    let chunk = i;
    let out = '';
    this.lone = -1;
    for (;;) {
      if (i >= length) throw this.unexpectedEnd(start);
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        this.end = i + 1;
        return chunk === start + 1 ? text.slice(chunk, i) : out + text.slice(chunk, i);
      }
      if (c === BACKSLASH) {
        out += text.slice(chunk, i);
        const e = text.charCodeAt(i + 1);
        let width = 2;
        if (e === QUOTE) out += '"';
        else if (e === BACKSLASH) out += '\\';
        else if (e === SLASH) out += '/';
        else if (e === 98) out += '\b';
        else if (e === 102) out += '\f';
        else if (e === 110) out += '\n';
        else if (e === 114) out += '\r';
        else if (e === 116) out += '\t';
        else if (e === 117) {
          let unit = 0;
          for (let k = i + 2; k < i + 6; k++) {
            const h = hexValue(text.charCodeAt(k));
            if (h < 0) {
              if (k >= length) throw this.unexpectedEnd(start);
              throw this.stop(k, `unexpected ${describeCharAt(text, k)} in a \\u escape`, 'write \\u followed by exactly four hex digits');
            }
            unit = unit * 16 + h;
          }
          // Surrogate halves are appended one unit at a time, so a pair joins up by itself
          // and a lone half survives, as with JSON.parse; a half without the other is noted.
          if (unit >= 0xd800 && unit <= 0xdfff && this.lone < 0) {
            const low = unit >= 0xdc00;
            const paired = low ? this.escapedUnit(i - 6) : this.escapedUnit(i + 6);
            if (paired === undefined || (low ? paired < 0xd800 || paired > 0xdbff : paired < 0xdc00 || paired > 0xdfff)) this.lone = i;
          }
          out += String.fromCharCode(unit);
          width = 6;
        } else if (i + 1 >= length) {
          throw this.unexpectedEnd(start);
        } else {
          throw this.stop(i, `invalid escape '\\${String.fromCodePoint(text.codePointAt(i + 1) ?? 0)}' in a string`, 'write a backslash as \\\\');
        }
        i += width;
        chunk = i;
        continue;
      }
      if (c < SPACE) {
        if (c === LF || c === CR) {
          throw this.stop(i, 'unexpected line break in a string', 'close the string before the line ends, or write the line break as \\n');
        }
        throw this.stop(i, `unexpected ${describeCharAt(text, i)} in a string`, `write it as \\u00${c.toString(16).toUpperCase().padStart(2, '0')}`);
      }
      i++;
    }
  }

  /** The code unit of a well-formed `\\uXXXX` escape at `at` (its backslash not itself escaped), else undefined. */
  private escapedUnit(at: number): number | undefined {
    const text = this.text;
    if (at < 0 || text.charCodeAt(at) !== BACKSLASH || text.charCodeAt(at + 1) !== 117) return undefined;
    // The backslash must open the escape: an odd run of backslashes ending at `at`.
    let slashes = 1;
    while (text.charCodeAt(at - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return undefined;
    let unit = 0;
    for (let k = at + 2; k < at + 6; k++) {
      const h = hexValue(text.charCodeAt(k));
      if (h < 0) return undefined;
      unit = unit * 16 + h;
    }
    return unit;
  }

  /** A finding on the string just read (at `pointer`), which escapes half of a surrogate pair without the other half. */
  private loneSurrogate(pointer: string): void {
    if (this.full('error', 'parse/syntax')) return;
    const escape = this.text.slice(this.lone, this.lone + 6);
    this.diagnostics.push(
      parseError(
        'parse/syntax',
        `the escape ${escape} is half of a UTF-16 surrogate pair without its other half: it encodes no character, and a strict JSON parser refuses the whole text (the agent's, nlohmann::json, does: "surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF")`,
        pointer,
        this.positionOf(this.lone),
        'write the whole character (both halves, or the character itself), or remove the escape',
      ),
    );
  }

  /** Reads the number at `start`; sets `end` past it. */
  private number(start: number): number {
    const text = this.text;
    let i = start;
    let c = text.charCodeAt(i);
    if (c === MINUS) c = text.charCodeAt(++i);
    const digits = i;
    // Accumulated on the way; exact for plain integers of up to 15 digits, the common case.
    let integer = 0;
    if (c === ZERO) {
      c = text.charCodeAt(++i);
      if (c >= ZERO && c <= NINE) throw this.unexpected(i, 'numbers cannot have leading zeros');
    } else if (c >= ONE && c <= NINE) {
      do {
        integer = integer * 10 + (c - ZERO);
        c = text.charCodeAt(++i);
      } while (c >= ZERO && c <= NINE);
    } else {
      throw this.unexpected(i, "a digit must follow '-'");
    }
    if (c !== DOT && c !== 101 && c !== 69 && i - digits <= 15) {
      this.end = i;
      // `-0` must stay negative zero, as Number('-0') is.
      return digits === start ? integer : -integer;
    }
    if (c === DOT) {
      c = text.charCodeAt(++i);
      if (!(c >= ZERO && c <= NINE)) throw this.unexpected(i, "a digit must follow '.' in a number");
      do c = text.charCodeAt(++i);
      while (c >= ZERO && c <= NINE);
    }
    if (c === 101 || c === 69) {
      c = text.charCodeAt(++i);
      if (c === PLUS || c === MINUS) c = text.charCodeAt(++i);
      if (!(c >= ZERO && c <= NINE)) throw this.unexpected(i, 'a digit must follow the exponent');
      do c = text.charCodeAt(++i);
      while (c >= ZERO && c <= NINE);
    }
    this.end = i;
    const literal = text.slice(start, i);
    const value = Number(literal);
    const problem = numberProblem(literal, value);
    if (problem !== undefined) this.numberProblem(start, problem.severity, problem.message);
    return value;
  }

  /** A finding on the number starting at `start` (the value being read, not yet attached). */
  private numberProblem(start: number, severity: Diagnostic['severity'], message: string): void {
    if (this.full(severity, 'parse/precision')) return;
    const top = this.stack[this.stack.length - 1];
    const last = top === undefined ? [] : [top.isArray ? (top.container as unknown[]).length : top.name];
    const pointer = childPointer(this.pointerThrough(this.stack.length - 1), ...last);
    this.diagnostics.push({ ...parseError('parse/precision', message, pointer, this.positionOf(start)), severity });
  }

  /** Reads `true`, `false` or `null` at `start`; sets `end` past it. */
  private literal(start: number, word: string, value: boolean | null): boolean | null {
    const text = this.text;
    for (let k = 1; k < word.length; k++) {
      if (text.charCodeAt(start + k) !== word.charCodeAt(k)) {
        throw this.unexpected(start + k, `did you mean ${word}?`);
      }
    }
    this.end = start + word.length;
    return value;
  }

  /** The pointer through the current child of each of the first `count` open containers. */
  private pointerThrough(count: number): string {
    const tokens: (string | number)[] = [];
    for (let i = 0; i < count; i++) {
      const frame = this.stack[i] as Frame;
      tokens.push(frame.isArray ? (frame.container as unknown[]).length - 1 : frame.name);
    }
    return childPointer('', ...tokens);
  }

  /** A stop at `offset`, located in the innermost open container. */
  private stop(offset: number, message: string, suggestion?: string): Stop {
    const pointer = this.pointerThrough(this.stack.length - 1);
    return new Stop(parseError('parse/syntax', message, pointer, this.positionOf(offset), suggestion));
  }

  /** A stop for the character at `offset`, which is not what `expected` says. */
  private unexpected(offset: number, expected: string): Stop {
    const text = this.text;
    if (offset >= text.length) return this.unexpectedEnd(-1);
    const c = text.charCodeAt(offset);
    if (c === SLASH) {
      const d = text.charCodeAt(offset + 1);
      if (d === SLASH || d === STAR) {
        return this.stop(offset, 'comments are not allowed in JSON', 'remove the comment');
      }
    }
    const hint = c === 39 ? 'JSON strings and member names use double quotes' : expected;
    return this.stop(offset, `unexpected ${describeCharAt(text, offset)}`, hint);
  }

  /** A stop at the end of the text; `stringAt` is the offset of an unclosed string, or -1. */
  private unexpectedEnd(stringAt: number): Stop {
    let what = '';
    if (stringAt >= 0) {
      what = `: a string opened at line ${this.positionOf(stringAt).line} is not closed`;
    } else if (this.stack.length > 0) {
      const frame = this.stack[this.stack.length - 1] as Frame;
      const kind = frame.isArray ? 'an array' : 'an object';
      what = `: ${kind} opened at line ${this.positionOf(frame.open).line} is not closed`;
    }
    return this.stop(this.text.length, 'unexpected end of input' + what);
  }
}

function hexValue(c: number): number {
  if (c >= ZERO && c <= NINE) return c - ZERO;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}
