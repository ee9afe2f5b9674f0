/**
 * The deployment check: the agent's persistent-state folder, read the way the agent loads it.
 * A one-way pipeline, one step per file:
 * 1. variables (`deploymentVariables`): defaults, main-config settings, the folder, `--var`;
 * 2. loaders (`loaders.ts`): `plugins.d/*.conf` -> plugin instances;
 * 3. configs (`configs.ts`): each plugin's JSON config parsed, validated and resolved;
 * 4. references (`references.ts`): processor -> sink -> channel, and unused sinks.
 * Uses the file system (Node only), so it is not part of the browser-safe main entry.
 */
import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FileResult } from '../core/report.js';
import { callArgument, thrownReason } from '../core/arguments.js';
import type { Diagnostic } from '../core/diagnostic.js';
import { internalError } from '../core/safety.js';
import { isPlainObject, typeName } from '../core/value.js';
import { agentVariableDefaults, variableTable } from '../core/variables.js';
import { Collector } from './collector.js';
import { readConfigs } from './configs.js';
import { readLoaders } from './loaders.js';
import type { AgentRelease, DeploymentModel } from './model.js';
import { deviceMapping, localPath, type DeviceMapping } from './paths.js';
import { checkReferences } from './references.js';

export type * from './model.js';
export type { IniDocument, IniEntry, IniSection } from './ini.js';
export type { AgentConfig } from './agent-config.js';
export type { CallerVariables, CallerVariableSources, VariableFindings } from './caller-variables.js';
export type { DeploymentEdge } from './graph.js';
export type { LibraryKind } from './library-kind.js';
// Each checks its arguments first: a wrong type is a `call/argument`, never a throw.
export { callerVariables, deploymentGraph, libraryKind, parseIni, readAgentConfig, renderGraphMermaid, renderGraphText } from './guarded.js';

/** Options of {@link lintDeployment}. */
export interface DeploymentOptions {
  /**
   * Settings of the agent's main config (`readAgentConfig(text).variables`), as written: paths,
   * uuids. They may refer to each other and to `${path_state_persistent}`, which is the folder.
   */
  settings?: Readonly<Record<string, string>>;
  /**
   * Values that override everything (`--var`). Setting `path_state_persistent` here names the
   * device's folder (`/etc/netifyd`): paths under it are then read from the folder.
   */
  variables?: Readonly<Record<string, string>>;
  /**
   * The agent release the deployment runs on. Without it, what stops any 5.x agent in the field
   * is an error naming the releases it breaks on; `5.2` accepts what only 5.2 handles
   * (`${variables}` in `plugin_library`).
   */
  agent?: AgentRelease;
}

/** What a deployment check found. */
export interface DeploymentResult {
  /** One result per file touched: loader files, then configs, in load order. */
  results: FileResult[];
  /** Source text per file of `results` that could be read, for code frames. */
  sources: Map<string, string>;
  model: DeploymentModel;
}

/**
 * The variable table of the check, and how device paths map onto the folder. Precedence, highest
 * first: `--var` values; the folder as `path_state_persistent`; the main config's settings; the
 * agent's defaults. Settings and values written in terms of others are expanded once, in order.
 */
export function deploymentVariables(
  root: string,
  options: DeploymentOptions = {},
): { variables: Record<string, string>; mapping: DeviceMapping; diagnostics?: Diagnostic[] } {
  const problem = argumentsProblem(root, options);
  // Wrong arguments: the agent's defaults, for the current folder, and why.
  if (problem !== undefined) return { ...deploymentVariables('.'), diagnostics: [problem] };
  const settings = options?.settings ?? {};
  const given = options?.variables ?? {};
  const devicePersistent = given.path_state_persistent ?? settings.path_state_persistent ?? agentVariableDefaults.path_state_persistent!;
  const mapping = deviceMapping(root, devicePersistent);
  const { table } = variableTable({ ...settings, path_state_persistent: mapping.absolute, ...given });
  return { variables: table, mapping };
}

/**
 * Checks the deployment in `root`, the folder the agent knows as `${path_state_persistent}`.
 * Never throws for a problem in the deployment: every finding is a diagnostic on a file.
 */
export async function lintDeployment(root: string, options: DeploymentOptions = {}): Promise<DeploymentResult> {
  const problem = argumentsProblem(root, options);
  if (problem !== undefined) return failed(typeof root === 'string' ? root : 'arguments', problem);
  try {
    return await lintFolder(root, options ?? {});
  } catch (error) {
    return failed(root, internalError(error));
  }
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
    if (options.agent !== undefined && options.agent !== '5.0' && options.agent !== '5.2') {
      return callArgument(`options.agent must be "5.0" or "5.2", not ${typeName(options.agent)}`, '/agent');
    }
    return undefined;
  } catch (error) {
    return callArgument(`reading the options failed (${thrownReason(error)}); pass a plain object`);
  }
}

async function lintFolder(root: string, options: DeploymentOptions): Promise<DeploymentResult> {
  const { variables, mapping } = deploymentVariables(root, options);
  const collector = new Collector();
  const pluginsDir = localPath(variables.path_plugins!, mapping);
  const model: DeploymentModel = { root, pluginsDir: pluginsDir ?? variables.path_plugins!, variables, plugins: [], configs: new Map(), references: [] };
  if (pluginsDir === undefined) {
    collector.add(variables.path_plugins!, {
      severity: 'error',
      code: 'io/read',
      message: `path_plugins ${variables.path_plugins} is outside the deployment folder (${root}); the loader files cannot be checked`,
      pointer: '',
    });
  } else {
    // Resolved once: every file read must lie under it (a link out of the folder is not followed).
    const realRoot = await realpath(root).catch(() => resolve(root));
    model.plugins = await readLoaders({ root, realRoot, mapping, pluginsDir, variables, collector, agent: options.agent });
    model.configs = await readConfigs(model.plugins, { variables, collector, realRoot });
    model.references = checkReferences(model.plugins, model.configs, collector);
  }
  return { results: collector.results(), sources: collector.sources, model };
}
