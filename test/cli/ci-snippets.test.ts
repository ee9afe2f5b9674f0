/**
 * The README's "Add it to your CI" section and the Action (`action.yml`), run offline: each YAML
 * block parses; the settings file it names loads; each agentconf command of a `run:` step or a
 * GitLab `script:` runs word for word in a checkout (that also holds package.json and
 * tsconfig.json) whose `.agentconf` (the submodule the section sets up) is this repository as
 * committed, with no node_modules; the pre-commit config runs with Debian's `pre-commit` for real;
 * and the Action's own steps run with its inputs as the runner would pass them. Only the `uses:` of
 * other actions (setting up Node, uploading SARIF), which need the network, are left out.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { bin, repo } from '../support/cli.js';

const readme = readFileSync(join(repo, 'README.md'), 'utf8');
const heading = '\n## Add it to your CI\n';
const section = readme.slice(readme.indexOf(heading), readme.indexOf('\n## ', readme.indexOf(heading) + heading.length));
const blocks = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
const setUp = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
const hasPreCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string | boolean>;
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

/**
 * What a submodule checkout of this repository holds that the command runs: dist/ (as committed,
 * or as the suite's build rewrote it) and package.json; no node_modules.
 */
const submodule = join(work, 'agentconf');
cpSync(join(repo, 'dist'), join(submodule, 'dist'), { recursive: true });
for (const file of ['package.json', 'action.yml', '.pre-commit-hooks.yaml']) cpSync(join(repo, file), join(submodule, file));

/**
 * A checkout as the snippets expect it: `configs/` holds the valid or the invalid examples,
 * `deploy/` a clean or a broken deployment, `.agentconf` (the submodule) is this repository, and
 * beside them the files of an ordinary repository, package.json and tsconfig.json.
 */
