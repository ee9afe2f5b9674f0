/**
 * The lint engine (ESLint's `ESLint` class): the folder walk, ignore patterns, cache, threads and
 * fixes over the checks of the plugins family, for a program to call. `agentconf lint`, its
 * `--fix` and `--root`, and the language server are built on it; it never prints, never exits,
 * and throws only for an option it cannot run with (`LintEngineError`): what is wrong in the
 * files is in the results.
 */
import type { FileResult, Summary } from '../core/report.js';
import type { DeploymentModel } from '../deploy/model.js';
import type { DeploymentSource } from '../deploy/source.js';
import type { SourceFormat } from '../core/parse/index.js';
import { type LintEngineOptions } from './options.js';
import { type LintedFile, type RunState } from './run.js';
/** What `lintFiles` found, in input order. */
export interface LintReport {
    /** One result per file (rule levels applied, findings bounded), in the order of the paths and of each folder's walk. */
    results: FileResult[];
    /** The totals, counting every finding (also those a result lists only as `... and N more`). */
    summary: Summary;
    /** The text of each file with findings, when the engine keeps texts (`texts`). */
    sources: Map<string, string>;
    /** Some file could not be read, or its fixes not written. */
    ioFailed: boolean;
    /** The unified diff of every fix (`fix: 'dry-run'`). */
    diffs: string;
    /** Lines for standard error: what each fix did, a helper thread that failed, a cache not read or written. */
    notes: string;
}
/** A lint in progress: its files one at a time (`for await`); `notes` and `ioFailed` are complete after the last. */
export interface LintRun extends AsyncIterable<LintedFile>, RunState {
}
/** What `lintText` found. */
export interface TextLint extends LintedFile {
    /** The format the text was read as, for a plugin config (a loader file has none). */
    format?: SourceFormat;
}
/** What `lintDeployment` found: the results as `lintFiles` gives them, with the deployment's model. */
export interface DeploymentLint {
    results: FileResult[];
    summary: Summary;
    /** The text of each file of the deployment that could be read. */
    sources: Map<string, string>;
    /** The deployment as the check understood it: loader files, plugins, configs, references. */
    model: DeploymentModel;
}
export declare class LintEngine {
    #private;
    /** Throws a `LintEngineError` for an option it cannot run with. */
    constructor(options?: LintEngineOptions);
    /**
     * Lints files, folders (walked, recursively), globs and `-` (standard input): every result, in
     * input order. Each path's results come in the order of the paths; a folder's in its walk's order.
     */
    lintFiles(paths: readonly string[]): Promise<LintReport>;
    /**
     * `lintFiles` a file at a time: each result as soon as it is done (and in input order), so a
     * report can be written as it goes and nothing but the file at hand is held.
     */
    iterateFiles(paths: readonly string[]): LintRun;
    /**
     * One text in memory, as `lintFiles` checks a file of that name (`filePath`: its name, format
     * and kind; without it, the format and kind are told from the content). `skipNonConfig`: a text
     * that is no agent config (a `package.json` open in an editor) gets `skipped` and no findings;
     * `kindHint` ends the message of a text whose kind cannot be told.
     */
    lintText(text: string, options?: {
        filePath?: string;
        skipNonConfig?: boolean;
        kindHint?: string;
    }): Promise<TextLint>;
    /**
     * The deployment in the folder `root` (the agent's persistent-state folder), read as the agent
     * loads it: from the file system, or from `source` (an editor's open texts over the files).
     */
    lintDeployment(root: string, options?: {
        source?: DeploymentSource;
    }): Promise<DeploymentLint>;
}
