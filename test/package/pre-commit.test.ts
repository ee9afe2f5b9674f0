/**
 * The hooks as users install them, with Debian's `pre-commit` for real: a temporary clone of this
 * repository with a tag, `pre-commit try-repo` at that tag, then a `.pre-commit-config.yaml` that
 * names the tag as `rev` (as the README's does), on a repository of configs. pre-commit installs a
 * `language: node` hook with `npm install` and `npm pack` in the clone, reading npm pack's output as
 * the tarball's name (so the build must not print into it). Skipped without pre-commit; where the
 * npm registry cannot be reached, skipped too, except in CI, where it fails. Slow: pre-commit's
 * `npm install` takes every dependency of the build (28 minutes here on two busy cores).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repo } from '../support/cli.js';

const hasPreCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
const tag = 'v99.0.0-test';
const work = mkdtempSync(join(tmpdir(), 'agentconf-pre-commit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) => {
  const run = spawnSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', ...args], { cwd, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
};

/** pre-commit in the configs' repository, with its own cache (the environments it installs). */
const preCommit = (cwd: string, ...args: string[]) => {
  const run = spawnSync('pre-commit', args, {
    cwd,
    encoding: 'utf8',
    // npm takes what its cache holds without asking the registry again (the `npm ci` that set up
    // this checkout filled it): the install stays real, without a round trip per package.
    env: {
      ...process.env,
      PRE_COMMIT_HOME: join(work, 'cache'),
      NO_COLOR: '1',
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
    },
    timeout: 3_000_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

describe.skipIf(!hasPreCommit)('pre-commit installs and runs the hooks', () => {
  it('through try-repo at a tag, then a .pre-commit-config.yaml naming the tag', { timeout: 3_600_000 }, (ctx) => {
    const clone = join(work, 'agentconf');
    git(work, 'clone', '--quiet', repo, clone);
    git(clone, 'tag', tag);
    const configs = join(work, 'configs');
    mkdirSync(join(configs, 'etc'), { recursive: true });
    git(configs, 'init', '--quiet');
    copyFileSync(join(repo, 'examples', 'valid', 'netify-proc-core.json'), join(configs, 'etc', 'netify-proc-core.json'));
    writeFileSync(join(configs, 'package.json'), '{"name": "not a config"}\n');
    git(configs, 'add', '.');
    git(configs, 'commit', '--quiet', '-m', 'configs');

    const tried = preCommit(configs, 'try-repo', clone, 'agentconf-lint', '--ref', tag, '--all-files');
    if (tried.status !== 0 && /npm (ERR|error)[^\n]*(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|network)/i.test(tried.output) && !process.env.CI)
      return ctx.skip('the npm registry cannot be reached: pre-commit cannot install the hook');
    expect(tried.output).toMatch(/agentconf lint\.+Passed/);
    expect(tried.status, tried.output).toBe(0);

    // The same repository and rev: pre-commit reuses the environment try-repo installed.
    writeFileSync(join(configs, '.pre-commit-config.yaml'), `repos:\n  - repo: ${clone}\n    rev: ${tag}\n    hooks:\n      - id: agentconf-lint\n`);
    git(configs, 'add', '.pre-commit-config.yaml');
    const clean = preCommit(configs, 'run', '--all-files');
    expect(clean.output).toMatch(/agentconf lint\.+Passed/);
    expect(clean.status, clean.output).toBe(0);

    copyFileSync(join(repo, 'examples', 'invalid', 'netify-sink-http.json'), join(configs, 'etc', 'netify-sink-http.json'));
    git(configs, 'add', '.');
    const failing = preCommit(configs, 'run', '--all-files');
    expect(failing.output).toMatch(/agentconf lint\.+Failed/);
    expect(failing.output).toMatch(/etc\/netify-sink-http\.json:\d+:\d+ error/);
    expect(failing.status).toBe(1);
  });
});
