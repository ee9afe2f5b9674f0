/**
 * The agent's main INI config (`netifyd.conf`), read for what a deployment check needs: the
 * path settings and uuids that become `${variables}` in loader files and plugin configs.
 */
import type { Diagnostic } from '../diagnostic.js';
import { parseIni } from './ini.js';

/** The variables a main config sets, and what was worth saying about it. */
export interface AgentConfig {
  /** Variable name -> value, only for the settings the file gives. */
  variables: Record<string, string>;
  diagnostics: Diagnostic[];
}

/** Setting name in `[netifyd]` -> the variable the agent defines from it. */
const settings: Readonly<Record<string, string>> = {
  path_state_persistent: 'path_state_persistent',
  path_state_volatile: 'path_state_volatile',
  path_plugins: 'path_plugins',
  path_plugin_libdir: 'path_plugin_libdir',
  path_shared_data: 'path_shared_data',
  uuid: 'uuid_agent',
  uuid_serial: 'uuid_serial',
  uuid_site: 'uuid_site',
};

/** Spellings found in the published sample configs that the agent does not read. */
const misspellings: Readonly<Record<string, string>> = {
  path_persistent_state: 'path_state_persistent',
  path_volatile_state: 'path_state_volatile',
};

const reference = /\$\{([^}]*)\}/g;

/**
 * Reads the `[netifyd]` section of a main config. A value may use `${name}` of a setting given
 * earlier in the section; other references are left as written, for the caller's variable table.
 * The sample configs' `path_persistent_state` / `path_volatile_state` are taken as the setting
 * they were meant to be (unless that is also given), with a warning: the agent ignores them.
 */
export function readAgentConfig(text: string): AgentConfig {
  const ini = parseIni(text);
  const diagnostics = [...ini.diagnostics];
  const variables: Record<string, string> = Object.create(null);
  const earlier = new Map<string, string>();
  const given = new Set<string>();
  const sections = ini.sections.filter((s) => s.name === 'netifyd');
  for (const entry of sections.flatMap((s) => s.entries)) {
    const value = entry.value.replace(reference, (whole, name: string) => earlier.get(name) ?? whole);
    const meant = misspellings[entry.key];
    if (meant !== undefined) {
      diagnostics.push({
        severity: 'warning',
        code: 'key/unknown',
        message: `the agent reads "${meant}", not "${entry.key}"; agentconf takes this value as "${meant}", the agent ignores it`,
        pointer: '',
        line: entry.keyAt.line,
        column: entry.keyAt.column,
        suggestion: meant,
      });
      if (given.has(meant)) continue;
      variables[meant] = value;
      earlier.set(meant, value);
      continue;
    }
    earlier.set(settings[entry.key] ?? entry.key, value);
    const variable = settings[entry.key];
    if (variable === undefined) continue;
    variables[variable] = value;
    given.add(variable);
  }
  return { variables: { ...variables }, diagnostics };
}
