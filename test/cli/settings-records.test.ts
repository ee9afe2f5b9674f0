/**
 * `records` reads the settings file as lint does (issue 22): found from the working folder
 * upwards or given with --config; its rule levels (and per-file overrides, matched against the
 * stream's path) apply to the findings, totals and exit code; its options give --agent,
 * --format and --strict; the command line wins.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { agentconf, repo } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

const temp = tempDir('agentconf-settings-records-');
afterAll(() => temp.remove());

const record = (path: string) => JSON.parse(readFileSync(join(repo, 'fixtures/records', path), 'utf8')) as Record<string, unknown>;
/** A valid record with one member the interface does not list: one key/unknown warning. */
const unknownKey = JSON.stringify({ ...record('agent_status/valid/sample.json'), unlisted_member: 1 }) + '\n';
/** An agent 5.0 agent_status: clean as detected (or under --agent 5.0), errors under --agent 5.2. */
const release50 = JSON.stringify(record('agent_status/invalid/agent-5.0-shape.json')) + '\n';

/** A project with `.agentconf.yaml` holding `settings` and the two streams, and a folder below it to run in. */
function project(name: string, settings?: string): string {
  const dir = temp.path(name);
  mkdirSync(join(dir, 'below', 'captures'), { recursive: true });
  if (settings !== undefined) writeFileSync(join(dir, '.agentconf.yaml'), settings);
  writeFileSync(join(dir, 'below', 'captures', 'status.ndjson'), unknownKey);
  writeFileSync(join(dir, 'below', 'old.ndjson'), release50);
  return join(dir, 'below');
}

interface Report {
  results: { file: string; diagnostics: { severity: string; code: string }[] }[];
  summary: { errors: number; warnings: number; infos: number; invalid: number };
}
const codes = (stdout: string) => (JSON.parse(stdout) as Report).results.flatMap((r) => r.diagnostics.map((d) => `${r.file}: ${d.severity} ${d.code}`));

describe('records and the settings file', () => {
  it('without one: the key/unknown warning, and the 5.0 record judged by the release it shows', () => {
    const cwd = project('none');
    expect(codes(agentconf(['records', '--format', 'json', 'captures/status.ndjson'], { cwd }).stdout)).toEqual([
      'captures/status.ndjson: warning key/unknown',
    ]);
    expect(agentconf(['records', 'old.ndjson'], { cwd }).status).toBe(0);
  });

  it('a rule set to off, found upwards, drops the finding; its format and agent apply', () => {
    const cwd = project('off', 'rules:\n  key/unknown: off\noptions:\n  format: json\n  agent: "5.2"\n');
    const run = agentconf(['records', 'captures/status.ndjson'], { cwd });
    expect(codes(run.stdout)).toEqual([]);
    expect((JSON.parse(run.stdout) as Report).summary).toMatchObject({ errors: 0, warnings: 0, invalid: 0 });
    expect(run.status).toBe(0);
    // The file's agent 5.2 judges the 5.0 record by 5.2; the command line's --agent 5.0 wins.
    expect(agentconf(['records', 'old.ndjson'], { cwd }).status).toBe(1);
    expect(agentconf(['records', '--agent', '5.0', 'old.ndjson'], { cwd }).status).toBe(0);
  });

  it('per-file overrides match the stream path; --rule wins over both; strict fails on a warning', () => {
    const cwd = project(
      'overrides',
      'options:\n  strict: true\n  format: json\nrules:\n  key/*: error\noverrides:\n  - files: ["captures/**"]\n    rules: { key/unknown: warning }\n',
    );
    writeFileSync(join(cwd, 'elsewhere.ndjson'), unknownKey);
    const run = agentconf(['records', 'captures/status.ndjson', 'elsewhere.ndjson'], { cwd });
    // The overrides' globs are relative to the settings file's folder, one above.
    expect(codes(run.stdout)).toEqual(['captures/status.ndjson: error key/unknown', 'elsewhere.ndjson: error key/unknown']);
    const fromBelow = project('overrides-below', 'options:\n  format: json\noverrides:\n  - files: ["below/captures/**"]\n    rules: { key/unknown: info }\n');
    const below = agentconf(['records', 'captures/status.ndjson'], { cwd: fromBelow });
    expect(codes(below.stdout)).toEqual(['captures/status.ndjson: info key/unknown']);
    expect(below.status).toBe(0);
    const line = agentconf(['records', '--rule', 'key/unknown=warning', 'elsewhere.ndjson'], { cwd });
    expect(codes(line.stdout)).toEqual(['elsewhere.ndjson: warning key/unknown']);
    expect(line.status).toBe(1);
  });

  it('--config names the file; standard input takes its own rules', () => {
    const file = temp.path('records.agentconf.yaml');
    writeFileSync(file, 'rules:\n  key/unknown: info\noverrides:\n  - files: ["**"]\n    rules: { key/unknown: off }\n');
    const run = agentconf(['records', '--config', file, '--format', 'json', '-'], { cwd: temp.dir, stdin: unknownKey });
    expect(codes(run.stdout)).toEqual(['<stdin>: info key/unknown']);
  });

  it('a settings file with a typo is a usage error', () => {
    const cwd = project('typo', 'rulez: {}\n');
    const run = agentconf(['records', 'old.ndjson'], { cwd });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/rulez/);
  });
});
