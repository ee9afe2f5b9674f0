import type { FileResult } from '../../core/report.js';
import type { KindId } from '../../plugins/kinds.js';
import type { VariableFindings } from '../../deploy/caller-variables.js';
import type { Formatter } from '../../format/index.js';
import type { RunRules } from '../settings/apply.js';
import type { FixMode } from '../../lint/fix.js';
import type { Concurrency } from '../../lint/threads.js';
import type { CacheStrategy } from '../../lint/cache.js';
/** What `lint` needs, already checked by the argument parser. */
export interface LintOptions {
    paths: string[];
    kind?: KindId;
    formatter: Formatter;
    strict: boolean;
    quiet: boolean;
    color: boolean;
    version: string;
    variables: Record<string, string>;
    /** Findings on the variables (--agent-config, --var), reported first. */
    findings: VariableFindings[];
    /** Apply the safe fixes first (`--fix`), or show them as a diff and check nothing (`--fix-dry-run`). */
    fix?: FixMode;
    /** Rule levels per file and ignore patterns (settings file and command line). */
    rules?: RunRules;
    /** More warnings than this fail the run (`--max-warnings`). */
    maxWarnings?: number;
    /** Threads to check files on (`--concurrency`; default `off`: one). */
    concurrency?: Concurrency;
    /** `--cache`: results of files unchanged since the last run come from this cache file (`src/lint/cache.ts`). */
    cache?: {
        location: string;
        strategy: CacheStrategy;
    };
    /** `--no-ignore`: ignore patterns (the settings file's and --ignore-pattern) leave nothing out. */
    noIgnore?: boolean;
    /** `--error-on-non-config`: files a walk finds that are no agent config are errors, not skipped. */
    errorOnNonConfig?: boolean;
    /** The name standard input goes by (`--stdin-filename`): kind detection and messages use it. */
    stdinFilename?: string;
    /**
     * Where the report may be written as it is made: given, a text report (the default format)
     * is written a file at a time (see `reportStream`) and `output` holds only its end.
     */
    write?: (text: string) => void;
}
/** Runs the lint on the engine (src/lint/); returns the text to print and the exit code. */
export declare function runLint(options: LintOptions): Promise<{
    output: string;
    exitCode: number;
    notes?: string;
    tooManyWarnings?: number;
}>;
/** The variables' findings, first in the results (each through `settle`, when given), with their texts for code frames. */
export declare function addFindings(findings: readonly VariableFindings[], results: FileResult[], sources: Map<string, string>, settle?: (result: FileResult) => FileResult): void;
/** Applies --quiet to results the engine gave (rule levels applied, bounded), renders, and picks the exit code (shared with the deployment lint). */
export declare function finish(results: FileResult[], sources: ReadonlyMap<string, string>, options: Pick<LintOptions, 'formatter' | 'strict' | 'quiet' | 'color' | 'version' | 'maxWarnings'>, ioFailed?: boolean): {
    output: string;
    exitCode: number;
    tooManyWarnings?: number;
};
