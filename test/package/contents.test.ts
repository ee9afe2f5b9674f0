/**
 * What the package holds (`npm pack --dry-run --json`, on the dist/ the suite built): every file is
 * reachable from an export, the command or a module they load, and each export names files that
 * are in it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repo } from '../support/cli.js';
// @ts-expect-error: a build script, plain JavaScript without declarations
import { unreachableFiles } from '../../scripts/package-files.mjs';

const packed = (): string[] => {
  // --ignore-scripts: the suite's global set-up has just built dist/; a second build here would
  // race the tests that run it.
  const run = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: repo, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path).sort();
};

describe('the packed package', () => {
  const files = packed();

  it('holds no file that no export, command or module loads', () => {
    expect(unreachableFiles(repo, files)).toEqual([]);
  });

  it('holds every file an export names', () => {
    const manifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const targets = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(targets) : [];
    const named = targets(manifest.exports)
      .filter((p) => !p.includes('*'))
      .map((p) => p.slice(2));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((p) => !files.includes(p))).toEqual([]);
  });
});
