/**
 * The folder lint, a file at a time: the inputs listed (`inputs.ts`), then each checked on this
 * thread (read ahead a batch at a time, `read-ahead.ts`; from the cache, `cache.ts`; fixed first,
 * `fix.ts`) or on several (`threads.ts`), and handed on in input order as soon as it is done, so
 * a report can be written a file at a time and nothing but the file at hand is held.
 */
import type { Stats } from 'node:fs';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { boundText } from '../core/message.js';
import { printable } from '../core/printable.js';
import type { FileResult } from '../core/report.js';
import { applyRuleLevels } from '../core/rule-levels.js';
import { defaultVariables } from '../core/variables.js';
import { expandInputs, type Input } from '../files/inputs.js';
import { readFileInput, readInput, sourceFormatOf } from '../files/read.js';
import type { FileAsRead } from '../files/replace-fixed.js';
import { writeOutput } from '../files/write.js';
import type { LintCache } from './cache.js';
import { capFindings } from './cap.js';
import { LintEngineError } from './errors.js';
import { lintInput, lintText, readFailure, type FileLintOptions, type FileSideInput, type Linted } from './file.js';
import { fixFile } from './fix.js';
import { listInputs } from './inputs.js';
import type { CheckedOptions, LintRules } from './options.js';
import { ReadAhead } from './read-ahead.js';

/** One file's outcome, in input order. */
export interface LintedFile {
  /** Its result: rule levels applied, at most 1,000 findings listed (then a note per code of those left off). */
  result: FileResult;
  /** Its text, when it has findings and the engine keeps texts (`texts`): for code frames. */
  text?: string;
  /** It could not be read, or its fixes not written (a command exits 2). */
  ioFailed?: true;
  /** What `fix` did to it: the unified diff of a dry run, and a line saying what was fixed or why not. */
  fix?: { diff: string; note: string };
}

/** What a run says besides its files, complete once its last file is out. */
export interface RunState {
  /** Lines for standard error: a helper thread that failed, a cache that could not be read or written. */
  notes: string;
  /** Some input could not be read, or some fix not written. */
  ioFailed: boolean;
}

/** A result with the rule levels in force for its file, then bounded (what a report lists of it). */
export function settled(result: FileResult, rules: LintRules | undefined): FileResult {
  if (rules === undefined) return capFindings(result);
  const diagnostics = applyRuleLevels(result.diagnostics, rules.levelsFor(result.file, result.commandLine));
  return capFindings(diagnostics === result.diagnostics ? result : { ...result, diagnostics });
}

