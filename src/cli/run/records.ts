/** `agentconf records`: every stream read into its report, one formatter, one exit code. */
import type { Formatter } from '../../format/index.js';
import { stdinName } from '../../files/read.js';
import { judgeStreamFile } from '../../records/stream/file.js';
import type { Framing } from '../../records/stream/frames.js';
import type { AgentRelease } from '../../records/agent-release.js';
import { summarize, type FileResult } from '../../core/report.js';
import { exitCodeOf } from './verdict.js';

/** What `records` needs, already checked by the argument parser. */
export interface RecordsOptions {
  paths: string[];
  framing?: Framing;
  agent?: AgentRelease;
  maxProblems: number;
  formatter: Formatter;
  strict: boolean;
  color: boolean;
  version: string;
}

/** Runs the check; returns the text to print and the exit code. */
export async function runRecords(options: RecordsOptions): Promise<{ output: string; exitCode: number }> {
  const results: FileResult[] = [];
  let ioFailed = false;
  for (const path of options.paths) {
    // A FIFO or a device is refused by the reader, which opens the path once and judges the descriptor.
    const source = path === '-' ? { stdin: true as const } : { path };
    const judged = await judgeStreamFile(source, {
      name: path === '-' ? stdinName : path,
      maxProblems: options.maxProblems,
      ...(options.framing ? { framing: options.framing } : {}),
      ...(options.agent ? { agent: options.agent } : {}),
    });
    results.push(judged.result);
    ioFailed ||= judged.ioFailed;
  }
  const summary = summarize(results);
  const output = options.formatter(results, { color: options.color, sources: new Map(), version: options.version, strict: options.strict });
  return { output, exitCode: exitCodeOf(summary, options.strict, ioFailed) };
}
