/**
 * One input of `agentconf lint`, from its place in the input list to the result the report gets:
 * read, check, cap. Pure but for reading the file, so the same code runs on the main thread and
 * in the helper threads of a large lint (`threads.ts`), with the same results.
 */
import { checkParsed, type CheckInput } from '../plugins/check.js';
import { checkTextWith } from '../deploy/text.js';
import { formatOfPath, parseJsonText, type SourceFormat } from '../core/parse/index.js';
import type { FileResult } from '../core/report.js';
import type { Input } from '../files/inputs.js';
import type { KindId } from '../plugins/kinds.js';
import { readFileInput, stdinName, type InputRead } from '../files/read.js';
import { fastCheck } from '../plugins/fast.js';
import { unknownMemberFindings } from '../plugins/express/findings.js';
import { internalError } from '../core/safety.js';
import { capFindings } from './cap.js';
import { laneWalk } from './lane.js';

/** What checking one file needs: plain data, so it can be handed to another thread. */
export interface FileLintOptions {
  kind?: KindId;
  variables: Record<string, string>;
  /** The paths the command was given (a file named there is not told how to leave it out). */
  paths: readonly string[];
  /** `--error-on-non-config`: a file a walk found that is no agent config is checked (and gets `kind/undetected`), not skipped. */
  errorOnNonConfig?: boolean;
}

/** What one input gave the report: its result, its text when it has findings (for code frames). */
export interface Linted {
  result: FileResult;
  text?: string;
  /** The input could not be read (exit code 2). */
  ioFailed?: true;
  /** Its text, too long to hold until the report gets to it, is to be read again for code frames (`threads.ts`). */
  readAgain?: true;
  /** Which findings are notes of findings left off, and how many each stands for, once copied from another thread (`leftOffCounts`). */
  leftOff?: [number, number][];
}

/** An input that is a file, a folder with nothing to check, or an entry that cannot be read. */
export type FileSideInput = Exclude<Input, { stdin: true }>;

const ioProblem = (file: string, message: string): Linted => ({
  result: { file, diagnostics: [{ severity: 'error', code: 'io/read', message, pointer: '' }] },
  ioFailed: true,
});

/**
 * One input that is not standard input, checked: synchronous for a JSON config (a folder of
 * configs does not wait a turn per file), a promise for the rest (YAML, loader files). `read`:
 * the file's read when it was read ahead (`read-ahead.ts`).
 */
export function lintInput(input: FileSideInput, options: FileLintOptions, read?: InputRead): Linted | Promise<Linted> {
  if ('emptyFolder' in input) return ioProblem(input.emptyFolder, 'the folder holds no *.json, *.yaml or *.yml file to check');
  if ('unreadable' in input) return ioProblem(input.unreadable, input.problem);
  read ??= readFileInput(input);
  if ('error' in read) return readFailure(read);
  return lintText(read.name, read.text, options, false);
}

/** A file that could not be read, or whose bytes are not UTF-8 text. */
export function readFailure(read: Extract<InputRead, { error: string }>): Linted {
  if (read.problem === 'io') return ioProblem(read.name, `cannot read the file: ${read.error}`);
  return {
    result: {
      file: read.name,
      diagnostics: [{ severity: 'error', code: 'parse/syntax', message: `the file ${read.error}`, pointer: '', line: 1, column: 1 }],
    },
  };
}

/**
 * A text read from `name` (standard input when `stdin`), checked, its findings bounded at once
 * (a folder of huge configs holds one file's findings in full at a time).
 */
export function lintText(name: string, text: string, options: FileLintOptions, stdin: boolean): Linted | Promise<Linted> {
  // What a folder walk found may be no agent config (package.json); what was named is checked.
  const skip = !stdin && !options.errorOnNonConfig && !options.paths.includes(name);
  if (!stdin && name !== stdinName && formatOfPath(name) === 'json' && !isLoaderName(name)) {
    return linted(checkJsonFile(name, text, options, skip), text, options, stdin);
  }
  return checkOne(name, text, options, skip).then((result) => linted(result, text, options, stdin));
}

function linted(checked: FileResult, text: string, options: FileLintOptions, stdin: boolean): Linted {
  const result = capFindings(checked);
  // Standard input is named, not found in a walk: no ignore pattern to suggest.
  const out: Linted = { result: stdin ? result : walked(result, options.paths) };
  if (result.diagnostics.length > 0) out.text = text;
  return out;
}

/**
 * A file found in a folder walk whose kind cannot be told stays an error (it may be a config with
 * a misspelt name), with the way to leave out what is no config at all.
 */
function walked(result: FileResult, named: readonly string[]): FileResult {
  if (named.includes(result.file) || !result.diagnostics.some((d) => d.code === 'kind/undetected')) return result;
  const name = result.file.replace(/^.*[\\/]/, '');
  const suggestion = `not a plugin config? leave it out with --ignore-pattern ${name} or "ignorePatterns" in .agentconf.json`;
  return { ...result, diagnostics: result.diagnostics.map((d) => (d.code === 'kind/undetected' && d.suggestion === undefined ? { ...d, suggestion } : d)) };
}

/** One file through the pipeline; a failure of agentconf itself is that file's finding alone. */
async function checkOne(file: string, text: string, options: FileLintOptions, skip: boolean): Promise<FileResult> {
  const named = file === stdinName ? {} : { filename: file };
  const {
    type: _type,
    format: _format,
    effective: _effective,
    ...result
  } = await checkTextWith(
    text,
    { ...named, variables: options.variables, ...(options.kind ? { kind: options.kind } : {}), ...(skip ? { skipNonConfig: true } : {}) },
    { fastCheck, effective: false, unnamed: stdinName },
  );
  return result;
}

/** A loader file (`plugins.d/*.conf`) by its name: checked as the agent's loader reads it. */
const isLoaderName = (file: string) => /\.conf$/i.test(file);

/** `checkOne` for a JSON file: synchronous, so a folder of configs does not wait a turn per file. */
function checkJsonFile(file: string, text: string, options: FileLintOptions, skip: boolean): FileResult {
  try {
    const parsed = parseJsonText(text);
    // A config its kind's express grammar takes has no finding, or only those of members nobody
    // reads (`plugins/express/`, `lane.ts`).
    const lane = laneWalk(file, text, parsed, options);
    if (lane !== undefined) {
      if (lane.others.length === 0) return { file, kind: lane.kind, diagnostics: [] };
      const diagnostics = unknownMemberFindings(lane.kind, text, parsed, options.variables, lane.others);
      if (diagnostics !== undefined) return { file, kind: lane.kind, diagnostics };
    }
    // Nothing here uses the value after the check: the effective-config steps (run when the text
    // names a variable) may change it in place instead of working on a copy.
    parsed.copy = () => parsed.value;
    const input = checkInput(file, text, 'json', options);
    if (skip) input.skipNonConfig = true;
    return checkParsed(input, parsed).result;
  } catch (error) {
    return { file, diagnostics: [internalError(error)] };
  }
}

function checkInput(file: string, text: string, format: SourceFormat, options: FileLintOptions): CheckInput {
  const input: CheckInput = { file, text, format, variables: options.variables, effective: false, fastCheck };
  if (options.kind) input.kind = options.kind;
  return input;
}
