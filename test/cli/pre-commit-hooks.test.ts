/**
 * The hooks in .pre-commit-hooks.yaml, run the way pre-commit runs a `language: node` hook: the
 * package's `agentconf` command on PATH, `entry` split into words, then the hook's `args`, then
 * (unless `pass_filenames: false`) the changed files that `files` selects.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
let bin: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'agentconf-pre-commit-'));
  // What pre-commit's node environment puts on PATH: the package's bin, under its name.
  bin = join(work, 'bin');
  mkdirSync(bin);
  symlinkSync(join(repo, 'dist', 'cli', 'agentconf.cjs'), join(bin, 'agentconf'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs a hook on the changed files of a checkout, as pre-commit would; returns the exit code and output. */
function runHook(h: Hook, checkout: string, changed: string[], args: string[] = []) {
  expect(h.entry, 'pre-commit splits entry like a shell; keep it free of quotes').not.toMatch(/["'\\]/);
  const selected = h.pass_filenames === false ? [] : changed.filter((f) => new RegExp(h.files ?? '').test(f));
  const [command, ...rest] = h.entry.split(/\s+/);
  const run = spawnSync(command!, [...rest, ...args, ...selected], {
    cwd: checkout,
    env: { PATH: [bin, dirname(process.execPath), process.env.PATH].join(delimiter), NO_COLOR: '1' },
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr, selected };
}

describe('.pre-commit-hooks.yaml', () => {
  it('declares the hooks pre-commit needs, as node hooks', () => {
    expect(hooks.map((h) => h.id)).toEqual(['agentconf-lint', 'agentconf-lint-deployment']);
    for (const h of hooks) {
      expect(h.language).toBe('node');
      expect(h.name).toBeTruthy();
      expect(h.entry.split(/\s+/)[0]).toBe('agentconf');
    }
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(Object.keys(pkg.bin)).toContain('agentconf');
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
