/**
 * The quick way of `agentconf lint FILE.json`, with nothing else on the command line: when no
 * settings file applies and the express lane reports the file clean (`src/lint/lane.ts`), the
 * command prints what it would print and exits 0 without loading itself (dist/cli/main.cjs, about
 * 450 KB and its code cache, several times the lint of one config). Built as dist/cli/quick.cjs,
 * with a code cache of its own, and loaded by the installed command (`bin.ts`) only for such a
 * command line. Anything else (a finding, a file that cannot be read, a folder, a glob, a settings
 * file) goes to the command, which checks and reports it as always: this says only "no problems",
 * read, parsed and judged by the very functions the command runs for it, and says it only where
 * the command would (test/cli/quick.test.ts holds both to the same output on every config file of
 * the repository).
 */
import { parseJsonText, formatOfPath } from '../core/parse/index.js';
import { variablesOf } from '../deploy/variables-of.js';
import { expandInputs } from '../files/inputs.js';
import { readFileInput } from '../files/read.js';
import { textStream } from '../format/text.js';
import { totals } from '../lint/cap.js';
import { laneWalk } from '../lint/lane.js';
import type { FileResult } from '../core/report.js';
import { findSettings } from './settings/find.js';
import { mayBeQuick } from './quick-line.js';
import { OutputWriter, useColor } from './stdio.js';

/**
 * The longest text the quick way parses. What it saves is a start (about 4 ms); a text it does not
 * answer is parsed again by the command, so a large one would cost more than that: a 7 MB config
 * with findings took 0.3-0.6 s more.
 */
const MAX_QUICK_CHARS = 256 * 1024;

/**
 * Answers `argv` (without node and the script), run in `cwd`, when the quick way can: writes the
 * report, sets exit code 0 and returns true. False when the command must run.
 */
export async function quickLint(argv: readonly string[], cwd: string): Promise<boolean> {
  const report = await quickReport(argv, cwd);
  if (report === undefined) return false;
  const out = new OutputWriter(1);
  out.write(report);
  out.flush();
  process.exitCode = out.failed ? 2 : 0;
  return true;
}

/** The report of `agentconf lint` for `argv`, run in `cwd`, when the quick way answers it (the exit code is then 0); undefined when the command must run. */
export async function quickReport(argv: readonly string[], cwd: string): Promise<string | undefined> {
  if (!mayBeQuick(argv)) return undefined;
  try {
    // A settings file may set rule levels, ignore patterns, variables, the format: the command reads it.
    if (findSettings(cwd) !== undefined) return undefined;
    const inputs = expandInputs([argv[1]!]);
    // The file named itself: not a folder of that name, nor what a glob matched.
    const input = inputs.length === 1 ? inputs[0]! : undefined;
    if (input === undefined || !('path' in input) || input.path !== argv[1]) return undefined;
    const read = readFileInput(input);
    if ('error' in read || formatOfPath(read.name) !== 'json' || read.text.length > MAX_QUICK_CHARS) return undefined;
    const { variables } = variablesOf(undefined, {});
    const lane = laneWalk(read.name, read.text, parseJsonText(read.text), { variables });
    if (lane === undefined || lane.others.length > 0) return undefined;
    const result: FileResult = { file: read.name, kind: lane.kind, diagnostics: [] };
    // As the command's report streams it (src/cli/run/lint.ts): the result's blocks (none), then the end.
    const report = textStream({ color: await useColor(1), strict: false });
    return report.result(result, undefined) + report.end(totals([result]), 0);
  } catch {
    // The command says what went wrong.
    return undefined;
  }
}
