/**
 * The deployment check: the agent's persistent-state folder, read the way the agent loads it
 * (the steps are listed in `check.ts`). Reads the file system (Node only), so it is not part of
 * the browser-safe main entry; `checkDeployment` there runs the same steps on texts in memory.
 */
import { checkDeploymentSource, sourceVariables, type DeploymentOptions, type DeploymentResult } from './check.js';
import type { DeviceMapping } from './paths.js';
import { nodeSource } from './node-source.js';
import { fastCheck } from '../plugins/fast.js';

export type * from './model.js';
export type { DeploymentOptions, DeploymentResult } from './check.js';
export { parseIni, type IniDocument, type IniEntry, type IniSection } from './ini.js';
export { readAgentConfig, type AgentConfig } from './agent-config.js';
export { callerVariables, type CallerVariables, type CallerVariableSources, type VariableFindings } from './caller-variables.js';
export { deploymentGraph, renderGraphMermaid, renderGraphText, type DeploymentEdge } from './graph.js';
export { libraryKind, type LibraryKind } from './library-kind.js';

/**
 * Checks the deployment in `root`, the folder the agent knows as `${path_state_persistent}`.
 * Never throws for a problem in the deployment: every finding is a diagnostic on a file.
 */
export function lintDeployment(root: string, options: DeploymentOptions = {}): Promise<DeploymentResult> {
  return checkDeploymentSource(root, nodeSource, options, { fastCheck });
}

/** The variable table of the check of the folder `root`, and how device paths map onto it (`sourceVariables`). */
export function deploymentVariables(root: string, options: DeploymentOptions = {}): { variables: Record<string, string>; mapping: DeviceMapping } {
  return sourceVariables(root, options, nodeSource);
}
