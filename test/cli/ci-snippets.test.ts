/**
 * The CI snippets of the README's "Add it to your CI" section and the Action (`action.yml`), run
 * as far as they go offline: each YAML block parses, each agentconf command in a `run:` step or a
 * GitLab `script:` runs (the installed command is the repository's build) on the examples, and
 * the Action's own steps run with its inputs as the runner would pass them. What needs the network
 * (`npm install`, `npm ci`, `uses:` of other actions) is left out.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { bin, repo } from '../support/cli.js';

const readme = readFileSync(join(repo, 'README.md'), 'utf8');
const heading = '## Add it to your CI: GitHub Action and pre-commit';
const section = readme.slice(readme.indexOf(heading), readme.indexOf('\n## ', readme.indexOf(heading) + heading.length));
const blocks = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
const version = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }).version;

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
  id?: string;
  if?: string;
}
interface Action {
  inputs: Record<string, { default?: string }>;
  runs: { using: string; steps: Step[] };
}
const action = YAML.parse(readFileSync(join(repo, 'action.yml'), 'utf8')) as Action;

const work = mkdtempSync(join(tmpdir(), 'agentconf-ci-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A checkout whose `configs/` holds the valid or the invalid examples. */
function checkout(which: 'valid' | 'invalid'): string {
  const dir = mkdtempSync(join(work, `${which}-`));
  cpSync(join(repo, 'examples', which), join(dir, 'configs'), { recursive: true });
  return dir;
}

/** A shell command as the job runs it, with `npx agentconf` the repository's build. */
function bash(command: string, cwd: string, env: Record<string, string> = {}) {
  const script = command.replace(/\bnpx (--yes )?agentconf\b/g, `node ${JSON.stringify(bin)}`);
  const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Every command of a parsed snippet: `run:` of workflow steps, `script:` of GitLab jobs. */
function commands(doc: unknown): string[] {
  if (Array.isArray(doc)) return doc.flatMap(commands);
  if (!doc || typeof doc !== 'object') return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'run' && typeof value === 'string') out.push(value);
    else if (key === 'script' && Array.isArray(value)) out.push(...value.filter((v): v is string => typeof v === 'string'));
    else out.push(...commands(value));
  }
  return out;
}

describe('the README CI snippets', () => {
  it('are YAML, four blocks: the workflow, steps without the Action, GitLab, pre-commit', () => {
    expect(blocks).toHaveLength(4);
    for (const block of blocks) expect(() => YAML.parse(block)).not.toThrow();
  });

  const all = blocks.flatMap((b) => commands(YAML.parse(b)));
  // npm install needs the network; the build it makes is the repository's own.
  const lintCommands = all.filter((c) => /\bagentconf\b/.test(c) && !/^npm install\b/.test(c));

  it('install agentconf from the release tag of the package version', () => {
    const installs = all.filter((c) => /^npm install\b/.test(c));
    expect(installs.length).toBe(2);
    for (const c of installs) expect(c).toMatch(new RegExp(`agentconf#v${version.replace(/\./g, '\\.')}(\\s|$)`));
  });

  it('run their agentconf commands: clean on valid configs, failing on invalid ones', () => {
    expect(lintCommands.length).toBeGreaterThanOrEqual(2);
    for (const command of lintCommands) {
      const clean = bash(command, checkout('valid'));
      expect({ command, status: clean.status, stderr: clean.stderr }).toEqual({ command, status: 0, stderr: '' });
      const dir = checkout('invalid');
      expect({ command, status: bash(command, dir).status }).toEqual({ command, status: 1 });
      const report = /> (\S+)$/.exec(command)?.[1];
      if (report) expect(readFileSync(join(dir, report), 'utf8')).toMatch(/^<\?xml[\s\S]*<testsuites[\s\S]*<failure/);
    }
  });

  it('pin a release tag that matches the package version, and hooks and inputs that exist', () => {
    const parsed = blocks.map((b) => YAML.parse(b) as Record<string, unknown>);
    const preCommit = parsed.find((p) => 'repos' in p) as { repos: { rev: string; hooks: { id: string }[] }[] };
    expect(preCommit.repos[0]!.rev).toBe(`v${version}`);
    const hooks = (YAML.parse(readFileSync(join(repo, '.pre-commit-hooks.yaml'), 'utf8')) as { id: string }[]).map((h) => h.id);
    for (const h of preCommit.repos[0]!.hooks) expect(hooks).toContain(h.id);
    const step = JSON.stringify(parsed).match(/"uses":"OWNER\/agentconf@([^"]+)"/);
    expect(step?.[1]).toBe(`v${version}`);
    const workflow = parsed.find((p) => 'jobs' in p) as { jobs: { lint: { steps: Step[] } } };
    const uses = workflow.jobs.lint.steps.find((s) => s.uses?.startsWith('OWNER/agentconf@'))!;
    for (const input of Object.keys(uses.with ?? {})) expect(Object.keys(action.inputs)).toContain(input);
  });
});

