import type { ResolveReading } from '../../plugins/resolve/index.js';
import type { KindId } from '../../plugins/kinds.js';
import type { Formatter } from '../../format/index.js';
import type { VariableFindings } from '../../deploy/caller-variables.js';
import type { DocumentRendering } from '../../format/document.js';
export interface ResolveCliOptions {
    path: string;
    kind?: KindId;
    /** Renders the effective config (`--output`). */
    render: DocumentRendering<unknown>;
    out?: string;
    /** Which reading of channel inheritance (`--documented`). */
    reading: ResolveReading;
    /** `${variables}` stay as written (`--keep-variables`). */
    keepVariables: boolean;
    /** -o FILE may hold the agent's placeholder values (`--placeholders`). */
    placeholders: boolean;
    variables: Record<string, string>;
    /** Findings on the variables (--agent-config, --var), shown with the others. */
    findings: VariableFindings[];
    /** The `--agent-config` file: read by the run, so never a place to write. */
    agentConfigPath?: string;
    /** Renders findings for stderr. */
    report: Formatter;
    color: boolean;
    version: string;
}
/** Returns what goes to stdout and stderr, and the exit code. */
export declare function runResolve(options: ResolveCliOptions): Promise<{
    stdout: string;
    stderr: string;
    exitCode: number;
}>;
