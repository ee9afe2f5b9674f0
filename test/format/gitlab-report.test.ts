/**
 * Every GitLab code quality report agentconf writes meets what GitLab's documentation asks of one
 * ("Code Quality report format", docs.gitlab.com/ee/ci/testing/code_quality.html): a JSON array of
 * objects with `description`, `check_name`, `fingerprint` (unique), `severity` (info, minor,
 * major, critical or blocker) and `location.path` (relative to the repository, without `./`) with
 * `location.lines.begin`. GitLab publishes no JSON Schema for the report, so the schema below is
 * those sentences. The reports come from the real command: configs, a deployment, a --var finding,
 * standard input, records.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { Ajv } from 'ajv';
import { agentconf, repo } from '../support/cli.js';

const codeQualityReport = {
  type: 'array',
  items: {
    type: 'object',
    required: ['description', 'check_name', 'fingerprint', 'severity', 'location'],
    properties: {
      description: { type: 'string', minLength: 1 },
      check_name: { type: 'string', minLength: 1 },
      fingerprint: { type: 'string', minLength: 1 },
      severity: { enum: ['info', 'minor', 'major', 'critical', 'blocker'] },
      location: {
        type: 'object',
        required: ['path', 'lines'],
        properties: {
          path: { type: 'string', minLength: 1, not: { pattern: '^\\./' } },
          lines: { type: 'object', required: ['begin'], properties: { begin: { type: 'integer', minimum: 1 } } },
        },
      },
    },
  },
};
const validate = new Ajv({ strict: true, allErrors: true }).compile(codeQualityReport);

const runs: [string, string[], string?][] = [
  ['configs with errors, warnings and an undetected kind', ['lint', '--format', 'gitlab', 'fixtures/cli']],
  ['a deployment', ['lint', '--format', 'gitlab', '--root', 'fixtures/deploy/library-variable/root']],
  ['a --var finding', ['lint', '--format', 'gitlab', 'fixtures/cli/netify-sink-ubus.json', '--var', 'path_x=${path_nope}']],
  ['standard input', ['lint', '--format', 'gitlab', '-'], '{"channels": {"a": {"path": "x", "function": "notify", "enabel": true}}}'],
  ['records', ['records', '--format', 'gitlab', '-'], '{"type":"agent_status"}\n[1]\n[1]\n'],
];

describe('GitLab code quality against what GitLab documents', () => {
  it.each(runs)('%s', (_, args, stdin) => {
    const run = agentconf(args, stdin === undefined ? {} : { stdin });
    const report = JSON.parse(run.stdout) as { fingerprint: string; location: { path: string } }[];
    expect(validate(report), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(report.length).toBeGreaterThan(0);
    expect(new Set(report.map((i) => i.fingerprint)).size).toBe(report.length);
    for (const issue of report) expect(issue.location.path).not.toMatch(/^\/|\\/);
  });

  it('paths of files given absolutely are relative to the working folder', () => {
    const run = agentconf(['lint', '--format', 'gitlab', `${process.cwd()}/examples/invalid/netify-sink-http.json`]);
    for (const issue of JSON.parse(run.stdout)) expect(issue.location.path).toBe('examples/invalid/netify-sink-http.json');
  });
});

describe("the README's GitLab snippet (Add it to your CI)", () => {
  const readme = readFileSync(join(repo, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Add it to your CI\n'));
  const block = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!).find((b) => b.includes('codequality'));
  const work = mkdtempSync(join(tmpdir(), 'agentconf-gitlab-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('writes the codequality report its artifacts name, valid by what GitLab documents', () => {
    const job = (YAML.parse(block!) as Record<string, { script: string[]; artifacts: { reports: { codequality: string } } }>).agentconf!;
    cpSync(join(repo, 'fixtures/deploy/library-variable/root'), join(work, 'deploy'), { recursive: true });
    // The snippet's agentconf is the submodule .agentconf (its npm ci needs the network): this repository.
    symlinkSync(repo, join(work, '.agentconf'));
    for (const command of job.script.filter((c) => !/^npm ci\b/.test(c))) {
      const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command], {
        cwd: work,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '' },
      });
      expect(run.stderr).toBe('');
    }
    const report = JSON.parse(readFileSync(join(work, job.artifacts.reports.codequality), 'utf8'));
    expect(validate(report), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(report.length).toBeGreaterThan(0);
  });
});
