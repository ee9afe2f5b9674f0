/** One stream of records from a file or standard input, read whole into one report. */
import { createReadStream, statSync } from 'node:fs';
import type { Diagnostic } from '../../core/diagnostic.js';
import { ioMessage } from '../../core/io-message.js';
import type { FileResult } from '../../core/report.js';
import { framingNames, type Framing } from './frames.js';
import { callArgument } from '../../core/arguments.js';
import { isPlainObject, typeName } from '../../core/value.js';
import { readRecordBatches } from './reader.js';
import type { AgentRelease } from '../agent-release.js';
import { RecordReport } from './report.js';

/** How to read and report one stream. */
export interface StreamFileOptions {
  /** The name the report is under (the path, or what stands for standard input). */
  name: string;
  /** Force a framing instead of telling it from the first bytes. */
  framing?: Framing;
  /** Keep at most this many findings (all are counted). */
  maxProblems: number;
  /** The agent release the records come from; by default detected from the first record that tells. */
  agent?: AgentRelease;
}

/** Chunks of 1 MiB: fewer, larger reads cost less per record than the 64 KiB default. */
const CHUNK = 1024 * 1024;

function ioProblem(message: string): Diagnostic {
  return { severity: 'error', code: 'io/read', message, pointer: '' };
}

/** What is wrong with a caller's source and options, before any file is opened. */
function argumentProblem(source: unknown, options: unknown): Diagnostic | undefined {
  const isSource = isPlainObject(source) && (typeof source.path === 'string' ? source.path.length > 0 : source.stdin === true);
  if (!isSource) return callArgument(`the source must be { path } (a non-empty string) or { stdin: true }, not ${typeName(source)}`);
  if (!isPlainObject(options) || typeof options.name !== 'string') return callArgument('the options must be an object with a name (a string)');
  if (options.maxProblems !== undefined && (typeof options.maxProblems !== 'number' || !(options.maxProblems >= 0)))
    return callArgument('options.maxProblems must be a number, 0 or more', '/maxProblems');
  if (options.framing !== undefined && !(framingNames as readonly unknown[]).includes(options.framing))
    return callArgument(`unknown framing; framings are ${framingNames.join(', ')}`, '/framing');
  return undefined;
}

/**
 * Reads a stream (a file, or standard input) into a report. An I/O failure (no such file, a
 * folder, a read that fails midway) is a finding of that stream, and `ioFailed` says so.
 */
export async function judgeStreamFile(
  source: { path: string } | { stdin: true },
  options: StreamFileOptions,
): Promise<{ result: FileResult; ioFailed: boolean }> {
  const wrong = argumentProblem(source, options);
  if (wrong) {
    const report = new RecordReport(isPlainObject(options) && typeof options.name === 'string' ? options.name : '<arguments>');
    report.addProblem(wrong);
    return { result: report.result(), ioFailed: false };
  }
  const report = new RecordReport(options.name, { maxProblems: options.maxProblems });
  if ('path' in source) {
    try {
      if (statSync(source.path).isDirectory()) {
        report.addProblem(ioProblem('cannot read the stream: is a folder, not a file'));
        return { result: report.result(), ioFailed: true };
      }
    } catch (error) {
      report.addProblem(ioProblem(`cannot read the stream: ${ioMessage(error)}`));
      return { result: report.result(), ioFailed: true };
    }
  }
  const stream = 'path' in source ? createReadStream(source.path, { highWaterMark: CHUNK }) : process.stdin;
  try {
    for await (const batch of readRecordBatches(stream, {
      ...(options.framing ? { framing: options.framing } : {}),
      ...(options.agent ? { agent: options.agent } : {}),
    })) {
      for (const event of batch) report.add(event);
    }
  } catch (error) {
    report.addProblem(ioProblem(`reading the stream failed after ${report.counts.records} records: ${ioMessage(error)}`));
    return { result: report.result(), ioFailed: true };
  } finally {
    if ('path' in source) (stream as ReturnType<typeof createReadStream>).destroy();
  }
  return { result: report.result(), ioFailed: false };
}
