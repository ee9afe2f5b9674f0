/**
 * The deployment check: the agent's persistent-state folder, read the way the agent loads it.
 * A one-way pipeline, one step per file:
 * 1. variables: the agent's defaults, `path_state_persistent` = the folder, the caller's on top;
 * 2. loaders (`loaders.ts`): `plugins.d/*.conf` -> plugin instances;
 * 3. configs (`configs.ts`): each plugin's JSON config parsed, validated and resolved;
 * 4. references (`references.ts`): processor -> sink -> channel, and unused sinks.
 * Uses the file system (Node only), so it is not part of the browser-safe main entry.
 */
import type { FileResult } from '../report.js';
import { agentVariables } from '../resolve/variables.js';
import { Collector } from './collector.js';
import { readConfigs } from './configs.js';
import { readLoaders } from './loaders.js';
import type { DeploymentModel } from './model.js';
import { localPath } from './paths.js';
import { checkReferences } from './references.js';

export type * from './model.js';
export { parseIni, type IniDocument, type IniEntry, type IniSection } from './ini.js';
export { readAgentConfig, type AgentConfig } from './agent-config.js';
export { deploymentGraph, renderGraphMermaid, renderGraphText, type DeploymentEdge } from './graph.js';
export { libraryKind, type LibraryKind } from './library-kind.js';

/** Options of {@link lintDeployment}. */
export interface DeploymentOptions {
  /**
   * Variable values (from the agent's main config, `--var`, ...), over the agent's defaults and
   * over `path_state_persistent` = the folder. When they set `path_state_persistent` to the
   * device's value (`/etc/netifyd`), paths under it are read from the folder.
   */
  variables?: Readonly<Record<string, string>>;
}

/** What a deployment check found. */
export interface DeploymentResult {
  /** One result per file touched: loader files, then configs, in load order. */
  results: FileResult[];
  /** Source text per file of `results` that could be read, for code frames. */
  sources: Map<string, string>;
  model: DeploymentModel;
}

const reference = /\$\{([^}]*)\}/g;

/** The variable table: defaults, the folder as `path_state_persistent`, then the caller's values. */
export function deploymentVariables(root: string, given: Readonly<Record<string, string>> = {}): Record<string, string> {
  const table = agentVariables({ path_state_persistent: root, ...given });
  // A caller's value may be written in terms of another setting (`${path_state_persistent}/x`,
  // as a main config allows): substitute it once, like the agent does.
  for (const name of Object.keys(given)) {
    table[name] = table[name]!.replace(reference, (whole, ref: string) => (ref !== name && Object.hasOwn(table, ref) ? table[ref]! : whole));
  }
  return table;
}

/**
 * Checks the deployment in `root`, the folder the agent knows as `${path_state_persistent}`.
 * Never throws for a problem in the deployment: every finding is a diagnostic on a file.
 */
export async function lintDeployment(root: string, options: DeploymentOptions = {}): Promise<DeploymentResult> {
  const variables = deploymentVariables(root, options.variables);
  const collector = new Collector();
  const persistent = variables.path_state_persistent!;
  const pluginsDir = localPath(variables.path_plugins!, persistent, root);
  const model: DeploymentModel = { root, pluginsDir: pluginsDir ?? variables.path_plugins!, variables, plugins: [], configs: new Map(), references: [] };
  if (pluginsDir === undefined) {
    collector.add(variables.path_plugins!, {
      severity: 'error',
      code: 'io/read',
      message: `path_plugins ${variables.path_plugins} is outside the deployment folder (${persistent}); the loader files cannot be checked`,
      pointer: '',
    });
  } else {
    model.plugins = await readLoaders({ root, pluginsDir, variables, collector });
    model.configs = await readConfigs(model.plugins, { variables, collector });
    model.references = checkReferences(model.plugins, model.configs, collector);
  }
  return { results: collector.results(), sources: collector.sources, model };
}
