/**
 * The findings cap: past `max` findings the library stops building them (no message, no pointer,
 * no "did you mean", no position) and only counts them, by severity and code. A config of 300,000
 * unknown keys otherwise built 300,000 findings that the command then dropped unprinted. What was
 * left off comes back as one note per severity and code, last: `... and 299,000 more key/unknown
 * findings in this file, not listed (agentconf lists the first 1,000 of a file)`, the line the
 * command prints when it caps (`src/lint/cap.ts`).
 */
import type { Diagnostic, DiagnosticCode, Severity } from './diagnostic.js';
import type { ValidationResult } from './result.js';
/** The findings of one checked value built by default: the command's print cap per file. */
export declare const DEFAULT_MAX_FINDINGS = 1000;
/** How many findings `d` stands for: the count of a note of this module, else 1. */
export declare function findingsIn(d: Diagnostic): number;
/** Whether `d` is a note of findings left off. */
export declare function isLeftOffNote(d: Diagnostic): boolean;
/**
 * Where the notes are among `diagnostics`, with the findings each stands for: what a copy of them
 * made on another thread (a structured clone) loses, to be given back with `markLeftOff`.
 */
export declare function leftOffCounts(diagnostics: readonly Diagnostic[]): [index: number, count: number][];
/** Makes the diagnostics `leftOffCounts` named the notes they were, in a copy of the list. */
export declare function markLeftOff(diagnostics: readonly Diagnostic[], counts: readonly (readonly [number, number])[]): void;
/**
 * One check's cap: `max` findings built per producer (each producer lists in its own order, so
 * that the first `max` of the whole, once merged and sorted, are among those built), `trim` for
 * the merged list, and the counts of what was left off.
 */
export declare class FindingsCap {
    readonly max: number;
    /** Made when the first finding is left off: most checks leave none (a stream makes a cap per record). */
    private left;
    /** Findings left off so far. */
    total: number;
    constructor(max?: number);
    /** Counts `count` findings left off (`d` a finding, or a note standing for several). */
    leave(severity: Severity, code: DiagnosticCode, count?: number): void;
    /** True when an error was left off: the value is invalid even if every error listed is gone. */
    get leftErrors(): boolean;
    /** The first `max` of `list` (itself when short); the rest counted. */
    trim(list: Diagnostic[]): Diagnostic[];
    /**
     * `result` capped: its first `max` findings, then one note per severity and code left off,
     * `truncated` counting them, and invalid when an error was left off (`result` itself when
     * nothing was). Every family's entry ends with it, so all say "N more" the same way.
     */
    capped<T extends ValidationResult>(result: T): T;
    /** One note per severity and code left off, in the order first left off. */
    notes(): Diagnostic[];
}
/**
 * The cap a caller's `maxFindings` asks for: `undefined` gives the default (1,000, what the command
 * lists of a file); else a whole number from 1 to `Number.MAX_SAFE_INTEGER`, or `Infinity` for every
 * finding. Anything else (0, a negative or fractional number, NaN, 1e300, a string) is a
 * `call/argument` finding naming what was given, never silently replaced by the default.
 */
export declare function findingsCap(max: unknown): FindingsCap | Diagnostic;
/**
 * {@link findingsCap} of `options.maxFindings`, for a library entry's options argument: options
 * that are no object, or a `maxFindings` getter that throws, are a `call/argument` finding too.
 */
export declare function capOption(options: unknown): FindingsCap | Diagnostic;