/** The files of `paths` linted, in input order (see the top of this file). */
export async function* lintPaths(paths: readonly string[], options: CheckedOptions, state: RunState): AsyncGenerator<LintedFile> {
  const rules = options.rules;
  const keepTexts = options.texts === true;
  const out = (linted: Linted): LintedFile => {
    if (linted.ioFailed) state.ioFailed = true;
    const file: LintedFile = { result: settled(linted.result, rules) };
    if (linted.text !== undefined && keepTexts) file.text = linted.text;
    if (linted.ioFailed) file.ioFailed = true;
    return file;
  };
  const ignored = options.noIgnore ? undefined : options.rules?.ignored?.bind(options.rules);
  let listed: Input[] | undefined = expandInputs(paths);
  const cache = options.cache ? await openCache(options.cache, options, listed) : undefined;
  const { inputs, left } = listInputs(listed, paths, ignored, options.stdinFilename, cache?.isCacheFile.bind(cache));
  listed = undefined;
  for (const result of left) yield { result: settled(result, rules) };
  const fileOptions: FileLintOptions = {
    variables: options.variables ?? defaultVariables(),
    paths,
    ...(options.kind ? { kind: options.kind } : {}),
    ...(options.errorOnNonConfig ? { errorOnNonConfig: true } : {}),
  };
  const fix = options.fix;
  const asked = options.concurrency ?? 'off';
  // The threads' code is loaded only when threads are asked for (most runs have none).
  const parallel = asked !== 'off' && asked !== 1 && fix === undefined && !inputs.some((i) => 'stdin' in i) ? await import('./threads.js') : undefined;
  const threads = parallel ? parallel.threadsFor(inputs.length, asked) : 1;
  if (parallel && threads > 1) {
    const outcome: { failure?: string } = {};
    for await (const linted of parallel.lintInParallel(inputs as FileSideInput[], fileOptions, threads, keepTexts, outcome)) yield out(linted);
    if (outcome.failure !== undefined)
      state.notes += `agentconf: internal error in a helper thread (${printable(boundText(outcome.failure, 300))}); its files were checked on the main thread\n`;
    return;
  }
  const ahead = cache || fix !== undefined ? undefined : new ReadAhead(inputs);
  for (let i = 0; i < inputs.length; i++) {
    const input = inputs[i]!;
    const taken = ahead?.take(i);
    // Let go of each input once taken: what stays live sets how far V8 lets the heap grow.
    (inputs as (Input | undefined)[])[i] = undefined;
    if (!('stdin' in input) && fix === undefined) {
      const linted = cache ? cache.lint(input, fileOptions, keepTexts) : lintInput(input, fileOptions, taken);
      yield out(linted instanceof Promise ? await linted : linted);
      continue;
    }
    if ('emptyFolder' in input || 'unreadable' in input) {
      yield out(await lintInput(input, fileOptions));
      continue;
    }
    const stdin = 'stdin' in input;
    // A fix keeps the bytes read, and what the file was then, to write the fixes back into.
    let asRead: FileAsRead | undefined;
    const kept = fix === 'write' ? (bytes: Buffer, info: Stats) => void (asRead = { bytes, info }) : undefined;
    const read = stdin ? renamed(await readInput(input), options.stdinFilename) : readFileInput(input, undefined, kept);
    if ('error' in read) {
      yield out(readFailure(read));
      continue;
    }
    let step: { diff: string; note: string } | undefined;
    if (fix) {
      const fixed = await fixFile(read.name, stdin ? undefined : input.path, read.text, await sourceFormatOf(read.name, read.text), {
        mode: fix,
        variables: fileOptions.variables,
        ...(asRead ? { read: asRead } : {}),
        ...(options.kind ? { kind: options.kind } : {}),
      });
      step = { diff: fixed.diff, note: fixed.note };
      if (fixed.writeFailed) state.ioFailed = true;
      read.text = fixed.text;
      const file = out(await lintText(read.name, read.text, fileOptions, stdin));
      file.fix = step;
      if (fixed.writeFailed) file.ioFailed = true;
      yield file;
      continue;
    }
    yield out(await lintText(read.name, read.text, fileOptions, stdin));
  }
  if (cache) state.notes += await cache.save((file, lines) => writeOutput(file, lines, paths));
}

/**
 * The cache, loaded only when asked for (it brings node:crypto). A location that holds something
 * else than a cache is refused before any file is checked.
 */
async function openCache(cache: NonNullable<CheckedOptions['cache']>, options: CheckedOptions, inputs: readonly Input[]): Promise<LintCache> {
  const { cacheTarget, openLintCache } = await import('./cache.js');
  const target = cacheTarget(cache.location);
  if (typeof target === 'object') throw new LintEngineError(target.problem);
  if (!existsSync(dirname(resolve(cache.location)))) throw new LintEngineError(`the folder of --cache-location ${cache.location} does not exist`);
  const opened = openLintCache(cache.location, target, cache.strategy, { kind: options.kind ?? null, variables: options.variables ?? defaultVariables() });
  // Only a file that began as a cache is taken for one: any other the lint would check is a config.
  if (target !== 'cache' && inputs.some((i) => 'path' in i && opened.isCacheFile(i.path)))
    throw new LintEngineError(`--cache-location ${cache.location} names a file this lint checks; name another`);
  return opened;
}

/** Standard input under the name `stdinFilename` gives it. */
function renamed<T extends { name: string }>(read: T, name: string | undefined): T {
  return name === undefined ? read : { ...read, name };
}
