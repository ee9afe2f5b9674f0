import type { AgentTarget } from '../../deploy/model.js';
import type { GraphData } from './graph-json.js';
import { type LintOptions } from './lint.js';
/** The main config's settings and the `--var` values, which the check layers over the folder. */
interface DeploymentVariables {
    settings: Record<string, string>;
    overrides: Record<string, string>;
    /** The agent release the deployment runs on (`--agent`); 5.2 when not given. */
    agent?: AgentTarget | undefined;
}
type DeploymentCommand = ({
    mode: 'lint';
    root: string;
} & DeploymentVariables & Omit<LintOptions, 'paths' | 'kind' | 'variables'>) | ({
    mode: 'graph';
    render: (graph: GraphData) => string;
    root: string;
    version: string;
    color: boolean;
    findings: LintOptions['findings'];
} & DeploymentVariables);
/**
 * Runs the deployment check in `root` (a folder: the caller made sure); lint renders its
 * findings, graph its edges (and, on stderr, the errors: graph gives the same verdict and exit
 * code as lint --root).
 */
export declare function runDeploymentCommand(command: DeploymentCommand): Promise<{
    output: string;
    stderr?: string;
    exitCode: number;
    tooManyWarnings?: number;
}>;
export {};
