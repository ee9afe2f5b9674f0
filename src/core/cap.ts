/**
 * The findings cap: past `max` findings the library stops building them (no message, no pointer,
 * no "did you mean", no position) and only counts them, by severity and code. A config of 300,000
 * unknown keys otherwise built 300,000 findings that the command then dropped unprinted. What was
 * left off comes back as one note per severity and code, last: `... and 299,000 more key/unknown
 * findings in this file, not listed (agentconf lists the first 1,000 of a file)`, the line the
 * command prints when it caps (`src/cli/run/cap.ts`).
 */
import type { Diagnostic, DiagnosticCode, Severity } from './diagnostic.js';

/** The findings of one checked value built by default: the command's print cap per file. */
const DEFAULT_MAX_FINDINGS = 1000;

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

/** The note for `count` findings of `code` left off past `max`. */
function leftOffNote(severity: Severity, code: DiagnosticCode, count: number, max: number): Diagnostic {
  const note: Diagnostic = {
    severity,
    code,
    message: `... and ${count.toLocaleString('en-US')} more ${code} ${count === 1 ? 'finding' : 'findings'} in this file, not listed (agentconf lists the first ${max.toLocaleString('en-US')} of a file)`,
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
  private readonly left = new Map<string, { severity: Severity; code: DiagnosticCode; count: number }>();
  /** Findings left off so far. */
  total = 0;

  constructor(readonly max: number = DEFAULT_MAX_FINDINGS) {}

  /** Counts `count` findings left off (`d` a finding, or a note standing for several). */
  leave(severity: Severity, code: DiagnosticCode, count = 1): void {
    const key = `${severity} ${code}`;
    const group = this.left.get(key);
    if (group) group.count += count;
    else this.left.set(key, { severity, code, count });
    this.total += count;
  }

  /** True when an error was left off: the value is invalid even if every error listed is gone. */
  get leftErrors(): boolean {
    for (const group of this.left.values()) if (group.severity === 'error') return true;
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

  /** One note per severity and code left off, in the order first left off. */
  notes(): Diagnostic[] {
    return [...this.left.values()].map(({ severity, code, count }) => leftOffNote(severity, code, count, this.max));
  }
}

/**
 * A cap of `max` findings: a positive integer, or `Infinity` for every finding; anything else (or
 * nothing) gives the default.
 */
export function findingsCap(max: number | undefined): FindingsCap {
  const ok = max !== undefined && max > 0 && (Number.isSafeInteger(max) || max === Infinity);
  return new FindingsCap(ok ? max : DEFAULT_MAX_FINDINGS);
}
