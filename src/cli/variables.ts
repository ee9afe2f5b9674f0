/** Variable values from the command line: `--agent-config FILE` first, then each `--var`. */
import { readAgentConfig } from '../deploy/agent-config.js';
import { byPosition, type Diagnostic } from '../core/diagnostic.js';
import { bounded } from '../core/message.js';
import { resolve } from 'node:path';
import { isWithin, readText } from '../core/read-text.js';
import type { FileResult } from '../core/report.js';
import { variableTable } from '../core/variables.js';
import { UsageError } from './usage.js';

/** Findings on the variables, each with the text of its file when there is one (for code frames). */
export interface VariableFindings {
  result: FileResult;
  text?: string;
}

/** The caller's variables, and what reading the agent's main config found (its own findings). */
export interface CliVariables {
  /** The table a single-file check uses: defaults, main-config settings, `--var`, expanded. */
  variables: Record<string, string>;
  /** The main config's settings as written, for a deployment check (which adds the folder). */
  settings: Record<string, string>;
  /** The `--var` values as given. */
  overrides: Record<string, string>;
  /**
   * Findings on the main config (a setting the agent does not read, a reference to an unknown
   * variable) and on the `--var` values (file `--var`), reported before the inputs' own.
   */
  findings: VariableFindings[];
}

/** The name `--var` findings are reported under. */
const varSource = '--var';

/** Parses `NAME=VALUE`; the value may be empty and may contain `=`. */
function parseVar(text: string): [string, string] {
  const at = text.indexOf('=');
  const name = at < 0 ? '' : text.slice(0, at);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
    throw new UsageError(`--var takes NAME=VALUE with a name of letters, digits and _, not ${JSON.stringify(bounded({ message: text }).message)}`);
  }
  return [name, text.slice(at + 1)];
}

/**
 * The caller's variable values: `--agent-config` settings, then each `--var` over them, made into
 * one table by the library's rule (`variableTable`): values referring to others are expanded once,
 * and a reference to an unknown name is reported where it is written. `folders` are the folders
 * the run checks (`--root`, folder arguments).
 */
export async function cliVariables(agentConfig: string | undefined, vars: readonly string[] = [], folders: readonly string[] = []): Promise<CliVariables> {
  let settings: Record<string, string> = {};
  let positions: Record<string, { line: number; column: number }> = {};
  let text: string | undefined;
  const configFindings: Diagnostic[] = [];
  if (agentConfig !== undefined) {
    // Inside a folder the run checks (`--root DIR --agent-config DIR/netifyd.conf`), the file is
    // part of what was handed in: like the folder's own files, it may not lead outside it.
    const folder = folders.find((f) => isWithin(resolve(agentConfig), resolve(f)));
    const read = await readText(agentConfig, folder === undefined ? {} : { within: folder });
    if (!('text' in read)) throw new UsageError(`--agent-config ${agentConfig}: ${read.error}`);
    text = read.text;
    const found = readAgentConfig(text);
    settings = found.variables;
    positions = found.positions;
    for (const d of found.diagnostics) configFindings.push(d);
  }
  const overrides: Record<string, string> = Object.create(null);
  for (const v of vars) {
    const [name, value] = parseVar(v);
    overrides[name] = value;
  }
  const { table, unknown } = variableTable({ ...settings, ...overrides });
  const varFindings: Diagnostic[] = [];
  for (const { name, diagnostic } of unknown) {
    if (Object.hasOwn(overrides, name)) varFindings.push(diagnostic);
    else configFindings.push({ ...diagnostic, ...positions[name] });
  }
  const findings: VariableFindings[] = [];
  if (agentConfig !== undefined && configFindings.length) {
    findings.push({ result: { file: agentConfig, diagnostics: configFindings.map(bounded).sort(byPosition) }, ...(text === undefined ? {} : { text }) });
  }
  if (varFindings.length) findings.push({ result: { file: varSource, commandLine: true, diagnostics: varFindings.map(bounded) } });
  return { variables: table, settings, overrides: { ...overrides }, findings };
}
