import type { Diagnostic } from '../core/diagnostic.js';
import { type DeploymentOptions, type DeploymentResult } from './check.js';
import type { DeviceMapping } from './paths.js';
export type * from './model.js';
export type { DeploymentOptions, DeploymentResult } from './check.js';
export type { IniDocument, IniEntry, IniSection } from './ini.js';
export type { AgentConfig } from './agent-config.js';
export type { CallerVariables, CallerVariableSources, VariableFindings } from './caller-variables.js';
export type { DeploymentEdge } from './graph.js';
export type { LibraryKind } from './library-kind.js';
export { callerVariables, deploymentGraph, libraryKind, parseIni, readAgentConfig, renderGraphMermaid, renderGraphText } from './guarded.js';
/**
 * Checks the deployment in `root`, the folder the agent knows as `${path_state_persistent}`.
 * Never throws for a problem in the deployment or in the arguments: every finding is a diagnostic.
 */
export declare function lintDeployment(root: string, options?: DeploymentOptions): Promise<DeploymentResult>;
/** The variable table of the check of the folder `root`, and how device paths map onto it (`sourceVariables`). */
export declare function deploymentVariables(root: string, options?: DeploymentOptions): {
    variables: Record<string, string>;
    mapping: DeviceMapping;
    diagnostics?: Diagnostic[];
};
