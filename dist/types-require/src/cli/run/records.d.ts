/** `agentconf records`: every stream read into its report, one formatter, one exit code. */
import type { Formatter } from '../../format/index.js';
import type { Framing } from '../../records/stream/frames.js';
import type { AgentRelease } from '../../records/agent-release.js';
import type { RuleLevels } from '../../core/rule-levels.js';
/** What `records` needs, already checked by the argument parser. */
export interface RecordsOptions {
    paths: string[];
    framing?: Framing;
    agent?: AgentRelease;
    maxProblems: number;
    formatter: Formatter;
    strict: boolean;
    /** The rule levels by code or family for a path (the settings file's `rules` and `overrides`, `--rule`). */
    levels?: (path: string) => RuleLevels;
    color: boolean;
    version: string;
    /** Reading stdin live: stop after this many records. */
    count?: number;
    /** Reading stdin live: stop after this many seconds. */
    duration?: number;
}
/** Runs the check; returns the text to print and the exit code. */
export declare function runRecords(options: RecordsOptions): Promise<{
    output: string;
    exitCode: number;
}>;
