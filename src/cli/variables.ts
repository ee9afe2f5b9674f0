/** Variable values from the command line: `--agent-config FILE` first, then each `--var`. */
import { readFileSync } from 'node:fs';
import { readAgentConfig } from '../deploy/agent-config.js';
import { byPosition } from '../diagnostic.js';
import type { FileResult } from '../report.js';
import { agentVariables, expandSettings } from '../resolve/variables.js';
import { ioMessage } from '../io-message.js';
import { UsageError } from './usage.js';

/** The caller's variables, and what reading the agent's main config found (its own findings). */
export interface CliVariables {
  /** The table a single-file check uses: defaults, main-config settings, `--var`, expanded. */
  variables: Record<string, string>;
  /** The main config's settings as written, for a deployment check (which adds the folder). */
  settings: Record<string, string>;
  /** The `--var` values as given. */
  overrides: Record<string, string>;
  /** Findings on the main config (e.g. a setting the agent does not read), with its text. */
  agentConfig?: { result: FileResult; text: string };
}

/** Parses `NAME=VALUE`; the value may be empty and may contain `=`. */
export function parseVar(text: string): [string, string] {
  const at = text.indexOf('=');
  const name = at < 0 ? '' : text.slice(0, at);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    throw new UsageError(`--var takes NAME=VALUE with a name of letters, digits and _, not ${JSON.stringify(text)}`);
  }
  return [name, text.slice(at + 1)];
}

/** The caller's variable values: `--agent-config` settings, then each `--var` over them. */
export function cliVariables(agentConfig: string | undefined, vars: readonly string[] = []): CliVariables {
  let settings: Record<string, string> = {};
  let found: CliVariables['agentConfig'];
  if (agentConfig !== undefined) {
    let text: string;
    try {
      text = readFileSync(agentConfig, 'utf8');
    } catch (error) {
      throw new UsageError(`--agent-config ${agentConfig}: ${ioMessage(error)}`);
    }
    const read = readAgentConfig(text);
    settings = read.variables;
    if (read.diagnostics.length) found = { result: { file: agentConfig, diagnostics: [...read.diagnostics].sort(byPosition) }, text };
  }
  const overrides: Record<string, string> = Object.create(null);
  for (const v of vars) {
    const [name, value] = parseVar(v);
    overrides[name] = value;
  }
  const variables = agentVariables({ ...settings, ...overrides });
  expandSettings(variables, [...Object.keys(settings), ...Object.keys(overrides)]);
  return { variables, settings, overrides: { ...overrides }, ...(found ? { agentConfig: found } : {}) };
}
