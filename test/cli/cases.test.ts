/**
 * The CLI's output checks as data: every fixtures/cli/cases/<command>/<name>.json runs the real
 * `agentconf` with its `args` (and `stdin`, when given) in the repository folder, with no colour,
 * and must print exactly its `stdout` and `stderr` and exit with its `status`. An output is a
 * string, or a list of lines each ended by a newline. Adding a case needs no code.
 */
import { describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { cliCaseKeys, cliCases, outputText } from '../support/cli-cases.js';

const cases = cliCases();

describe('CLI cases', () => {
  it('has cases, each with only the known keys', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const { name, kase } of cases) {
      expect(
        Object.keys(kase).filter((k) => !cliCaseKeys.includes(k)),
        name,
      ).toEqual([]);
      expect(Array.isArray(kase.args), `${name}: args`).toBe(true);
      expect(Number.isInteger(kase.status), `${name}: status`).toBe(true);
    }
  });

  it.each(cases.map(({ name, kase }) => [`${name}: ${kase.title}`, kase] as const))('%s', (_, kase) => {
    const run = agentconf(kase.args, kase.stdin !== undefined ? { stdin: kase.stdin } : {});
    expect(run).toEqual({ stdout: outputText(kase.stdout), stderr: outputText(kase.stderr), status: kase.status });
  });
});
