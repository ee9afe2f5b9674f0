import type { FileResult } from '../core/report.js';
import type { CheckedOptions, LintRules } from './options.js';
/** One file's outcome, in input order. */
export interface LintedFile {
    /** Its result: rule levels applied, at most 1,000 findings listed (then a note per code of those left off). */
    result: FileResult;
    /** Its text, when it has findings and the engine keeps texts (`texts`): for code frames. */
    text?: string;
    /** It could not be read, or its fixes not written (a command exits 2). */
    ioFailed?: true;
    /** What `fix` did to it: the unified diff of a dry run, and a line saying what was fixed or why not. */
    fix?: {
        diff: string;
        note: string;
    };
}
/** What a run says besides its files, complete once its last file is out. */
export interface RunState {
    /** Lines for standard error: a helper thread that failed, a cache that could not be read or written. */
    notes: string;
    /** Some input could not be read, or some fix not written. */
    ioFailed: boolean;
}
/** A result with the rule levels in force for its file, then bounded (what a report lists of it). */
export declare function settled(result: FileResult, rules: LintRules | undefined): FileResult;
/** The files of `paths` linted, in input order (see the top of this file). */
export declare function lintPaths(paths: readonly string[], options: CheckedOptions, state: RunState): AsyncGenerator<LintedFile>;
