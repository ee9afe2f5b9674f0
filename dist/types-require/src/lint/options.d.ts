/**
 * What a `LintEngine` is built with, and the check of it: a wrong option is a `LintEngineError`
 * that names it, thrown by the constructor, before any file is read.
 */
import type { RuleLevels } from '../core/rule-levels.js';
import { type AgentTarget } from '../deploy/model.js';
import { type KindId } from '../plugins/kinds.js';
import type { CacheStrategy } from './cache.js';
import type { FixMode } from './fix.js';
import type { Concurrency } from './threads.js';
/**
 * Rule levels and ignore patterns, as the command builds them from `.agentconf.json` and the
 * command line (any object of this shape will do).
 */
export interface LintRules {
    /** The levels in force for `file` (a path as it was given; `commandLine` for findings on `--var` values). */
    levelsFor(file: string, commandLine?: boolean): RuleLevels;
    /** Whether a file to lint (a path as it was given) is left out. */
    ignored?(file: string): boolean;
}
/** The options of a `LintEngine`; every one may be left out. */
export interface LintEngineOptions {
    /** Check every file as this plugin kind (default: told from the name, else the content). */
    kind?: KindId;
    /**
     * Files and texts: the whole variable table for `${variables}` (default: the agent's defaults).
     * A deployment: values laid over those the folder sets (`--var`).
     */
    variables?: Readonly<Record<string, string>>;
    /** A deployment: the settings of the agent's main config (`--agent-config`). */
    settings?: Readonly<Record<string, string>>;
    /** A deployment: the agent release it runs on (`5.0`, `5.2`, `5.x`; default `5.2`). */
    agent?: AgentTarget;
    /** Rule levels per file and ignore patterns. */
    rules?: LintRules;
    /** Ignore patterns leave nothing out (`--no-ignore`). */
    noIgnore?: boolean;
    /** A file a folder walk finds that is no agent config is an error (`kind/undetected`), not skipped. */
    errorOnNonConfig?: boolean;
    /** Threads to check files on: `off` (one, the default), `auto`, or a count from 1 to 64. */
    concurrency?: Concurrency;
    /** Results of files unchanged since the last run come from this cache file (ESLint's `--cache`). */
    cache?: {
        location: string;
        strategy?: CacheStrategy;
    };
    /** Apply the safe fixes, writing the files (`write`), or only work them out as diffs (`dry-run`). */
    fix?: FixMode;
    /** The name standard input (`-` among the paths) goes by: its kind, format and place in messages. */
    stdinFilename?: string;
    /** Results keep the text of each file with findings (`text`), for code frames; default false. */
    texts?: boolean;
}
/** The options once checked: the cache's strategy filled in. */
export type CheckedOptions = Omit<LintEngineOptions, 'cache' | 'variables'> & {
    variables?: Record<string, string>;
    cache?: {
        location: string;
        strategy: CacheStrategy;
    };
};
/** `options` checked and copied (the engine never reads the caller's object again). */
export declare function checkOptions(options: unknown): CheckedOptions;
