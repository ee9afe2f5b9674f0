/** `agentconf lint`: every input through the shared pipeline, one formatter, one exit code. */
import { existsSync, type Stats } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FileResult, Summary } from '../../core/report.js';
import { expandInputs, type Input } from '../../files/inputs.js';
import type { KindId } from '../../plugins/kinds.js';
import { readFileInput, readInput, sourceFormatOf } from '../../files/read.js';
import type { VariableFindings } from '../../deploy/caller-variables.js';
import type { Formatter } from '../../format/index.js';
import { formatText, textStream } from '../../format/text.js';
import { applyRuleLevels } from '../../core/rule-levels.js';
import { rulesPage } from '../../format/rule-docs.js';
import type { RunRules } from '../settings/apply.js';
import { capFindings, totals } from '../../lint/cap.js';
import { exitCodeOf } from './verdict.js';
import { fixFile, type FixMode } from '../../lint/fix.js';
import { lintInput, lintText, readFailure, type FileLintOptions, type FileSideInput, type Linted } from '../../lint/file.js';
import type { Concurrency } from '../../lint/threads.js';
import { ReadAhead } from '../../lint/read-ahead.js';
import type { CacheStrategy, LintCache } from '../../lint/cache.js';
import { writeOutput } from '../../files/write.js';
import type { FileAsRead } from '../../files/replace-fixed.js';
import { UsageError } from '../usage.js';
import { reportTimestamp } from '../report-time.js';
import { printable } from '../../core/printable.js';
import { boundText } from '../../core/message.js';

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
  /** Findings on the variables (--agent-config, --var), reported first. */
  findings: VariableFindings[];
  /** Apply the safe fixes first (`--fix`), or show them as a diff and check nothing (`--fix-dry-run`). */
  fix?: FixMode;
  /** Rule levels per file and ignore patterns (settings file and command line). */
  rules?: RunRules;
  /** More warnings than this fail the run (`--max-warnings`). */
  maxWarnings?: number;
  /** Threads to check files on (`--concurrency`; default `off`: one). */
  concurrency?: Concurrency;
  /** `--cache`: results of files unchanged since the last run come from this cache file (`src/lint/cache.ts`). */
  cache?: { location: string; strategy: CacheStrategy };
  /** `--no-ignore`: ignore patterns (the settings file's and --ignore-pattern) leave nothing out. */
  noIgnore?: boolean;
  /** `--error-on-non-config`: files a walk finds that are no agent config are errors, not skipped. */
  errorOnNonConfig?: boolean;
  /** The name standard input goes by (`--stdin-filename`): kind detection and messages use it. */
  stdinFilename?: string;
  /**
   * Where the report may be written as it is made: given, a text report (the default format)
   * is written a file at a time (see `reportStream`) and `output` holds only its end.
   */
  write?: (text: string) => void;
}

