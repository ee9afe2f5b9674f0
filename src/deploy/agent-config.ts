/**
 * The agent's main INI config (`netifyd.conf`), read for what a deployment check needs: the
 * path settings and uuids that become `${variables}` in loader files and plugin configs.
 */
import type { Diagnostic } from '../core/diagnostic.js';
import type { SourcePosition } from '../core/parse/document.js';
import { lowerAscii, parseIni } from './ini.js';

/** The variables a main config sets, and what was worth saying about it. */
export interface AgentConfig {
  /** Variable name -> value, only for the settings the file gives. */
  variables: Record<string, string>;
  /** Variable name -> where its value is written in the file. */
  positions: Record<string, SourcePosition>;
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

/**
 * Reads the `[netifyd]` section of a main config: the settings, as written (a value may refer to
 * another setting; `expandSettings` expands them once the whole table is known), in file order.
 * The published samples' `path_persistent_state` / `path_volatile_state` are reported, not
 * applied: the agent does not read them, so the effective config must not use them either.
 */
export function readAgentConfig(text: string): AgentConfig {
  const ini = parseIni(text);
  const diagnostics = [...ini.diagnostics];
  const variables: Record<string, string> = Object.create(null);
  const positions: Record<string, SourcePosition> = Object.create(null);
  for (const entry of ini.sections.filter((s) => lowerAscii(s.name) === 'netifyd').flatMap((s) => s.entries)) {
    // The agent's INI reader lower-cases names; own properties only: a key named `constructor`
    // or `toString` is no setting.
    const key = lowerAscii(entry.key);
    const meant = Object.hasOwn(misspellings, key) ? misspellings[key] : undefined;
    if (meant !== undefined) {
      diagnostics.push({
        severity: 'warning',
        code: 'key/unknown',
        message: `the agent does not read "${entry.key}" (did you mean "${meant}"?), so agentconf does not apply it either`,
        pointer: '',
        line: entry.keyAt.line,
        column: entry.keyAt.column,
        suggestion: meant,
      });
      continue;
    }
    const variable = Object.hasOwn(settings, key) ? settings[key] : undefined;
    if (variable !== undefined) {
      variables[variable] = entry.value;
      positions[variable] = entry.valueAt;
    }
  }
  return { variables: { ...variables }, positions: { ...positions }, diagnostics };
}
