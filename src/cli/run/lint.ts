/** `agentconf lint`: the options to the lint engine (src/lint/), its results to one formatter, one exit code. */
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FileResult, Summary } from '../../core/report.js';
import type { KindId } from '../../plugins/kinds.js';
import type { VariableFindings } from '../../deploy/caller-variables.js';
import type { Formatter } from '../../format/index.js';
import { formatText, textStream } from '../../format/text.js';
import { rulesPage } from '../../format/rule-docs.js';
import type { RunRules } from '../settings/apply.js';
import { totals } from '../../lint/cap.js';
import { exitCodeOf } from './verdict.js';
import type { FixMode } from '../../lint/fix.js';
import type { Concurrency } from '../../lint/threads.js';
import type { CacheStrategy } from '../../lint/cache.js';
import { LintEngine } from '../../lint/engine.js';
import { isLintEngineError } from '../../lint/errors.js';
import { settled } from '../../lint/run.js';
import { UsageError } from '../usage.js';
import { reportTimestamp } from '../report-time.js';
import { printable } from '../../core/printable.js';

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

/** Runs the lint on the engine (src/lint/); returns the text to print and the exit code. */
export async function runLint(options: LintOptions): Promise<{ output: string; exitCode: number; notes?: string; tooManyWarnings?: number }> {
  const results: FileResult[] = [];
  const sources = new Map<string, string>();
  // The text format's dry run is the diff alone; another format reports the texts as the fixes would leave them.
  const diffOnly = options.fix === 'dry-run' && options.formatter === formatText;
  // A diff alone lists the errors met besides on stderr, at the severities the checks gave them.
  const rules = diffOnly && options.rules ? { levelsFor: () => ({}), ignored: options.rules.ignored.bind(options.rules) } : options.rules;
  addFindings(options.findings, results, sources, diffOnly ? undefined : (r) => settled(r, rules));
  const stream =
    options.write !== undefined && options.fix === undefined && options.formatter === formatText ? reportStream(options, options.write) : undefined;
  if (stream) {
    for (let i = 0; i < results.length; i++) stream.add(results[i]!, sources.get(results[i]!.file));
    results.length = 0;
    sources.clear();
  }
  const engine = usage(
    () =>
      new LintEngine({
        variables: options.variables,
        ...(options.kind ? { kind: options.kind } : {}),
        ...(rules ? { rules } : {}),
        ...(options.noIgnore ? { noIgnore: true } : {}),
        ...(options.errorOnNonConfig ? { errorOnNonConfig: true } : {}),
        ...(options.concurrency ? { concurrency: options.concurrency } : {}),
        ...(options.cache ? { cache: options.cache } : {}),
        ...(options.fix ? { fix: options.fix } : {}),
        ...(options.stdinFilename !== undefined ? { stdinFilename: options.stdinFilename } : {}),
        // Only the text format shows code frames: no other keeps the texts.
        texts: options.formatter === formatText,
      }),
  );
  let diffs = '';
  let fixNotes = '';
  const run = usage(() => engine.iterateFiles(options.paths));
  try {
    for await (const file of run) {
      if (file.fix) {
        diffs += file.fix.diff;
        fixNotes += file.fix.note;
        if (diffOnly) continue;
      }
      if (stream) stream.add(file.result, file.text);
      else {
        results.push(file.result);
        if (file.text !== undefined) sources.set(file.result.file, file.text);
      }
    }
  } catch (error) {
    throw asUsage(error);
  }
  const notes = fixNotes + run.notes;
  const ioFailed = run.ioFailed;
  // A dry run is a diff, as `git diff --exit-code` gives it: 1 when a file would change. In another
  // format than text, the report (of the texts as fixed) is the output, and the diff goes to stderr.
  if (diffOnly) {
    let errors = '';
    for (const r of results) for (const d of r.diagnostics) if (d.severity === 'error') errors += `${printable(r.file)}: ${printable(d.message)}\n`;
    return { output: diffs, exitCode: ioFailed ? 2 : diffs ? 1 : 0, notes: notes + errors };
  }
  if (options.fix === 'dry-run') {
    const reported = finish(results, sources, options, ioFailed);
    return { ...reported, exitCode: reported.exitCode === 0 && diffs ? 1 : reported.exitCode, notes: notes + diffs };
  }
  return { ...(stream ? stream.end(ioFailed) : finish(results, sources, options, ioFailed)), notes };
}

/** `make()`, with an option the lint engine refuses as a usage error (exit code 2, one line). */
function usage<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    throw asUsage(error);
  }
}

/** An option the lint engine refuses as a usage error; any other error as it is. */
const asUsage = (error: unknown): unknown => (isLintEngineError(error) ? new UsageError(error.message) : error);

/**
 * `finish` a result at a time, for the text format: each result (the engine has applied its rule
 * levels and capped it) is filtered by --quiet and written as it comes (its text dropped then),
 * and only the totals are kept. What it writes, then the `output` of `end`, is what `finish` renders for the same results
 * (test/cli/lint-stream.test.ts holds them to that).
 */
function reportStream(options: LintOptions, write: (text: string) => void) {
  const fails = (severity: string) => severity === 'error' || (options.strict && severity === 'warning');
  const text = textStream({ color: options.color, strict: options.strict, rulesHelp: rulesHelp() });
  const summary: Summary = { files: 0, errors: 0, warnings: 0, infos: 0 };
  const visible: Summary = { files: 0, errors: 0, warnings: 0, infos: 0 };
  return {
    add(result: FileResult, source: string | undefined): void {
      addTotals(summary, result);
      const shown = options.quiet ? quieted(result, fails) : result;
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

/** The variables' findings, first in the results (each through `settle`, when given), with their texts for code frames. */
export function addFindings(
  findings: readonly VariableFindings[],
  results: FileResult[],
  sources: Map<string, string>,
  settle?: (result: FileResult) => FileResult,
): void {
  for (const f of findings) {
    results.push(settle ? settle(f.result) : f.result);
    if (f.text !== undefined) sources.set(f.result.file, f.text);
  }
}

/** Applies --quiet to results the engine gave (rule levels applied, bounded), renders, and picks the exit code (shared with the deployment lint). */
export function finish(
  results: FileResult[],
  sources: ReadonlyMap<string, string>,
  options: Pick<LintOptions, 'formatter' | 'strict' | 'quiet' | 'color' | 'version' | 'maxWarnings'>,
  ioFailed = false,
): { output: string; exitCode: number; tooManyWarnings?: number } {
  // --quiet shows what fails the run: errors, and under --strict warnings too.
  const fails = (severity: string) => severity === 'error' || (options.strict && severity === 'warning');
  const listed = results;
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