/** Runs the lint; returns the text to print and the exit code. */
export async function runLint(options: LintOptions): Promise<{ output: string; exitCode: number; notes?: string; tooManyWarnings?: number }> {
  const results: FileResult[] = [];
  const sources = new Map<string, string>();
  addFindings(options.findings, results, sources);
  const stream =
    options.write !== undefined && options.fix === undefined && options.formatter === formatText ? reportStream(options, options.write) : undefined;
  // Only the text format shows code frames: no other keeps the texts.
  const keepSources = options.formatter === formatText;
  if (stream) {
    for (let i = 0; i < results.length; i++) stream.add(results[i]!, sources.get(results[i]!.file));
    results.length = 0;
    sources.clear();
  }
  /** One result, with its text when it has findings: written now, or kept for the report. */
  const report = (result: FileResult, text?: string) => {
    if (stream) stream.add(result, text);
    else {
      results.push(result);
      // Texts are kept for code frames only: a folder of clean configs holds none of them.
      if (text !== undefined && keepSources) sources.set(result.file, text);
    }
  };
  let ioFailed = false;
  let diffs = '';
  let notes = '';
  const accept = (linted: Linted) => {
    if (linted.ioFailed) ioFailed = true;
    report(linted.result, linted.text);
  };
  const ignored = options.noIgnore ? undefined : options.rules?.ignored;
  let listed: Input[] | undefined = expandInputs(options.paths);
  const cache = options.cache ? await openCache(options.cache, options, listed) : undefined;
  // A settings file met in a linted folder is no plugin config, nor is the cache of --cache.
  const inputs = listed.filter((i) => {
    if ('path' in i && (settingsFile.test(i.path) || cache?.isCacheFile(i.path))) return false;
    if (!ignored || !isIgnored(i, ignored, options.stdinFilename)) return true;
    // A file named and left out by a pattern is said to be, as ESLint does.
    if ('path' in i && options.paths.includes(i.path)) report(ignoredFile(i.path));
    return false;
  });
  listed = undefined;
  const fileOptions: FileLintOptions = {
    variables: options.variables,
    paths: options.paths,
    ...(options.kind ? { kind: options.kind } : {}),
    ...(options.errorOnNonConfig ? { errorOnNonConfig: true } : {}),
  };
  const asked = options.concurrency ?? 'off';
  // The threads' code is loaded only when threads are asked for (most runs have none).
  const parallel =
    asked !== 'off' && asked !== 1 && options.fix === undefined && !inputs.some((i) => 'stdin' in i) ? await import('../../lint/threads.js') : undefined;
  const threads = parallel ? parallel.threadsFor(inputs.length, asked) : 1;
  // Many files: on several threads, reported in the same order (src/lint/threads.ts).
  if (parallel && threads > 1) {
    const failure = await parallel.lintInParallel(inputs as FileSideInput[], fileOptions, threads, keepSources, accept);
    if (failure !== undefined)
      notes += `agentconf: internal error in a helper thread (${printable(boundText(failure, 300))}); its files were checked on the main thread\n`;
  }
  // Indexed: one turn per file, in code not yet optimised.
  else {
    const ahead = cache || options.fix !== undefined ? undefined : new ReadAhead(inputs);
    for (let i = 0; i < inputs.length; i++) {
      const input = inputs[i]!;
      const taken = ahead?.take(i);
      // Let go of each input once taken: what stays live sets how far V8 lets the heap grow.
      (inputs as (Input | undefined)[])[i] = undefined;
      if (!('stdin' in input) && options.fix === undefined) {
        const linted = cache ? cache.lint(input, fileOptions, keepSources) : lintInput(input, fileOptions, taken);
        accept(linted instanceof Promise ? await linted : linted);
        continue;
      }
      if ('emptyFolder' in input || 'unreadable' in input) {
        accept(await lintInput(input, fileOptions));
        continue;
      }
      const stdin = 'stdin' in input;
      // --fix keeps the bytes read, and what the file was then, to write the fixes back into.
      let asRead: FileAsRead | undefined;
      const kept = options.fix === 'write' ? (bytes: Buffer, info: Stats) => void (asRead = { bytes, info }) : undefined;
      const read = stdin ? renamed(await readInput(input), options.stdinFilename) : readFileInput(input, undefined, kept);
      if ('error' in read) {
        accept(readFailure(read));
        continue;
      }
      if (options.fix) {
        const step = await fixFile(read.name, stdin ? undefined : input.path, read.text, await sourceFormatOf(read.name, read.text), {
          mode: options.fix,
          variables: options.variables,
          ...(asRead ? { read: asRead } : {}),
          ...(options.kind ? { kind: options.kind } : {}),
        });
        diffs += step.diff;
        notes += step.note;
        ioFailed ||= step.writeFailed;
        // The text format's dry run is the diff alone; another format reports the text as the fixes would leave it.
        if (options.fix === 'dry-run' && options.formatter === formatText) continue;
        read.text = step.text;
      }
      accept(await lintText(read.name, read.text, fileOptions, stdin));
    }
  }
  if (cache) notes += await cache.save((file, lines) => writeOutput(file, lines, options.paths));
  // A dry run is a diff, as `git diff --exit-code` gives it: 1 when a file would change. In another
  // format than text, the report (of the texts as fixed) is the output, and the diff goes to stderr.
  if (options.fix === 'dry-run' && options.formatter === formatText) {
    for (const r of results) for (const d of r.diagnostics) if (d.severity === 'error') notes += `${printable(r.file)}: ${printable(d.message)}\n`;
    return { output: diffs, exitCode: ioFailed ? 2 : diffs ? 1 : 0, notes };
  }
  if (options.fix === 'dry-run') {
    const reported = finish(results, sources, options, ioFailed);
    return { ...reported, exitCode: reported.exitCode === 0 && diffs ? 1 : reported.exitCode, notes: notes + diffs };
  }
  return { ...(stream ? stream.end(ioFailed) : finish(results, sources, options, ioFailed)), notes };
}

