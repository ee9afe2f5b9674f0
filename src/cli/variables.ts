/** Variable values from the command line: `--agent-config FILE` first, then each `--var`. */
import { readAgentConfig } from '../deploy/agent-config.js';
import { ioMessage } from './read.js';
import { readFileSync } from 'node:fs';
import { UsageError } from './usage.js';

/** Parses `NAME=VALUE`; the value may be empty and may contain `=`. */
export function parseVar(text: string): [string, string] {
  const at = text.indexOf('=');
  const name = at < 0 ? '' : text.slice(0, at);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    throw new UsageError(`--var takes NAME=VALUE with a name of letters, digits and _, not ${JSON.stringify(text)}`);
  }
  return [name, text.slice(at + 1)];
}

/** The caller's variable values, later sources winning. */
export function cliVariables(agentConfig: string | undefined, vars: readonly string[] = []): Record<string, string> {
  const table: Record<string, string> = Object.create(null);
  if (agentConfig !== undefined) {
    let text: string;
    try {
      text = readFileSync(agentConfig, 'utf8');
    } catch (error) {
      throw new UsageError(`--agent-config ${agentConfig}: ${ioMessage(error)}`);
    }
    Object.assign(table, readAgentConfig(text).variables);
  }
  for (const v of vars) {
    const [name, value] = parseVar(v);
    table[name] = value;
  }
  return table;
}
