/** The contract every output format implements. */
import type { FileResult, Summary } from '../core/report.js';
/** What a formatter may know beyond the results; the CLI gathers it so formatters stay pure. */
export interface FormatContext {
    /** ANSI colour on (the CLI decides: TTY and no NO_COLOR). */
    color: boolean;
    /** Source text per file name, for code frames (may lack a file, e.g. unreadable). */
    sources: ReadonlyMap<string, string>;
    /** agentconf version, for SARIF/JUnit metadata. */
    version: string;
    /** Warnings fail the run too (`--strict`): formats that give a verdict count them as failures. */
    strict?: boolean;
    /** How many findings `--quiet` left out, so a summary does not claim there were none. */
    hidden?: number;
    /**
     * The folder relative paths are relative to, as a `file:` URI ending in `/` (the CLI gives its
     * working directory): SARIF names it `%SRCROOT%` so code scanning can place the files.
     */
    baseUri?: string;
    /** Where each code is explained, for a footer under findings (`lint` gives it; text shows it). */
    rulesHelp?: string;
    /** Totals over every finding, those `--quiet` left out included (default: counted from the results). */
    summary?: Summary;
    /**
     * Totals over the findings given, those a per-file bound left unlisted (`... and N more`)
     * included (default: counted from the results).
     */
    shown?: Summary;
    /**
     * When the report is made, UTC to the second with no zone (`2026-01-31T09:05:00`), for JUnit's
     * `timestamp` (the CLI honours `SOURCE_DATE_EPOCH`; default: now).
     */
    timestamp?: string;
}
/** Renders all results as one string (ending with a newline when non-empty). */
export type Formatter = (results: readonly FileResult[], ctx: FormatContext) => string;
