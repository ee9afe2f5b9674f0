/**
 * The CLI cases: fixtures/cli/cases/<command>/<name>.json, each the arguments (and standard input)
 * of one `agentconf` run and exactly what it prints and how it exits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fixturesDir } from './paths.js';

/** What a case file holds. An output is a string, or a list of lines each ended by a newline. */
export interface CliCase {
  /** What the case shows, for the test name. */
  title: string;
  args: string[];
  stdin?: string;
  stdout: string | string[];
  stderr: string | string[];
  status: number;
}

/** The keys a case file may have. */
export const cliCaseKeys = ['title', 'args', 'stdin', 'stdout', 'stderr', 'status'];

const casesDir = join(fixturesDir, 'cli', 'cases');

/** Every case file under `dir`, sorted. */
function caseFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? caseFiles(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));
}

/** Every CLI case, named by its path under fixtures/cli/cases/ without `.json`. */
export function cliCases(): { name: string; kase: CliCase }[] {
  return caseFiles(casesDir).map((path) => ({
    name: relative(casesDir, path).replace(/\.json$/, ''),
    kase: JSON.parse(readFileSync(path, 'utf8')) as CliCase,
  }));
}

/** An expected output as the exact text. */
export const outputText = (output: string | string[]): string => (Array.isArray(output) ? output.map((line) => `${line}\n`).join('') : output);
