/** Variable values from the command line: `--agent-config FILE` first, then each `--var`. */
import { readFileSync } from 'node:fs';
import { readAgentConfig } from '../deploy/agent-config.js';
import type { FileResult } from '../report.js';
import { ioMessage } from './read.js';
import { UsageError } from './usage.js';

/** The caller's variables, and what reading the agent's main config found (its own findings). */
export interface CliVariables {
  variables: Record<string, string>;
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

/** The caller's variable values, later sources winning. */
export function cliVariables(agentConfig: string | undefined, vars: readonly string[] = []): CliVariables {
  const variables: Record<string, string> = Object.create(null);
  let found: CliVariables['agentConfig'];
  if (agentConfig !== undefined) {
    let text: string;
    try {
      text = readFileSync(agentConfig, 'utf8');
    } catch (error) {
      throw new UsageError(`--agent-config ${agentConfig}: ${ioMessage(error)}`);
    }
    const read = readAgentConfig(text);
    Object.assign(variables, read.variables);
    if (read.diagnostics.length) {
      const diagnostics = [...read.diagnostics].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
      found = { result: { file: agentConfig, diagnostics }, text };
    }
  }
  for (const v of vars) {
    const [name, value] = parseVar(v);
    variables[name] = value;
  }
  return { variables, ...(found ? { agentConfig: found } : {}) };
}