/**
 * The cache of `--cache`, loaded only then (it brings node:crypto). A location that holds something
 * else than a cache is refused before any file is checked.
 */
async function openCache(cache: NonNullable<LintOptions['cache']>, options: LintOptions, inputs: readonly Input[]): Promise<LintCache> {
  const { cacheTarget, openLintCache } = await import('../../lint/cache.js');
  const target = cacheTarget(cache.location);
  if (typeof target === 'object') throw new UsageError(target.problem);
  if (!existsSync(dirname(resolve(cache.location)))) throw new UsageError(`the folder of --cache-location ${cache.location} does not exist`);
  const opened = openLintCache(cache.location, target, cache.strategy, { kind: options.kind ?? null, variables: options.variables });
  // Only a file that began as a cache is taken for one: any other the lint would check is a config.
  if (target !== 'cache' && inputs.some((i) => 'path' in i && opened.isCacheFile(i.path)))
    throw new UsageError(`--cache-location ${cache.location} names a file this lint checks; name another`);
  return opened;
}

/**
 * `finish` a result at a time, for the text format: each result is given its rule levels, capped,
 * filtered by --quiet and written as it comes (its text dropped then), and only the totals are
 * kept. What it writes, then the `output` of `end`, is what `finish` renders for the same results
 * (test/cli/lint-stream.test.ts holds them to that).
 */
function reportStream(options: LintOptions, write: (text: string) => void) {
  const fails = (severity: string) => severity === 'error' || (options.strict && severity === 'warning');
  const rules = options.rules;
  const text = textStream({ color: options.color, strict: options.strict, rulesHelp: rulesHelp() });
  const summary: Summary = { files: 0, errors: 0, warnings: 0, infos: 0 };
  const visible: Summary = { files: 0, errors: 0, warnings: 0, infos: 0 };
  return {
    add(result: FileResult, source: string | undefined): void {
      const listed = capFindings(rules ? withLevels(result, rules) : result);
      addTotals(summary, listed);
      const shown = options.quiet ? quieted(listed, fails) : listed;
      if (options.quiet) addTotals(visible, shown);
      const blocks = text.result(shown, source);
      if (blocks !== '') write(blocks);
    },
    end(ioFailed: boolean): { output: string; exitCode: number; tooManyWarnings?: number } {
      const seen = options.quiet ? visible : summary;
      const hidden = summary.errors + summary.warnings + summary.infos - seen.errors - seen.warnings - seen.infos;
      return verdict(text.end(seen, hidden), summary, options, ioFailed);
    },
  };
}

/** Adds the totals of one result to `into` (`totals` of all results, one at a time). */
function addTotals(into: Summary, result: FileResult): void {
  const one = totals([result]);
  into.files += one.files;
  into.errors += one.errors;
  into.warnings += one.warnings;
  into.infos += one.infos;
  if (one.skipped !== undefined) into.skipped = (into.skipped ?? 0) + one.skipped;
  if (one.records !== undefined) into.records = (into.records ?? 0) + one.records;
  if (one.invalid !== undefined) into.invalid = (into.invalid ?? 0) + one.invalid;
  if (one.types !== undefined) {
    into.types ??= {};
    for (const type of Object.keys(one.types)) into.types[type] = (into.types[type] ?? 0) + one.types[type]!;
  }
}

const rulesHelp = () => `'agentconf rules CODE' explains a code and how to fix it; all codes: ${rulesPage}`;

