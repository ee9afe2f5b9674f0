/**
 * Every SARIF log agentconf writes is valid by the official SARIF 2.1.0 schema (test/format/data/,
 * from the OASIS repository) and meets what GitHub code scanning asks beyond it: a location with
 * a base for every result, partial fingerprints, rules with help links. The logs come from the
 * real command: plugin configs, a deployment, --var findings, standard input, records.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerSchema, validate } from '@hyperjump/json-schema/draft-04';
import { agentconf, repo } from '../support/cli.js';

const schema = JSON.parse(readFileSync(join(repo, 'test/format/data/sarif-schema-2.1.0.json'), 'utf8'));
const id = 'https://agentconf.test/sarif-schema-2.1.0.json';
registerSchema({ ...schema, id }, id);

const runs: [string, string[], string?][] = [
  ['configs with errors, warnings and an undetected kind', ['lint', '--format', 'sarif', 'fixtures/cli']],
  ['a deployment', ['lint', '--format', 'sarif', '--root', 'fixtures/deploy/library-variable/root']],
  ['a --var finding', ['lint', '--format', 'sarif', 'fixtures/cli/netify-sink-ubus.json', '--var', 'path_x=${path_nope}']],
  ['standard input', ['lint', '--format', 'sarif', '-'], '{"channels": {"a": {"path": "x", "function": "notify", "enabel": true}}}'],
  [
    'standard input named',
    ['lint', '--format', 'sarif', '--stdin-filename', 'netify-sink-ubus.json', '-'],
    '{"channels": {"a": {"path": "x", "function": "notify", "enabel": true}}}',
  ],
  ['records', ['records', '--format', 'sarif', '-'], '{"type":"agent_status"}\n[1]\n'],
];

describe('SARIF against the official 2.1.0 schema', () => {
  it.each(runs)('%s', async (_, args, stdin) => {
    const run = agentconf(args, stdin === undefined ? {} : { stdin });
    // records - prints each finding to stderr as it arrives (standard input may be a live socket).
    if (args[0] !== 'records') expect(run.stderr).toBe('');
    const log = JSON.parse(run.stdout);
    const output = await validate(id, log);
    expect(output.valid, JSON.stringify((output as { errors?: unknown[] }).errors?.slice(0, 3))).toBe(true);
    const [sarifRun] = log.runs;
    expect(sarifRun.results.length).toBeGreaterThan(0);
    for (const result of sarifRun.results) {
      const location = result.locations?.[0]?.physicalLocation?.artifactLocation;
      expect(location, JSON.stringify(result)).toBeDefined();
      if (!/^(urn|file):/.test(location.uri)) expect(location.uriBaseId).toBe('%SRCROOT%');
      expect(result.partialFingerprints?.['agentconf/v1']).toMatch(/^[0-9a-f]{16}$/);
    }
    // The help is in the rule itself: no link to a site the project does not have.
    for (const rule of sarifRun.tool.driver.rules) {
      expect(rule.helpUri).toBeUndefined();
      expect(rule.help.markdown).toContain('**Fix:**');
    }
  });

  it('the schema is strict enough to refuse a broken log', async () => {
    expect((await validate(id, { version: '2.1.0', runs: [{ tool: {} }] })).valid).toBe(false);
  });
});
