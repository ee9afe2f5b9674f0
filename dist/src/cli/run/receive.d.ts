/**
 * `agentconf receive`: starts the receiver, prints findings as they arrive (text) and the final
 * report when the run ends (a count, a duration, POST /stop, SIGINT or SIGTERM). Status lines go
 * to stderr, so stdout holds findings and the report only.
 */
import { type AgentTarget } from '../../deploy/index.js';
import type { AgentRelease } from '../../records/index.js';
import type { Formatter } from '../../format/index.js';
import { type ReceiveLimits } from '../../receive/index.js';
import { type RuleLevels } from '../../core/rule-levels.js';
import type { VariableFindings } from '../../deploy/caller-variables.js';
/** What `receive` needs, already checked by the argument parser. */
export interface ReceiveCommand {
    port: number;
    host?: string;
    count?: number;
    duration?: number;
    save?: string;
    reject: boolean;
    /** Warnings fail the run too. */
    strict: boolean;
    /** Rule levels by code or family (the settings file's `rules`, `--rule`). */
    levels: RuleLevels;
    maxProblems: number;
    /** The agent release the records come from (--agent). */
    agent?: AgentRelease;
    /** The agent release the deployment under --root runs on (--agent; default that of lint --root). */
    deploymentAgent?: AgentTarget;
    /** Replay this capture instead of listening. */
    replay?: string;
    /** The deployment to check the traffic against (a folder: the caller made sure). */
    root?: string;
    /** The --agent-config file, which --save may not write to. */
    agentConfig?: string;
    settings: Record<string, string>;
    overrides: Record<string, string>;
    /** Findings on the variables (--agent-config, --var), reported first, as lint reports them. */
    findings: VariableFindings[];
    limits: Partial<ReceiveLimits>;
    formatter: Formatter;
    /** Print findings as they arrive (the text format). */
    live: boolean;
    color: boolean;
    version: string;
}
/** Runs until the receiver stops; returns the final report and the exit code. */
export declare function runReceive(command: ReceiveCommand): Promise<{
    output: string;
    exitCode: number;
}>;
