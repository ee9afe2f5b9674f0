/**
 * The hooks in .pre-commit-hooks.yaml, run the way pre-commit runs a `language: script` hook: `entry`
 * split into words, its first a file of pre-commit's clone of this repository (run as it is, with
 * the `node` on PATH), then the hook's `args`, then (unless `pass_filenames: false`) the changed
 * files that `files` selects. test/package/pre-commit.slow.test.ts runs them with pre-commit itself.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { repo } from '../support/cli.js';

interface Hook {
  id: string;
  name: string;
  entry: string;
  language: string;
  files?: string;
  pass_filenames?: boolean;
}

const hooks = YAML.parse(readFileSync(join(repo, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
const hook = (id: string) => hooks.find((h) => h.id === id)!;

let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'agentconf-pre-commit-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs a hook on the changed files of a checkout, as pre-commit would; returns the exit code and output. */
function runHook(h: Hook, checkout: string, changed: string[], args: string[] = []) {
  expect(h.entry, 'pre-commit splits entry like a shell; keep it free of quotes').not.toMatch(/["'\\]/);
  const selected = h.pass_filenames === false ? [] : changed.filter((f) => new RegExp(h.files ?? '').test(f));
  const [command, ...rest] = h.entry.split(/\s+/);
  const run = spawnSync(join(repo, command!), [...rest, ...args, ...selected], {
    cwd: checkout,
    // No node_modules, no PATH entry of agentconf's: only Node.
    env: { PATH: [dirname(process.execPath), '/usr/bin', '/bin'].join(delimiter), NO_COLOR: '1' },
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr, selected };
}

describe('.pre-commit-hooks.yaml', () => {
  it('declares the hooks pre-commit needs, as script hooks that run the committed command (pre-commit installs nothing)', () => {
    expect(hooks.map((h) => h.id)).toEqual(['agentconf-lint', 'agentconf-lint-deployment']);
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    for (const h of hooks) {
      expect(h.language).toBe('script');
      expect(h.name).toBeTruthy();
      // The package's command, executable (git keeps the mode), its #! line naming node.
      const command = h.entry.split(/\s+/)[0]!;
      expect(`./${command}`).toBe(pkg.bin.agentconf);
      expect(statSync(join(repo, command)).mode & 0o111).toBe(0o111);
      expect(readFileSync(join(repo, command), 'utf8').split('\n')[0]).toBe('#!/usr/bin/env node');
    }
  });

  describe('agentconf-lint', () => {
    const checkout = () => {
      const dir = mkdtempSync(join(work, 'checkout-'));
      for (const sub of ['valid', 'invalid']) cpSync(join(repo, 'examples', sub), join(dir, 'configs', sub), { recursive: true });
      writeFileSync(join(dir, 'package.json'), '{"name": "not a config"}\n');
      writeFileSync(join(dir, 'tsconfig.json'), '{"compilerOptions": {}}\n');
      writeFileSync(join(dir, 'README.md'), '# notes\n');
      return dir;
    };
    const valid = ['configs/valid/netify-proc-core.json', 'configs/valid/netify-sink-http.yaml', 'configs/valid/netify-proc-lua.yaml'];
    const other = ['package.json', 'tsconfig.json', 'README.md'];

    it('lints the changed configs and nothing else; passes on valid ones', () => {
      const run = runHook(hook('agentconf-lint'), checkout(), [...valid, ...other]);
      expect(run.selected).toEqual(valid);
      expect(run.output).toMatch(/3 files checked, no problems/);
      expect(run.status).toBe(0);
    });

    it('fails the commit when a changed config has errors, naming the file and line', () => {
      const run = runHook(hook('agentconf-lint'), checkout(), [...valid, 'configs/invalid/netify-sink-http.json', ...other]);
      expect(run.selected).toContain('configs/invalid/netify-sink-http.json');
      expect(run.output).toMatch(/configs\/invalid\/netify-sink-http\.json:\d+:\d+ error/);
      expect(run.status).toBe(1);
    });
  });

  describe('agentconf-lint-deployment', () => {
    const fixtures = join(repo, 'fixtures', 'deploy');

    it('checks the folder given in args, once, whatever changed', () => {
      const run = runHook(hook('agentconf-lint-deployment'), repo, ['README.md'], [join(fixtures, 'clean-two-pipelines', 'root')]);
      expect(run.selected).toEqual([]);
      expect(run.status, run.output).toBe(0);
    });

    it('fails on a broken deployment', () => {
      const run = runHook(hook('agentconf-lint-deployment'), repo, [], [join(fixtures, 'channel-missing', 'root')]);
      expect(run.output).toMatch(/deploy\/channel-missing/);
      expect(run.status).toBe(1);
    });

    it('without a folder, says what is missing', () => {
      const run = runHook(hook('agentconf-lint-deployment'), repo, []);
      expect(run.output).toMatch(/--root needs a value/);
      expect(run.status).toBe(2);
    });
  });
});
