/**
 * The findings cap: past `max` findings the library stops building them (no message, no pointer,
 * no "did you mean", no position) and only counts them, by severity and code. A config of 300,000
 * unknown keys otherwise built 300,000 findings that the command then dropped unprinted. What was
 * left off comes back as one note per severity and code, last: `... and 299,000 more key/unknown
 * findings in this file, not listed (agentconf lists the first 1,000 of a file)`, the line the
 * command prints when it caps (`src/lint/cap.ts`).
 */
import type { Diagnostic, DiagnosticCode, Severity } from './diagnostic.js';
import { callArgument, thrownReason } from './arguments.js';
import type { ValidationResult } from './result.js';
import { groupDigits } from './message.js';

/** The findings of one checked value built by default: the command's print cap per file. */
export const DEFAULT_MAX_FINDINGS = 1000;

/** How many findings each note stands for. */
const standsFor = new WeakMap<Diagnostic, number>();

/** How many findings `d` stands for: the count of a note of this module, else 1. */
export function findingsIn(d: Diagnostic): number {
  return standsFor.get(d) ?? 1;
}

/** Whether `d` is a note of findings left off. */
export function isLeftOffNote(d: Diagnostic): boolean {
  return standsFor.has(d);
}

/**
 * Where the notes are among `diagnostics`, with the findings each stands for: what a copy of them
 * made on another thread (a structured clone) loses, to be given back with `markLeftOff`.
 */
export function leftOffCounts(diagnostics: readonly Diagnostic[]): [index: number, count: number][] {
  const counts: [number, number][] = [];
  for (let i = 0; i < diagnostics.length; i++) {
    const count = standsFor.get(diagnostics[i]!);
    if (count !== undefined) counts.push([i, count]);
  }
  return counts;
}

/** Makes the diagnostics `leftOffCounts` named the notes they were, in a copy of the list. */
export function markLeftOff(diagnostics: readonly Diagnostic[], counts: readonly (readonly [number, number])[]): void {
  for (const [index, count] of counts) if (diagnostics[index] !== undefined) standsFor.set(diagnostics[index], count);
}

/** The note for `count` findings of `code` left off past `max`. */
function leftOffNote(severity: Severity, code: DiagnosticCode, count: number, max: number): Diagnostic {
  const note: Diagnostic = {
    severity,
    code,
    message: `... and ${groupDigits(count)} more ${code} ${count === 1 ? 'finding' : 'findings'} in this file, not listed (agentconf lists the first ${groupDigits(max)} of a file)`,
    pointer: '',
  };
  standsFor.set(note, count);
  return note;
}

/**
 * One check's cap: `max` findings built per producer (each producer lists in its own order, so
 * that the first `max` of the whole, once merged and sorted, are among those built), `trim` for
 * the merged list, and the counts of what was left off.
 */
export class FindingsCap {
  /** Made when the first finding is left off: most checks leave none (a stream makes a cap per record). */
  private left: Map<string, { severity: Severity; code: DiagnosticCode; count: number }> | undefined;
  /** Findings left off so far. */
  total = 0;

  constructor(readonly max: number = DEFAULT_MAX_FINDINGS) {}

  /** Counts `count` findings left off (`d` a finding, or a note standing for several). */
  leave(severity: Severity, code: DiagnosticCode, count = 1): void {
    const key = `${severity} ${code}`;
    const left = (this.left ??= new Map());
    const group = left.get(key);
    if (group) group.count += count;
    else left.set(key, { severity, code, count });
    this.total += count;
  }

  /** True when an error was left off: the value is invalid even if every error listed is gone. */
  get leftErrors(): boolean {
    if (this.left) for (const group of this.left.values()) if (group.severity === 'error') return true;
    return false;
  }

  /** The first `max` of `list` (itself when short); the rest counted. */
  trim(list: Diagnostic[]): Diagnostic[] {
    if (list.length <= this.max) return list;
    for (let i = this.max; i < list.length; i++) {
      const d = list[i]!;
      this.leave(d.severity, d.code, findingsIn(d));
    }
    return list.slice(0, this.max);
  }

  /**
   * `result` capped: its first `max` findings, then one note per severity and code left off,
   * `truncated` counting them, and invalid when an error was left off (`result` itself when
   * nothing was). Every family's entry ends with it, so all say "N more" the same way.
   */
  capped<T extends ValidationResult>(result: T): T {
    const listed = this.trim(result.diagnostics);
    if (this.total === 0) return result;
    return { ...result, valid: result.valid && !this.leftErrors, diagnostics: listed.concat(this.notes()), truncated: this.total };
  }

  /** One note per severity and code left off, in the order first left off. */
  notes(): Diagnostic[] {
    return [...(this.left?.values() ?? [])].map(({ severity, code, count }) => leftOffNote(severity, code, count, this.max));
  }
}

/**
 * The cap a caller's `maxFindings` asks for: `undefined` gives the default (1,000, what the command
 * lists of a file); else a whole number from 1 to `Number.MAX_SAFE_INTEGER`, or `Infinity` for every
 * finding. Anything else (0, a negative or fractional number, NaN, 1e300, a string) is a
 * `call/argument` finding naming what was given, never silently replaced by the default.
 */
export function findingsCap(max: unknown): FindingsCap | Diagnostic {
  if (max === undefined) return new FindingsCap(DEFAULT_MAX_FINDINGS);
  if (typeof max === 'number' && max >= 1 && (Number.isSafeInteger(max) || max === Infinity)) return new FindingsCap(max);
  // Not `typeName`: Array.isArray throws on a revoked proxy.
  const given = typeof max === 'number' ? String(max) : max === null ? 'null' : typeof max === 'object' ? 'an object' : `a ${typeof max}`;
  return callArgument(
    `maxFindings must be a whole number from 1 to ${groupDigits(Number.MAX_SAFE_INTEGER)}, or Infinity for every finding (default ${groupDigits(DEFAULT_MAX_FINDINGS)}); got ${given}`,
  );
}

/**
 * {@link findingsCap} of `options.maxFindings`, for a library entry's options argument: options
 * that are no object, or a `maxFindings` getter that throws, are a `call/argument` finding too.
 */
export function capOption(options: unknown): FindingsCap | Diagnostic {
  if (options === undefined || options === null) return findingsCap(undefined);
  if (typeof options !== 'object' && typeof options !== 'function') return callArgument(`the options must be an object, not a ${typeof options}`);
  let max: unknown;
  try {
    max = (options as { maxFindings?: unknown }).maxFindings;
  } catch (error) {
    return callArgument(`reading options.maxFindings failed (${thrownReason(error)})`);
  }
  return findingsCap(max);
}
