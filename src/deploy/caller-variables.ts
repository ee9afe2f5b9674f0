/**
 * The caller's variable values for a check: the agent's main config (`--agent-config FILE`)
 * first, then each value given directly (`--var NAME=VALUE`) over it, made into one table by the
 * library's rule (`variableTable`).
 */
import { resolve } from 'node:path';
import { byPosition, type Diagnostic } from '../core/diagnostic.js';
import { bounded } from '../core/message.js';
import type { FileResult } from '../core/report.js';
import { variableTable } from '../core/variables.js';
import { isWithin, readText } from '../files/read-text.js';
import { readAgentConfig } from './agent-config.js';

/** Findings on the variables, each with the text of its file when there is one (for code frames). */
export interface VariableFindings {
  result: FileResult;
  text?: string;
}

/** The caller's variables, and what reading the agent's main config found (its own findings). */
export interface CallerVariables {
  /** The table a single-file check uses: defaults, main-config settings, the values given, expanded. */
  variables: Record<string, string>;
  /** The main config's settings as written, for a deployment check (which adds the folder). */
  settings: Record<string, string>;
  /** The values given, as given. */
  overrides: Record<string, string>;
  /**
   * Findings on the main config (a setting the agent does not read, a reference to an unknown
   * variable) and on the values given (file `--var`), reported before the inputs' own.
   */
  findings: VariableFindings[];
}

/** Where the caller's values come from. */
export interface CallerVariableSources {
  /** The agent's main config (INI), when given. */
  agentConfig?: string;
  /** Values given by name (`--var`), over the main config's. */
  overrides: Readonly<Record<string, string>>;
  /** The folders the run checks (`--root`, folder arguments). */
  folders?: readonly string[];
}

/** The name the given values' findings are reported under: they are given on the command line. */
const overridesSource = '--var';

/**
 * The caller's variable values: values referring to others are expanded once, and a reference
 * to an unknown name is reported where it is written. `{ unreadable }` (one line, without the
 * file name) when the main config cannot be read.
 */
export async function callerVariables(sources: CallerVariableSources): Promise<CallerVariables | { unreadable: string }> {
  const { agentConfig } = sources;
  let settings: Record<string, string> = {};
  let positions: Record<string, { line: number; column: number }> = {};
  let text: string | undefined;
  const configFindings: Diagnostic[] = [];
  if (agentConfig !== undefined) {
    // Inside a folder the run checks (`--root DIR --agent-config DIR/netifyd.conf`), the file is
    // part of what was handed in: like the folder's own files, it may not lead outside it.
    const folder = (sources.folders ?? []).find((f) => isWithin(resolve(agentConfig), resolve(f)));
    const read = await readText(agentConfig, folder === undefined ? {} : { within: folder });
    if (!('text' in read)) return { unreadable: read.error };
    text = read.text;
    const found = readAgentConfig(text);
    settings = found.variables;
    positions = found.positions;
    for (const d of found.diagnostics) configFindings.push(d);
  }
  const overrides: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(sources.overrides)) overrides[name] = value;
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
  if (varFindings.length) findings.push({ result: { file: overridesSource, commandLine: true, diagnostics: varFindings.map(bounded) } });
  return { variables: table, settings, overrides: { ...overrides }, findings };
}