function checkout(which: 'valid' | 'invalid'): string {
  const dir = mkdtempSync(join(work, `${which}-`));
  cpSync(join(repo, 'examples', which), join(dir, 'configs'), { recursive: true });
  cpSync(join(repo, 'fixtures', 'deploy', which === 'valid' ? 'clean-two-pipelines' : 'channel-missing', 'root'), join(dir, 'deploy'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"name": "configs", "private": true}\n');
  writeFileSync(join(dir, 'tsconfig.json'), '{"compilerOptions": {"module": "node16"}}\n');
  symlinkSync(submodule, join(dir, '.agentconf'));
  return dir;
}

/** A shell command as the job runs it; `npx agentconf` (the Action's tests) is the repository's build. */
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

const parsed = blocks.map((b) => YAML.parse(b) as Record<string, unknown>);
const workflow = parsed.find((p) => 'jobs' in p) as { jobs: { lint: { steps: Step[] } } } | undefined;
const preCommit = parsed.find((p) => 'repos' in p) as { repos: { repo: string; hooks: { id: string; entry: string }[] }[] } | undefined;
const gitlab = parsed.find((p) => 'agentconf' in p) as { agentconf: { variables: Record<string, string>; script: string[] } } | undefined;

describe("the README's Add it to your CI section", () => {
  it('is YAML in this order: the workflow, steps without the Action, pre-commit, GitLab', () => {
    expect(blocks).toHaveLength(4);
    expect(parsed.map((p) => (p === workflow ? 'workflow' : p === preCommit ? 'pre-commit' : p === gitlab ? 'gitlab' : 'steps'))).toEqual([
      'workflow',
      'steps',
      'pre-commit',
      'gitlab',
    ]);
  });

  it('the settings file it names is one agentconf loads', () => {
    const named = /`(examples\/settings\/[\w.-]+\.agentconf\.yaml)`/.exec(section)![1]!;
    const dir = checkout('valid');
    cpSync(join(repo, named), join(dir, '.agentconf.yaml'));
    // Loaded, not just parsed: a member the settings schema does not know would be exit 2.
    expect(bash(`node .agentconf/dist/cli/agentconf.cjs lint configs/`, dir)).toMatchObject({ status: 0, stderr: '' });
  });

  it('names no placeholder and no tag: the submodule is checked out at the commit the set-up commands take, and nothing is installed', () => {
    expect(section).not.toMatch(/\bOWNER\b|\bv\d+\.\d+\.\d+\b/);
    expect(setUp).toContain('AGENTCONF_COMMIT=$(git -C path/to/agentconf rev-parse HEAD)');
    expect(setUp).toContain('git submodule add "$AGENTCONF_URL" .agentconf && git -C .agentconf checkout "$AGENTCONF_COMMIT" && git add .agentconf');
    expect(section).not.toMatch(/\bnpm (ci|install)\b/);
    const steps = workflow!.jobs.lint.steps;
    expect(steps[0]).toEqual({ uses: 'actions/checkout@v4', with: { submodules: true } });
    const uses = steps.find((s) => s.uses === './.agentconf')!;
    for (const input of Object.keys(uses.with ?? {})) expect(Object.keys(action.inputs)).toContain(input);
    expect(gitlab!.agentconf.variables.GIT_SUBMODULE_STRATEGY).toBe('normal');
  });

  const all = blocks.flatMap((b) => commands(YAML.parse(b)));
  const lintCommands = all.filter((c) => /\bagentconf\b/.test(c));

  it('run their agentconf commands word for word: clean on a valid checkout, failing on an invalid one', () => {
    expect(lintCommands.length).toBeGreaterThanOrEqual(2);
    for (const command of lintCommands) {
      const clean = bash(command, checkout('valid'));
      expect({ command, status: clean.status, stderr: clean.stderr }).toEqual({ command, status: 0, stderr: '' });
      const dir = checkout('invalid');
      expect({ command, status: bash(command, dir).status }).toEqual({ command, status: 1 });
      const report = /--output-file (\S+)$/.exec(command)?.[1];
      if (report) expect(JSON.parse(readFileSync(join(dir, report), 'utf8'))).toContainEqual(expect.objectContaining({ check_name: 'deploy/channel-missing' }));
    }
  });

  it.skipIf(!hasPreCommit)("the pre-commit config runs with Debian's pre-commit: passes valid configs, fails invalid ones", () => {
    for (const which of ['valid', 'invalid'] as const) {
      const dir = checkout(which);
      writeFileSync(join(dir, '.pre-commit-config.yaml'), blocks[2]!);
      const git = (...args: string[]) =>
        spawnSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', ...args], { cwd: dir, encoding: 'utf8' });
      expect(git('init', '-q').status).toBe(0);
      expect(git('add', '.').status).toBe(0);
      const run = spawnSync('pre-commit', ['run', '--all-files'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, PRE_COMMIT_HOME: join(work, 'pre-commit-cache'), NO_COLOR: '1' },
      });
      expect({ which, status: run.status }, run.stdout + run.stderr).toEqual({ which, status: which === 'valid' ? 0 : 1 });
      // Both hooks ran, the deployment one on the broken deployment's error.
      expect(run.stdout).toMatch(/agentconf lint\.+(Passed|Failed)/);
      expect(run.stdout).toMatch(/agentconf lint --root\.+(Passed|Failed)/);
      if (which === 'invalid') expect(run.stdout).toContain('deploy/channel-missing');
    }
  });

  it('the local hooks are the published ones: same ids, names and file patterns', () => {
    const published = YAML.parse(readFileSync(join(repo, '.pre-commit-hooks.yaml'), 'utf8')) as { id: string; name: string; files: string }[];
    const local = preCommit!.repos[0]!.hooks as unknown as { id: string; name: string; files: string }[];
    expect(local.map((h) => h.id)).toEqual(published.map((h) => h.id));
    expect(local.map((h) => h.name)).toEqual(published.map((h) => h.name));
    expect(local[0]!.files).toBe(published[0]!.files);
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
      // Needs the network: setting up Node, uploading. The action's checkout is the submodule.
      if (step.uses !== undefined) continue;
      const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expression(v)]));
      const run = bash(step.run!, cwd, { ...env, GITHUB_ACTION_PATH: submodule, GITHUB_OUTPUT: outputFile });
      runs.push({ name: step.id ?? step.run!.slice(0, 20), status: run.status, stdout: run.stdout });
    }
    return { outputs: outputs(), runs };
  }

  it('is a composite action whose every input has a description, and that installs and builds nothing', () => {
    expect(action.runs.using).toBe('composite');
    for (const step of action.runs.steps) expect(step.run ?? '').not.toMatch(/\bnpm\b|\bnpx\b|build/);
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

  it('with its default paths (.) passes on an ordinary repository: package.json, tsconfig.json, compose and SARIF files are skipped', () => {
    const dir = checkout('valid');
    // A package.json with a member some kind has (proc-python's `debug`): its name still says it is none.
    writeFileSync(join(dir, 'package.json'), '{"name": "configs", "private": true, "debug": true, "format": "module"}\n');
    // With comments, as tsconfig.json often has: not even parsed.
    writeFileSync(join(dir, 'tsconfig.json'), '{\n  // the build\n  "compilerOptions": {"module": "node16"},\n}\n');
    writeFileSync(join(dir, 'docker-compose.yml'), 'services:\n  agent:\n    image: agent\n');
    writeFileSync(join(dir, 'lint.sarif'), '{"version": "2.1.0", "runs": []}\n');
    writeFileSync(join(dir, 'lint.sarif.json'), '{"version": "2.1.0", "runs": []}\n');
    writeFileSync(join(dir, '.eslintrc.json'), '{"root": true}\n');
    // The deployment's file that does not parse may be a broken config: a walk reports it.
    rmSync(join(dir, 'deploy', 'unrelated.json'));
    const { outputs, runs } = runAction({}, dir);
    expect(outputs['exit-code'], runs[0]!.stdout).toBe('0');
    expect(runs.map((r) => r.status)).toEqual([0, 0]);
    const sarif = JSON.parse(readFileSync(join(dir, 'agentconf.sarif'), 'utf8')) as { runs: { results: unknown[] }[] };
    expect(sarif.runs[0]!.results).toEqual([]);
    // Named on the command line, a file is still checked.
    expect(bash('node .agentconf/dist/cli/agentconf.cjs lint package.json', dir)).toMatchObject({ status: 1 });
    // And with --error-on-non-config, a walk checks them too.
    expect(bash('node .agentconf/dist/cli/agentconf.cjs lint --error-on-non-config .', dir).stdout).toContain('package.json:1:1 error');
  });

  it('lints a whole deployment with root', () => {
    const dir = mkdtempSync(join(work, 'deploy-'));
    const { outputs } = runAction({ root: join(repo, 'fixtures', 'deploy', 'channel-missing', 'root'), 'sarif-file': 'out.sarif' }, dir);
    expect(outputs['exit-code']).toBe('1');
    expect(existsSync(join(dir, 'out.sarif'))).toBe(true);
  });
});