describe('the Action (action.yml)', () => {
  /** Runs the Action's own steps with `inputs` as the runner passes them; returns the outputs and last status. */
  function runAction(inputs: Record<string, string>, cwd: string) {
    const values: Record<string, string> = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, v.default ?? '']));
    Object.assign(values, inputs);
    const outputFile = join(cwd, 'github-output');
    writeFileSync(outputFile, '');
    const outputs = (): Record<string, string> =>
      Object.fromEntries(
        readFileSync(outputFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => l.split(/=(.*)/s).slice(0, 2) as [string, string]),
      );
    const expression = (text: string) =>
      text.replace(/\$\{\{\s*(inputs\.([\w-]+)|steps\.lint\.outputs\.([\w-]+))\s*\}\}/g, (_, __, input?: string, output?: string) =>
        input !== undefined ? values[input]! : (outputs()[output!] ?? ''),
      );
    const runs: { name: string; status: number | null; stdout: string }[] = [];
    for (const step of action.runs.steps) {
      // Needs the network: setting up Node, installing, uploading. The build is the repository's.
      if (step.uses !== undefined || /\bnpm ci\b/.test(step.run ?? '')) continue;
      const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expression(v)]));
      const run = bash(step.run!, cwd, { ...env, GITHUB_ACTION_PATH: repo, GITHUB_OUTPUT: outputFile });
      runs.push({ name: step.id ?? step.run!.slice(0, 20), status: run.status, stdout: run.stdout });
    }
    return { outputs: outputs(), runs };
  }

  it('is a composite action whose every input has a description', () => {
    expect(action.runs.using).toBe('composite');
    for (const [name, input] of Object.entries(action.inputs)) expect((input as { description?: string }).description, name).toBeTruthy();
  });

  it('on valid configs: exit code 0, annotations none, a SARIF report with no results', () => {
    const dir = checkout('valid');
    const { outputs, runs } = runAction({ paths: 'configs/', args: '--strict' }, dir);
    expect(outputs['exit-code']).toBe('0');
    expect(runs.map((r) => r.status)).toEqual([0, 0]);
    const sarif = JSON.parse(readFileSync(join(dir, 'agentconf.sarif'), 'utf8')) as { version: string; runs: { results: unknown[] }[] };
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0]!.results).toEqual([]);
  });

  it('on invalid configs: annotations, SARIF results, and the job fails with the lint', () => {
    const dir = checkout('invalid');
    const { outputs, runs } = runAction({ paths: 'configs/' }, dir);
    expect(outputs['exit-code']).toBe('1');
    expect(runs[0]!.stdout).toMatch(/^::error file=configs\//m);
    expect(runs.map((r) => r.status)).toEqual([0, 1]);
    const sarif = JSON.parse(readFileSync(join(dir, 'agentconf.sarif'), 'utf8')) as { runs: { results: unknown[] }[] };
    expect(sarif.runs[0]!.results.length).toBeGreaterThan(0);
  });

  it('lints a whole deployment with root', () => {
    const dir = mkdtempSync(join(work, 'deploy-'));
    const { outputs } = runAction({ root: join(repo, 'fixtures', 'deploy', 'channel-missing', 'root'), 'sarif-file': 'out.sarif' }, dir);
    expect(outputs['exit-code']).toBe('1');
    expect(existsSync(join(dir, 'out.sarif'))).toBe(true);
  });
});
