/**
 * The CLI's output checks as data: every fixtures/cli/cases/<command>/<name>.json runs the real
 * `agentconf` with its `args` (and `stdin`, when given) in the repository folder, with no colour,
 * and must print exactly its `stdout` and `stderr` and exit with its `status`. An output is a
 * string, or a list of lines each ended by a newline. Adding a case needs no code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { fixturesDir } from '../support/paths.js';

/** What a case file holds. */
interface CliCase {
  /** What the case shows, for the test name. */
  title: string;
  args: string[];
  stdin?: string;
  stdout: string | string[];
  stderr: string | string[];
  status: number;
}

const casesDir = join(fixturesDir, 'cli', 'cases');
const keys = ['title', 'args', 'stdin', 'stdout', 'stderr', 'status'];

/** Every case file under `dir`, sorted. */
function caseFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? caseFiles(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));
}

/** An expected output as the exact text: a list of lines each ends with a newline. */
const text = (output: string | string[]) => (Array.isArray(output) ? output.map((line) => `${line}\n`).join('') : output);

const cases = caseFiles(casesDir).map((path) => ({ name: relative(casesDir, path).replace(/\.json$/, ''), kase: JSON.parse(readFileSync(path, 'utf8')) as CliCase }));

describe('CLI cases', () => {
  it('has cases, each with only the known keys', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const { name, kase } of cases) {
      expect(Object.keys(kase).filter((k) => !keys.includes(k)), name).toEqual([]);
      expect(Array.isArray(kase.args), `${name}: args`).toBe(true);
      expect(Number.isInteger(kase.status), `${name}: status`).toBe(true);
    }
  });

  it.each(cases.map(({ name, kase }) => [`${name}: ${kase.title}`, kase] as const))('%s', (_, kase) => {
    const run = agentconf(kase.args, kase.stdin !== undefined ? { stdin: kase.stdin } : {});
    expect(run).toEqual({ stdout: text(kase.stdout), stderr: text(kase.stderr), status: kase.status });
  });
});
