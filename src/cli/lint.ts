/** `agentconf lint`: every input through the shared pipeline, one formatter, one exit code. */
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkSource } from '../check.js';
import type { Diagnostic } from '../diagnostic.js';
import { summarize, type FileResult } from '../report.js';
import { expandInputs } from './inputs.js';
import type { KindId } from '../kinds.js';
import { readInput, sourceFormatOf } from './read.js';
import type { Formatter } from '../format/index.js';

/** What `lint` needs, already checked by the argument parser. */
export interface LintOptions {
  paths: string[];
  kind?: KindId;
  formatter: Formatter;
  strict: boolean;
  quiet: boolean;
  color: boolean;
  version: string;
  variables: Record<string, string>;
  /** Findings on the agent's main config (from --agent-config), reported first. */
  agentConfig?: { result: FileResult; text: string };
}

/** Runs the lint; returns the text to print and the exit code. */
export async function runLint(options: LintOptions): Promise<{ output: string; exitCode: number }> {
  const results: FileResult[] = [];
  const sources = new Map<string, string>();
  if (options.agentConfig) {
    results.push(options.agentConfig.result);
    sources.set(options.agentConfig.result.file, options.agentConfig.text);
  }
  let ioFailed = false;
  for (const input of expandInputs(options.paths)) {
    if ('emptyFolder' in input) {
      ioFailed = true;
      const d: Diagnostic = { severity: 'error', code: 'io/read', message: 'the folder holds no *.json, *.yaml or *.yml file to check', pointer: '' };
      results.push({ file: input.emptyFolder, diagnostics: [d] });
      continue;
    }
    const read = readInput(input);
    if ('error' in read) {
      ioFailed = true;
      const d: Diagnostic = { severity: 'error', code: 'io/read', message: `cannot read the file: ${read.error}`, pointer: '' };
      results.push({ file: read.name, diagnostics: [d] });
      continue;
    }
    sources.set(read.name, read.text);
    const format = await sourceFormatOf(read.name, read.text);
    const { result } = await checkSource({
      file: read.name,
      text: read.text,
      format,
      ...(options.kind ? { kind: options.kind } : {}),
      variables: options.variables,
    });
    results.push(result);
  }
  return finish(results, sources, options, ioFailed);
}

/** Applies --quiet, renders, and picks the exit code (shared with the deployment lint). */
export function finish(
  results: FileResult[],
  sources: ReadonlyMap<string, string>,
  options: Pick<LintOptions, 'formatter' | 'strict' | 'quiet' | 'color' | 'version'>,
  ioFailed = false,
): { output: string; exitCode: number } {
  // --quiet shows what fails the run: errors, and under --strict warnings too.
  const fails = (severity: string) => severity === 'error' || (options.strict && severity === 'warning');
  const shown = options.quiet ? results.map((r) => ({ ...r, diagnostics: r.diagnostics.filter((d) => fails(d.severity)) })) : results;
  const summary = summarize(results);
  const visible = summarize(shown);
  const hidden = summary.errors + summary.warnings + summary.infos - visible.errors - visible.warnings - visible.infos;
  const baseUri = pathToFileURL(process.cwd() + sep).href;
  const output = options.formatter(shown, { color: options.color, sources, version: options.version, strict: options.strict, hidden, summary, baseUri });
  const failed = summary.errors > 0 || (options.strict && summary.warnings > 0);
  return { output, exitCode: ioFailed ? 2 : failed ? 1 : 0 };
}