/** The exit code of a rendered report, and --max-warnings. */
function verdict(
  output: string,
  summary: Summary,
  options: Pick<LintOptions, 'strict' | 'maxWarnings'>,
  ioFailed: boolean,
): { output: string; exitCode: number; tooManyWarnings?: number } {
  const exitCode = exitCodeOf(summary, options.strict, ioFailed);
  if (exitCode === 0 && options.maxWarnings !== undefined && summary.warnings > options.maxWarnings)
    return { output, exitCode: 1, tooManyWarnings: summary.warnings };
  return { output, exitCode };
}

const settingsFile = /(^|[\\/])\.agentconf\.(json|ya?ml)$/;

/** Whether an input is left out by an ignore pattern: a file by its path, stdin by `--stdin-filename`. */
function isIgnored(input: ReturnType<typeof expandInputs>[number], ignored: (file: string) => boolean, stdinFilename: string | undefined): boolean {
  if ('stdin' in input) return stdinFilename !== undefined && ignored(stdinFilename);
  return 'path' in input && ignored(input.path);
}

/** The warning on a file named on the command line that an ignore pattern leaves out. */
function ignoredFile(file: string): FileResult {
  const message = 'file ignored because of a matching ignore pattern; use --no-ignore to check it';
  return { file, diagnostics: [{ severity: 'warning', code: 'file/ignored', message, pointer: '' }] };
}

/** Standard input under the name `--stdin-filename` gives it. */
function renamed<T extends { name: string }>(read: T, name: string | undefined): T {
  return name === undefined ? read : { ...read, name };
}

/** The variables' findings, first in the results, with their texts for code frames. */
export function addFindings(findings: readonly VariableFindings[], results: FileResult[], sources: Map<string, string>): void {
  for (const f of findings) {
    results.push(f.result);
    if (f.text !== undefined) sources.set(f.result.file, f.text);
  }
}

/** Applies --quiet, renders, and picks the exit code (shared with the deployment lint). */
export function finish(
  results: FileResult[],
  sources: ReadonlyMap<string, string>,
  options: Pick<LintOptions, 'formatter' | 'strict' | 'quiet' | 'color' | 'version' | 'rules' | 'maxWarnings'>,
  ioFailed = false,
): { output: string; exitCode: number; tooManyWarnings?: number } {
  // --quiet shows what fails the run: errors, and under --strict warnings too.
  const fails = (severity: string) => severity === 'error' || (options.strict && severity === 'warning');
  const rules = options.rules;
  const leveled = rules ? results.map((r) => withLevels(r, rules)) : results;
  const listed = leveled.map(capFindings);
  // Files that are no agent config are counted in the summary, not listed.
  const checked = listed.some((r) => r.skipped) ? listed.filter((r) => !r.skipped) : listed;
  const shown = options.quiet ? checked.map((r) => quieted(r, fails)) : checked;
  const summary = totals(listed);
  const visible = options.quiet ? { ...totals(shown), ...(summary.skipped ? { skipped: summary.skipped } : {}) } : summary;
  const hidden = summary.errors + summary.warnings + summary.infos - visible.errors - visible.warnings - visible.infos;
  const output = options.formatter(shown, {
    color: options.color,
    sources,
    version: options.version,
    strict: options.strict,
    timestamp: reportTimestamp(),
    hidden,
    summary,
    shown: visible,
    rulesHelp: rulesHelp(),
    // Only SARIF output names it: a URL parse is not paid by every run.
    get baseUri() {
      return pathToFileURL(process.cwd() + sep).href;
    },
  });
  return verdict(output, summary, options, ioFailed);
}

/** What --quiet shows of a result: the findings that fail the run, and how its kind was told only beside them. */
function quieted(result: FileResult, fails: (severity: string) => boolean): FileResult {
  const { kindFrom, ...rest } = result;
  const diagnostics = result.diagnostics.filter((d) => fails(d.severity));
  return kindFrom === undefined || diagnostics.length === 0 ? { ...rest, diagnostics } : { ...rest, kindFrom, diagnostics };
}

/** A result with the rule levels in force for its file. */
function withLevels(result: FileResult, rules: RunRules): FileResult {
  const diagnostics = applyRuleLevels(result.diagnostics, rules.levelsFor(result.file, result.commandLine));
  return diagnostics === result.diagnostics ? result : { ...result, diagnostics };
}
