/** One stream of records from a file or standard input, read whole into one report. */
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { Diagnostic } from '../../core/diagnostic.js';
import { ioMessage } from '../../core/io-message.js';
import type { FileResult } from '../../core/report.js';
import { framingNames, type Framing } from './frames.js';
import { callArgument, thrownReason } from '../../core/arguments.js';
import { isPlainObject, typeName } from '../../core/value.js';
import { readRecordBatches } from './reader.js';
import type { AgentRelease } from '../agent-release.js';
import { RecordReport } from './report.js';
import { atLevel, type RuleLevels } from '../../core/rule-levels.js';

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
  /** A live stream: reading ends, and the report is made of what arrived, when this aborts (a signal, a duration). */
  stop?: AbortSignal;
  /** A live stream: reading ends after this many records. */
  maxRecords?: number;
  /** A live stream: each finding as it arrives (record findings with their place), before the report groups them. */
  onFinding?: (d: Diagnostic) => void;
  /** Rule levels by code or family, applied to every finding (the report's and `onFinding`'s). */
  levels?: RuleLevels;
}

/** Chunks of 1 MiB: fewer, larger reads cost less per record than the 64 KiB default. */
const CHUNK = 1024 * 1024;

/** What a file that is neither regular nor a folder is, in words. */
function otherFile(info: { isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string {
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  return info.isSocket() ? 'a socket' : 'not a regular file';
}

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
  if (options.levels !== undefined && !isPlainObject(options.levels))
    return callArgument(`options.levels must be an object of code -> level, not ${typeName(options.levels)}`, '/levels');
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
  // Each argument read once, into a copy: a proxy or getter that throws is a caller's mistake,
  // and one that answers differently the second time cannot slip past the check.
  let wrong: Diagnostic | undefined;
  let name = '<arguments>';
  try {
    if (isPlainObject(source)) source = { ...source };
    if (isPlainObject(options)) options = { ...options };
    if (isPlainObject(options) && typeof options.name === 'string') name = options.name;
    wrong = argumentProblem(source, options);
  } catch (error) {
    wrong = callArgument(`reading the arguments failed (${thrownReason(error)})`);
  }
  if (wrong) {
    const report = new RecordReport(name);
    report.addProblem(wrong);
    return { result: report.result(), ioFailed: false };
  }
  const report = new RecordReport(options.name, { maxProblems: options.maxProblems, ...(options.levels ? { levels: options.levels } : {}) });
  const onFinding = options.onFinding;
  const tell =
    onFinding &&
    ((found: Diagnostic) => {
      const d = atLevel(found, options.levels);
      if (d !== undefined) onFinding(d);
    });
  let stream: NodeJS.ReadableStream | ReturnType<FileHandle['createReadStream']> = process.stdin;
  let handle: FileHandle | undefined;
  if ('path' in source) {
    // Opened once, then judged by its descriptor: a path checked and then opened could be swapped
    // for a FIFO in between, and a FIFO opened blocking waits for a writer forever.
    try {
      handle = await open(source.path, constants.O_RDONLY | constants.O_NONBLOCK);
      const info = await handle.stat();
      const refused = info.isFile()
        ? undefined
        : info.isDirectory()
          ? 'is a folder, not a file'
          : `is ${otherFile(info)}, not a regular file; agentconf reads only regular files (and - for stdin)`;
      if (refused !== undefined) {
        await handle.close();
        report.addProblem(ioProblem(`cannot read the stream: ${refused}`));
        return { result: report.result(), ioFailed: true };
      }
    } catch (error) {
      await handle?.close().catch(() => undefined);
      report.addProblem(ioProblem(`cannot read the stream: ${ioMessage(error)}`));
      return { result: report.result(), ioFailed: true };
    }
    stream = handle.createReadStream({ highWaterMark: CHUNK });
  }
  const stop = options.stop;
  const ended = () => stop?.aborted === true || (options.maxRecords !== undefined && report.counts.records >= options.maxRecords);
  // Ending a live read: the source is destroyed, so a read waiting for bytes returns at once.
  const end = () => (stream as { destroy?: () => void }).destroy?.();
  stop?.addEventListener('abort', end, { once: true });
  try {
    reading: for await (const batch of readRecordBatches(stream as AsyncIterable<Uint8Array>, {
      ...(options.framing ? { framing: options.framing } : {}),
      ...(options.agent ? { agent: options.agent } : {}),
    })) {
      for (const event of batch) {
        report.add(event);
        if (tell) {
          if (event.kind === 'problem') tell(event.diagnostic);
          else for (const d of event.record.diagnostics) tell({ ...event.record.locate(d), record: report.counts.records - 1 });
        }
        if (ended()) break reading;
      }
    }
  } catch (error) {
    if (stop?.aborted) return { result: report.result(), ioFailed: false };
    report.addProblem(ioProblem(`reading the stream failed after ${report.counts.records} records: ${ioMessage(error)}`));
    return { result: report.result(), ioFailed: true };
  } finally {
    stop?.removeEventListener('abort', end);
    // A live read ended early: the source is closed, so nothing keeps waiting for its bytes.
    if (ended()) end();
    if (handle) {
      (stream as ReturnType<FileHandle['createReadStream']>).destroy();
      await handle.close().catch(() => undefined);
    }
  }
  return { result: report.result(), ioFailed: false };
}
