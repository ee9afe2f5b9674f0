/**
 * Every JUnit report agentconf writes is valid by the common JUnit XSD (test/format/data/JUnit.xsd,
 * the Apache Ant schema Jenkins reads, from windyroad/JUnit-Schema), checked by xmllint. The
 * reports come from the real command: the invalid examples (errors, warnings, an undetected
 * kind), the same under --strict, a deployment, standard input, records. Without xmllint (Debian's
 * libxml2-utils) the test is skipped.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { agentconf, repo } from '../support/cli.js';

const xsd = join(repo, 'test/format/data/JUnit.xsd');
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'agentconf-junit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const runs: [string, string[], string?][] = [
  ['the invalid examples', ['lint', '--format', 'junit', 'examples/invalid']],
  ['the invalid examples under --strict', ['lint', '--format', 'junit', '--strict', 'examples/invalid', 'fixtures/cli']],
  ['a clean run', ['lint', '--format', 'junit', 'examples/valid']],
  ['a deployment', ['lint', '--format', 'junit', '--root', 'fixtures/deploy/library-variable/root']],
  ['standard input', ['lint', '--format', 'junit', '-'], '{"channels": {"a": {"path": "x", "function": "notify", "enabel": true}}}'],
  ['records', ['records', '--format', 'junit', '-'], '{"type":"agent_status"}\n[1]\n'],
];

/** xmllint's verdict on a report: its status and what it said. */
function validate(name: string, xml: string) {
  const file = join(dir, `${name.replace(/\W+/g, '-')}.xml`);
  writeFileSync(file, xml);
  return spawnSync('xmllint', ['--noout', '--schema', xsd, file], { encoding: 'utf8' });
}

describe.skipIf(!hasXmllint)('JUnit against the common JUnit XSD', () => {
  it.each(runs)('%s', (name, args, stdin) => {
    const run = agentconf(args, stdin === undefined ? {} : { stdin });
    expect(run.stdout, run.stderr).toContain('<testcase ');
    const check = validate(name, run.stdout);
    expect(check.stderr).toMatch(/validates$/m);
    expect(check.status).toBe(0);
  });

  it('the schema is strict enough to refuse a report with output inside a test case', () => {
    const xml = agentconf(['lint', '--format', 'junit', 'examples/invalid']).stdout.replace('</failure>', '</failure><system-out>x</system-out>');
    expect(validate('broken', xml).status).not.toBe(0);
  });
});
