/** Small builders shared by the parsers, so every parse diagnostic has the same shape. */
import type { Diagnostic, DiagnosticCode } from '../diagnostic.js';
import type { SourcePosition } from './document.js';
import { groupDigits } from '../message.js';

/** An error diagnostic at a known position. */
export function parseError(code: DiagnosticCode, message: string, pointer: string, at: SourcePosition, suggestion?: string): Diagnostic {
  const d: Diagnostic = {
    severity: 'error',
    code,
    message,
    pointer,
    line: at.line,
    column: at.column,
  };
  if (suggestion !== undefined) d.suggestion = suggestion;
  return d;
}

/** The message for a duplicate member name; the wording is shared by JSON and YAML. */
export function duplicateKeyMessage(name: string, first: { line: number; column: number }): string {
  return `duplicate key ${JSON.stringify(name)} (first at line ${first.line}, column ${first.column}): the agent keeps only one of them`;
}

/** The member name and first position a {@link duplicateKeyMessage} names, for a layer that says it otherwise. */
export function readDuplicateKeyMessage(message: string): { name: string; line: number; column: number } | undefined {
  const m = /^duplicate key ("(?:[^"\\]|\\.)*") \(first at line (\d+), column (\d+)\)/.exec(message);
  if (m === null) return undefined;
  try {
    return { name: JSON.parse(m[1]!) as string, line: Number(m[2]), column: Number(m[3]) };
  } catch {
    return undefined;
  }
}

/** The suggestion that goes with {@link duplicateKeyMessage}. */
export const DUPLICATE_KEY_SUGGESTION = 'remove one of them; only the last one takes effect here';

/** The message for input that is empty or holds only whitespace (and, in YAML, comments). */
export const EMPTY_MESSAGE = 'file is empty';

/** The message for nesting beyond {@link MAX_DEPTH}. */
export function tooDeepMessage(limit: number): string {
  return `values are nested more than ${limit} levels deep`;
}

/**
 * Names the character at `offset` for a message. Control characters are given as bytes
 * ("unexpected byte 0x00") because that is what a binary or mis-encoded file shows; invisible
 * and confusable characters are given as code points, since quoting them would show nothing.
 */
export function describeCharAt(text: string, offset: number): string {
  const cp = text.codePointAt(offset) ?? 0;
  if (cp < 0x20 || cp === 0x7f) return `byte 0x${cp.toString(16).toUpperCase().padStart(2, '0')}`;
  if (isInvisible(cp)) return `character U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return `character '${String.fromCodePoint(cp)}'`;
}

function isInvisible(cp: number): boolean {
  return (
    (cp >= 0x80 && cp <= 0xa0) ||
    cp === 0xad ||
    (cp >= 0x2000 && cp <= 0x200f) ||
    (cp >= 0x2028 && cp <= 0x202f) ||
    cp === 0x205f ||
    cp === 0x3000 ||
    (cp >= 0xd800 && cp <= 0xdfff) ||
    cp === 0xfeff ||
    cp === 0xfffd
  );
}

/**
 * What is worth saying about a number literal and the double it reads as: beyond the float range
 * (an error: it is no number any more), or an integer the double does not hold exactly (a
 * warning naming the value agentconf checks). Undefined when the double is the literal.
 */
export function numberProblem(literal: string, value: number): { severity: 'error' | 'warning'; message: string } | undefined {
  // `.inf` and `.nan` are YAML's own words for them: only digits that overflow are a problem.
  if (!Number.isFinite(value) && /^[-+]?\.?[0-9]/.test(literal)) {
    return {
      severity: 'error',
      message: `this number (${groupDigits(literal.length)} characters) is beyond the range of a 64-bit float (about 1.8e308): it cannot be read as a number`,
    };
  }
  if (!Number.isFinite(value) || Number.isSafeInteger(value) || !/^[-+]?[0-9]+$/.test(literal)) return undefined;
  const digits = literal.replace(/^\+/, '');
  if (BigInt(digits) === BigInt(value)) return undefined;
  return {
    severity: 'warning',
    message: `integer ${digits} is beyond 2^53: agentconf checks it as ${BigInt(value)} (the agent's 64-bit integers may keep it exactly)`,
  };
}
