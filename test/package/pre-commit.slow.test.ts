/**
 * The hooks as users install them, with Debian's `pre-commit` for real: a temporary clone of this
 * repository, `pre-commit try-repo` at its commit, then a `.pre-commit-config.yaml` that names the
 * commit as `rev` (as the README's does), on a repository of configs that also holds a
 * package.json and a tsconfig.json. The hooks are `language: script`: pre-commit runs the
 * committed dist/cli/agentconf.cjs in its clone and installs nothing, so this runs offline (npm
 * on PATH is one that fails, to show it). Skipped without pre-commit.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repo } from '../support/cli.js';

const hasPreCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
const work = mkdtempSync(join(tmpdir(), 'agentconf-pre-commit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) => {
  const run = spawnSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', ...args], { cwd, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim();
};

// First on PATH, an npm that fails: the hooks must need no install.
const tools = join(work, 'tools');
mkdirSync(tools);
writeFileSync(join(tools, 'npm'), '#!/bin/sh\necho "npm was run: $*" >&2\nexit 99\n', { mode: 0o755 });
const path = [tools, process.env.PATH ?? ''].join(delimiter);

/** pre-commit in the configs' repository, with its own cache (its clones of the hook repository). */
const preCommit = (cwd: string, ...args: string[]) => {
  const run = spawnSync('pre-commit', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, PATH: path, PRE_COMMIT_HOME: join(work, 'cache'), NO_COLOR: '1' },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

describe.skipIf(!hasPreCommit)('pre-commit runs the hooks, pinned by commit, installing nothing', () => {
  it('through try-repo at a commit, then a .pre-commit-config.yaml naming it, on a repository with package.json and tsconfig.json', () => {
    const clone = join(work, 'agentconf');
    git(work, 'clone', '--quiet', repo, clone);
    const commit = git(clone, 'rev-parse', 'HEAD');
    const configs = join(work, 'configs');
    mkdirSync(join(configs, 'etc'), { recursive: true });
    git(configs, 'init', '--quiet');
    copyFileSync(join(repo, 'examples', 'valid', 'netify-proc-core.json'), join(configs, 'etc', 'netify-proc-core.json'));
    cpSync(join(repo, 'fixtures', 'deploy', 'clean-two-pipelines', 'root'), join(configs, 'deploy'), { recursive: true });
    writeFileSync(join(configs, 'package.json'), '{"name": "not a config", "private": true}\n');
    writeFileSync(join(configs, 'tsconfig.json'), '{"compilerOptions": {"module": "node16"}}\n');
    git(configs, 'add', '.');
    git(configs, 'commit', '--quiet', '-m', 'configs');

    const tried = preCommit(configs, 'try-repo', clone, 'agentconf-lint', '--ref', commit, '--all-files');
    expect(tried.output).toMatch(/agentconf lint\.+Passed/);
    expect(tried.status, tried.output).toBe(0);

    // Both hooks, pinned by the full commit id, as the README's snippet.
    const config = `repos:\n  - repo: ${clone}\n    rev: ${commit}\n    hooks:\n      - id: agentconf-lint\n      - id: agentconf-lint-deployment\n        args: [deploy]\n`;
    writeFileSync(join(configs, '.pre-commit-config.yaml'), config);
    git(configs, 'add', '.pre-commit-config.yaml');
    const clean = preCommit(configs, 'run', '--all-files');
    expect(clean.output).toMatch(/agentconf lint\.+Passed/);
    expect(clean.output).toMatch(/agentconf lint --root\.+Passed/);
    expect(clean.status, clean.output).toBe(0);

    copyFileSync(join(repo, 'examples', 'invalid', 'netify-sink-http.json'), join(configs, 'etc', 'netify-sink-http.json'));
    git(configs, 'add', '.');
    const failing = preCommit(configs, 'run', '--all-files');
    expect(failing.output).toMatch(/agentconf lint\.+Failed/);
    expect(failing.output).toMatch(/etc\/netify-sink-http\.json:\d+:\d+ error/);
    expect(failing.status).toBe(1);
  });
});
