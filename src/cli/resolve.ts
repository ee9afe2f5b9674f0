/** `agentconf resolve`: the effective config of one file, as JSON (default) or YAML. */
import { checkSource } from '../check.js';
import type { KindId } from '../kinds.js';
import type { Formatter } from '../format/index.js';
import type { FileResult } from '../report.js';
import { readInput, sourceFormatOf, stdinName } from './read.js';
import { UsageError } from './usage.js';
import { writeAtomically } from './write.js';

export interface ResolveCliOptions {
  path: string;
  kind?: KindId;
  output: 'json' | 'yaml';
  out?: string;
  variables: Record<string, string>;
  /** Findings on the agent's main config (from --agent-config), shown with the others. */
  agentConfig?: { result: FileResult; text: string };
  /** Renders findings for stderr. */
  report: Formatter;
  color: boolean;
  version: string;
}

/** Returns what goes to stdout and stderr, and the exit code. */
export async function runResolve(options: ResolveCliOptions): Promise<{ stdout: string; stderr: string; exitCode: number }> {
  const read = readInput(options.path === '-' ? { stdin: true } : { path: options.path });
  if ('error' in read) throw new UsageError(`cannot read ${read.name}: ${read.error}`);
  const format = await sourceFormatOf(read.name, read.text);
  const { result, effective } = await checkSource({
    file: read.name,
    text: read.text,
    format,
    ...(options.kind ? { kind: options.kind } : {}),
    variables: options.variables,
  });
  const results = [...(options.agentConfig ? [options.agentConfig.result] : []), result].filter((r) => r.diagnostics.length);
  const sources = new Map([[read.name, read.text]]);
  if (options.agentConfig) sources.set(options.agentConfig.result.file, options.agentConfig.text);
  const findings = results.length ? options.report(results, { color: options.color, sources, version: options.version }) : '';
  const agentConfigFails = options.agentConfig?.result.diagnostics.some((d) => d.severity === 'error') === true;
  if (agentConfigFails) {
    // Variables from a main config with errors may not be what the agent uses: no effective config.
    return { stdout: '', stderr: findings + `agentconf: ${read.name} not resolved: the agent config ${options.agentConfig!.result.file} has errors\n`, exitCode: 1 };
  }
  if (effective === undefined) {
    // Errors explain themselves; a config of a kind without schema needs the reason said.
    const unchecked = !result.diagnostics.some((d) => d.severity === 'error');
    const why = unchecked ? `agentconf: ${read.name} not resolved: agentconf has no schema for this plugin, so it cannot compute its effective config\n` : '';
    return { stdout: '', stderr: findings + why, exitCode: 1 };
  }
  const text =
    options.output === 'yaml'
      ? (await import('yaml')).stringify(effective, { lineWidth: 0 })
      : JSON.stringify(effective, null, 2) + '\n';
  if (options.out !== undefined && options.out !== '-') {
    writeAtomically(options.out, text, read.name === stdinName ? undefined : read.name);
    return { stdout: '', stderr: findings, exitCode: 0 };
  }
  return { stdout: text, stderr: findings, exitCode: 0 };
}
