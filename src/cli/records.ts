/** `agentconf records`: every stream through the reader and one report each, one formatter, one exit code. */
import { createReadStream, statSync } from 'node:fs';
import type { Diagnostic } from '../core/diagnostic.js';
import type { Formatter } from '../format/index.js';
import { ioMessage } from '../core/io-message.js';
import { readRecordBatches } from '../records/stream/reader.js';
import { RecordReport } from '../records/stream/report.js';
import type { Framing } from '../records/stream/frames.js';
export { framingNames } from '../records/stream/frames.js';
import { summarize, type FileResult } from '../core/report.js';
import { stdinName } from './read.js';
import { exitCodeOf } from './verdict.js';

/** What `records` needs, already checked by the argument parser. */
export interface RecordsOptions {
  paths: string[];
  framing?: Framing;
  maxProblems: number;
  formatter: Formatter;
  strict: boolean;
  color: boolean;
  version: string;
}

/** Chunks of 1 MiB: fewer, larger reads cost less per record than the 64 KiB default. */
const CHUNK = 1024 * 1024;

function ioProblem(message: string): Diagnostic {
  return { severity: 'error', code: 'io/read', message, pointer: '' };
}

/** Reads one stream into a report; an I/O failure is a problem of that stream. */
async function judgeStream(path: string, options: RecordsOptions): Promise<{ result: FileResult; ioFailed: boolean }> {
  const name = path === '-' ? stdinName : path;
  const report = new RecordReport(name, { maxProblems: options.maxProblems });
  if (path !== '-') {
    try {
      if (statSync(path).isDirectory()) {
        report.addProblem(ioProblem('cannot read the stream: is a folder, not a file'));
        return { result: report.result(), ioFailed: true };
      }
    } catch (error) {
      report.addProblem(ioProblem(`cannot read the stream: ${ioMessage(error)}`));
      return { result: report.result(), ioFailed: true };
    }
  }
  const source = path === '-' ? process.stdin : createReadStream(path, { highWaterMark: CHUNK });
  try {
    for await (const batch of readRecordBatches(source, options.framing ? { framing: options.framing } : {})) {
      for (const event of batch) report.add(event);
    }
  } catch (error) {
    report.addProblem(ioProblem(`reading the stream failed after ${report.counts.records} records: ${ioMessage(error)}`));
    return { result: report.result(), ioFailed: true };
  } finally {
    if (path !== '-') (source as ReturnType<typeof createReadStream>).destroy();
  }
  return { result: report.result(), ioFailed: false };
}

/** Runs the check; returns the text to print and the exit code. */
export async function runRecords(options: RecordsOptions): Promise<{ output: string; exitCode: number }> {
  const results: FileResult[] = [];
  let ioFailed = false;
  for (const path of options.paths) {
    const judged = await judgeStream(path, options);
    results.push(judged.result);
    ioFailed ||= judged.ioFailed;
  }
  const summary = summarize(results);
  const output = options.formatter(results, { color: options.color, sources: new Map(), version: options.version, strict: options.strict });
  return { output, exitCode: exitCodeOf(summary, options.strict, ioFailed) };
}
