/**
 * The deployment check: the agent's persistent-state folder, read the way the agent loads it
 * (the steps are listed in `check.ts`). Reads the file system (Node only), so it is not part of
 * the browser-safe main entry; `checkDeployment` there runs the same steps on texts in memory.
 */
import { callArgument, thrownReason } from '../core/arguments.js';
import type { Diagnostic } from '../core/diagnostic.js';
import { internalError } from '../core/safety.js';
import { isPlainObject, typeName } from '../core/value.js';
import { checkDeploymentSource, sourceVariables, type DeploymentOptions, type DeploymentResult } from './check.js';
import type { DeviceMapping } from './paths.js';
import { agentTargets, targetList } from './model.js';
import { nodeSource } from './node-source.js';
import { fastCheck } from '../plugins/fast.js';

export type * from './model.js';
export type { DeploymentOptions, DeploymentResult } from './check.js';
export type { IniDocument, IniEntry, IniSection } from './ini.js';
export type { AgentConfig } from './agent-config.js';
export type { CallerVariables, CallerVariableSources, VariableFindings } from './caller-variables.js';
export type { DeploymentEdge } from './graph.js';
export type { LibraryKind } from './library-kind.js';
// Each checks its arguments first: a wrong type is a `call/argument`, never a throw.
export { callerVariables, deploymentGraph, libraryKind, parseIni, readAgentConfig, renderGraphMermaid, renderGraphText } from './guarded.js';

/**
 * Checks the deployment in `root`, the folder the agent knows as `${path_state_persistent}`.
 * Never throws for a problem in the deployment or in the arguments: every finding is a diagnostic.
 */
export async function lintDeployment(root: string, options: DeploymentOptions = {}): Promise<DeploymentResult> {
  const problem = argumentsProblem(root, options);
  if (problem !== undefined) return failed(typeof root === 'string' ? root : 'arguments', problem);
  try {
    return await checkDeploymentSource(root, nodeSource, options ?? {}, { fastCheck });
  } catch (error) {
    return failed(root, internalError(error));
  }
}

/** The variable table of the check of the folder `root`, and how device paths map onto it (`sourceVariables`). */
export function deploymentVariables(
  root: string,
  options: DeploymentOptions = {},
): { variables: Record<string, string>; mapping: DeviceMapping; diagnostics?: Diagnostic[] } {
  const problem = argumentsProblem(root, options);
  // Wrong arguments: the agent's defaults, for the current folder, and why.
  if (problem !== undefined) return { ...sourceVariables('.', {}, nodeSource), diagnostics: [problem] };
  return sourceVariables(root, options ?? {}, nodeSource);
}

/** A result holding one finding on the arguments. */
function failed(file: string, diagnostic: Diagnostic): DeploymentResult {
  return {
    results: [{ file, diagnostics: [diagnostic] }],
    sources: new Map(),
    model: { root: file, pluginsDir: '', variables: {}, plugins: [], configs: new Map(), references: [] },
  };
}

/** What is wrong with a caller's root and options, if anything. */
function argumentsProblem(root: unknown, options: unknown): Diagnostic | undefined {
  if (typeof root !== 'string' || root === '' || root.includes('\0')) return callArgument(`the root must be a folder name, not ${typeName(root)}`);
  if (options === undefined || options === null) return undefined;
  try {
    if (!isPlainObject(options)) return callArgument(`the options must be an object, not ${typeName(options)}`);
    for (const name of ['settings', 'variables'] as const) {
      const table = options[name];
      if (table === undefined) continue;
      if (!isPlainObject(table) || Object.values(table).some((v) => typeof v !== 'string')) {
        return callArgument(`options.${name} must be an object of name -> string`, `/${name}`);
      }
    }
    if (options.agent !== undefined && !(agentTargets as readonly unknown[]).includes(options.agent)) {
      return callArgument(`options.agent must be ${targetList}, not ${typeName(options.agent)}`, '/agent');
    }
    return undefined;
  } catch (error) {
    return callArgument(`reading the options failed (${thrownReason(error)}); pass a plain object`);
  }
}
