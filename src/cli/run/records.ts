/** `agentconf records`: every stream read into its report, one formatter, one exit code. */
import type { Formatter } from '../../format/index.js';
import { stdinName } from '../../files/read.js';
import { notRegularFile } from '../../files/read-text.js';
import { RecordReport } from '../../records/stream/report.js';
import { judgeStreamFile } from '../../records/stream/file.js';
import type { Framing } from '../../records/stream/frames.js';
import type { AgentRelease } from '../../records/agent-release.js';
import { summarize, type FileResult } from '../../core/report.js';
import { isCaptureFile } from '../../receive/capture-format.js';
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
    // As for every other input: a FIFO or a device is refused, not waited on (stdin streams).
    const refused = path === '-' ? undefined : notRegularFile(path);
    if (refused !== undefined) {
      const report = new RecordReport(path, { maxProblems: options.maxProblems });
      report.addProblem({ severity: 'error', code: 'io/read', message: `cannot read the stream: ${refused}`, pointer: '' });
      results.push(report.result());
      ioFailed = true;
      continue;
    }
    if (path !== '-' && isCaptureFile(path)) {
      // A capture of `receive --save`: its requests judged as receive judged them, a result per request path.
      const { replayCapture } = await import('../../receive/replay.js');
      const replayed = await replayCapture(path, { maxProblems: options.maxProblems, ...(options.agent ? { agent: options.agent } : {}) });
      results.push(...replayed.results);
      ioFailed ||= replayed.ioFailed;
      continue;
    }
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
