/**
 * The README's set-up: exactly two commands, both run by `.ci/run`, and the main job's command
 * works from the repository as written (after the install that CI has already done here); the
 * slow suites' command, which `.ci/run` runs too; and the install routes, which name no package
 * of the npm registry (test/package/install-routes.slow.test.ts runs them).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repo } from '../support/cli.js';

const readme = readFileSync(join(repo, 'README.md'), 'utf8');
const ci = readFileSync(join(repo, '.ci', 'run'), 'utf8');

/** The commands of the first `sh` block under "## Set-up", comments removed. */
function setUpCommands(): string[] {
  const section = readme.split(/^## Set-up$/m)[1]?.split(/^## /m)[0] ?? '';
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line !== '');
}

/** The lines of `.ci/run`, trimmed, and the commands of scripts/check.mjs, which it runs. */
const ciLines = ci.split('\n').map((line) => line.trim());
const checkCommands = [...readFileSync(join(repo, 'scripts', 'check.mjs'), 'utf8').matchAll(/\brun: '([^']+)'/g)].map((m) => m[1]!);

describe('README set-up', () => {
  const commands = setUpCommands();
  const [first = '', tests = ''] = commands;
  const [install = '', mainJob = ''] = first.split(' && ');

  it('is two commands: install and lint the examples, then the tests', () => {
    expect(commands).toHaveLength(2);
    expect(first).toMatch(/^npm ci && .*\blint examples\/valid$/);
    expect(tests).toBe('npm test');
  });

  it('is what .ci/run runs', () => {
    expect(ciLines).toContain('node scripts/check.mjs');
    for (const command of [mainJob, tests, 'npm run test:slow']) expect(checkCommands).toContain(command);
    expect(ciLines.some((line) => line.startsWith(install))).toBe(true);
  });

  it("runs the main job without npx (whose cached link can outlive the command's file)", () => {
    expect(first).not.toMatch(/\bnpx\b/);
  });

  it('lints the bundled examples as written: exit 0 on valid/, 1 on invalid/', () => {
    const valid = spawnSync('sh', ['-c', mainJob], { cwd: repo, encoding: 'utf8' });
    expect(valid.stderr).toBe('');
    expect(valid.status).toBe(0);
    expect(valid.stdout).toMatch(/files checked, no problems/);
    const invalid = spawnSync('sh', ['-c', mainJob.replace(/valid$/, 'invalid')], { cwd: repo, encoding: 'utf8' });
    expect(invalid.status).toBe(1);
  });
});

describe('README install routes', () => {
  const section = readme.split(/^## Install into a project$/m)[1]?.split(/^## /m)[0] ?? '';
  const installs = [.../```sh\n([\s\S]*?)```/.exec(section)![1]!.matchAll(/^npm install (.*?)(\s+#.*)?$/gm)].map((m) => m[1]!);

  it('says plainly that agentconf is not on the npm registry', () => {
    expect(section).toMatch(/not on the npm registry yet/);
  });

  it('are a git URL pinned to a commit and a packed tarball, never a name of the registry', () => {
    expect(installs).toEqual(['--save-dev "git+$AGENTCONF_URL#$AGENTCONF_COMMIT"', '--save-dev ./agentconf-0.1.0.tgz']);
    expect(section).toContain('AGENTCONF_COMMIT=$(git -C path/to/agentconf rev-parse HEAD)');
    const version = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }).version;
    expect(installs[1]).toContain(`agentconf-${version}.tgz`);
    // No command block of the README installs the name from the registry.
    const commands = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!).join('\n');
    expect(commands).not.toMatch(/npm (install|i|add)( -D| --save-dev)? agentconf\b/);
  });
});
