/**
 * The README's install routes, from a clean clone of this repository's HEAD, into a fresh project
 * that also holds a package.json and a tsconfig.json (a CommonJS project under TypeScript's
 * node16, as many are): a git URL pinned to a commit (of a bare repository on this machine, as a
 * git host serves it) and the tarball `npm pack` makes in the clone. Each installs agentconf and
 * its two dependencies and nothing else, runs no build (dist/ is committed), and gives a command
 * that lints, and entries that TypeScript type-checks when required. Prints the packages, the
 * megabytes and the seconds of each install. Needs the npm registry for the two dependencies
 * (npm's cache serves them when it holds them); where it cannot be reached the suite is skipped,
 * except in CI, where it fails.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repo } from '../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'agentconf-routes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const run = (command: string, args: string[], cwd: string) => spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
const git = (cwd: string, ...args: string[]) => {
  const r = run('git', args, cwd);
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.trim();
};

/** The bytes of every file under `dir`. */
const bytes = (dir: string): number =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);

const typeCheckSource = `import { validate, type KindId } from 'agentconf';
import agentconf = require('agentconf');
import { validateRecord } from 'agentconf/records';
import { readRecords } from 'agentconf/records/stream';
import { validateObject } from 'agentconf/api';
import { lintDeployment } from 'agentconf/deploy';
const kind: KindId = 'sink-http';
export const uses = [validate(kind, {}).valid, agentconf.kinds, validateRecord, readRecords, validateObject, lintDeployment];
`;

/** A fresh project: package.json, tsconfig.json (CommonJS, node16), configs to lint and a file that requires every entry. */
function project(name: string): string {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `consumer-${name}`, version: '1.0.0', private: true }, null, 2));
  const compilerOptions = {
    module: 'node16',
    target: 'es2022',
    strict: true,
    noEmit: true,
    types: ['node'],
    typeRoots: [join(repo, 'node_modules', '@types')],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['use.ts'] }, null, 2));
  writeFileSync(join(dir, 'use.ts'), typeCheckSource);
  cpSync(join(repo, 'examples'), join(dir, 'examples'), { recursive: true });
  return dir;
}

/** `npm install --save-dev spec` in `dir`: what it installed, in how long. */
function install(dir: string, spec: string) {
  const started = process.hrtime.bigint();
  const r = run('npm', ['install', '--save-dev', '--no-audit', '--no-fund', '--prefer-offline', spec], dir);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (r.status !== 0 && /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|network/i.test(r.stderr) && !process.env.CI)
    return { skip: r.stderr.trim().split('\n').pop()! };
  expect(r.status, r.stderr).toBe(0);
  const lock = JSON.parse(readFileSync(join(dir, 'node_modules', '.package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
  const packages = Object.keys(lock.packages)
    .map((p) => p.slice(p.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .sort();
  return { packages, megabytes: bytes(join(dir, 'node_modules')) / 1e6, seconds };
}

/** What every route must give: the package and its two dependencies, a command that lints, entries that type-check. */
function holds(dir: string, installed: { packages: string[]; megabytes: number; seconds: number }, route: string) {
  expect(installed.packages).toEqual(['@msgpack/msgpack', 'agentconf', 'yaml']);
  const manifest = JSON.parse(readFileSync(join(dir, 'node_modules', 'agentconf', 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  // Nothing that npm would run to build it, here or in a git clone.
  for (const script of ['prepare', 'build', 'install', 'postinstall', 'preinstall', 'prepack']) expect(manifest.scripts?.[script], script).toBeUndefined();
  const command = join(dir, 'node_modules', '.bin', 'agentconf');
  const valid = run(command, ['lint', 'examples/valid'], dir);
  expect({ status: valid.status, stderr: valid.stderr }).toEqual({ status: 0, stderr: '' });
  expect(valid.stdout).toMatch(/files checked, no problems/);
  expect(run(command, ['lint', 'examples/invalid'], dir).status).toBe(1);
  // The project's own tsconfig.json: CommonJS under node16, requiring every entry.
  const tsc = run(process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], dir);
  expect(tsc.stdout + tsc.stderr).toBe('');
  expect(tsc.status).toBe(0);
  console.log(`${route}: ${installed.packages.length} packages, ${installed.megabytes.toFixed(1)} MB, installed in ${installed.seconds.toFixed(1)} s`);
}

describe.skipIf(process.platform === 'win32')("the README's install routes, from a clean clone", () => {
  const clone = join(work, 'clone');
  const bare = join(work, 'agentconf.git');
  git(work, 'clone', '--quiet', repo, clone);
  git(work, 'clone', '--quiet', '--bare', repo, bare);
  const commit = git(clone, 'rev-parse', 'HEAD');

  it('a git URL pinned to a commit: the package and its two dependencies, no build', (ctx) => {
    const dir = project('git');
    const installed = install(dir, `git+file://${bare}#${commit}`);
    if ('skip' in installed) return ctx.skip(installed.skip);
    holds(dir, installed, `git URL (git+file://…#${commit.slice(0, 12)})`);
    // Pinned: package.json and the lock name the commit.
    const lock = readFileSync(join(dir, 'package-lock.json'), 'utf8');
    expect(lock).toContain(commit);
  });

  it('the tarball npm pack makes in the clone, with nothing installed there first', (ctx) => {
    const packed = run('npm', ['pack', '--json', '--pack-destination', work], clone);
    expect(packed.status, packed.stderr).toBe(0);
    // pack ran no build: nothing was installed in the clone, and the tree is as checked out.
    expect(existsSync(join(clone, 'node_modules'))).toBe(false);
    expect(git(clone, 'status', '--porcelain')).toBe('');
    const tarball = join(work, (JSON.parse(packed.stdout) as { filename: string }[])[0]!.filename);
    const dir = project('tarball');
    const installed = install(dir, tarball);
    if ('skip' in installed) return ctx.skip(installed.skip);
    holds(dir, installed, `tarball (${(statSync(tarball).size / 1e3).toFixed(0)} kB)`);
  });
});
