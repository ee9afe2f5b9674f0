/**
 * A lint of many files on several threads (src/lint/threads.ts) writes the report one
 * thread writes: the same bytes, exit code and stderr, for every format, over a folder that holds
 * every plugin fixture and example several times (clean, warned and broken configs, JSON and
 * YAML) and the inputs that are no config: a broken link, a folder with nothing to check, a name
 * that is not UTF-8, a UTF-16 file.
 */
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNames } from '../../src/format/index.js';
import { agentconf, repo } from '../support/cli.js';
import { tempDir } from '../support/temp.js';
import { threadsFor } from '../../src/lint/threads.js';

const tmp = tempDir('agentconf-parallel-');
afterAll(() => tmp.remove());

const folder = tmp.path('configs');
// Thousands of JSON configs, a third of them warned.
const many = tmp.path('many');
beforeAll(() => {
  mkdirSync(many);
  for (let i = 0; i < 4000; i++) {
    const config = { channels: { [`c${i}`]: { url: `https://example.com/${i}`, [i % 3 === 0 ? 'header' : 'headers']: { a: 'b' } } } };
    writeFileSync(join(many, `${String(i).padStart(4, '0')}-netify-sink-http.json`), JSON.stringify(config, null, 1));
  }
  for (let copy = 0; copy < 4; copy++) {
    cpSync(join(repo, 'fixtures', 'plugins'), join(folder, `fixtures-${copy}`), { recursive: true });
    cpSync(join(repo, 'examples'), join(folder, `examples-${copy}`), { recursive: true });
  }
  mkdirSync(join(folder, 'fixtures-2', 'nothing-here'));
  symlinkSync(join(folder, 'missing.json'), join(folder, 'fixtures-1', 'broken-link.json'));
  writeFileSync(Buffer.from(`${join(folder, 'fixtures-3')}/\xff-netify-sink-http.json`, 'latin1'), '{"channels": {}}\n');
  writeFileSync(join(folder, 'fixtures-3', 'wide-netify-sink-http.json'), Buffer.from('\ufeff{"channels": {}}\n', 'utf16le'));
  // More findings than a file lists: the notes of those left off count them, on any thread (spread
  // over the folder, so that helpers take some of them whatever the timing).
  for (let copy = 0; copy < 4; copy++) {
    for (const at of ['fixtures', 'examples']) {
      const keys = Object.fromEntries(Array.from({ length: 1001 + copy }, (_, i) => [`k${i}`, i]));
      writeFileSync(
        join(folder, `${at}-${copy}`, 'many-keys-netify-sink-http.json'),
        JSON.stringify({ channels: { a: { url: 'https://x/y', ...keys } } }, null, 1),
      );
    }
  }
  // Longer than a thread holds for code frames: read again when its findings are written.
  const long = { channels: { a: { url: 'https://example.com/x', header: { 'X-Pad': 'p'.repeat(300_000) } } }, tls_verfy: true };
  writeFileSync(join(folder, 'fixtures-0', 'long-netify-sink-http.json'), JSON.stringify(long, null, 2).replace('"channels"', '\n'.repeat(50) + '"channels"'));
});

describe('a lint on several threads', () => {
  const cases: string[][] = [...formatNames.map((f) => ['--format', f]), ['--quiet'], ['--strict']];
  it.each(cases.map((options) => [options.join(' '), options] as const))('writes what one thread writes: %s', (_, options) => {
    const one = agentconf(['lint', '--concurrency', 'off', ...options, folder]);
    expect(one.stdout.length).toBeGreaterThan(10_000);
    for (const threads of ['2', '3']) {
      const many = agentconf(['lint', '--concurrency', threads, ...options, folder]);
      expect(many.stdout).toBe(one.stdout);
      expect(many.stderr).toBe(one.stderr);
      expect(many.status).toBe(one.status);
    }
  });

  it('still writes the whole report when a helper thread fails with a chunk taken, and says so', () => {
    // A copy of the command whose helper takes a chunk and dies.
    const cli = tmp.path('cli');
    cpSync(join(repo, 'dist', 'cli'), cli, { recursive: true });
    writeFileSync(
      join(cli, 'worker.cjs'),
      `const { workerData: d } = require('node:worker_threads');
Atomics.store(d.shared, d.slot, Atomics.add(d.shared, 0, 1));
throw new Error('a helper that fails on purpose');
`,
    );
    // Thousands of files: the helpers start while the main thread still has chunks to take.
    const one = agentconf(['lint', '--concurrency', 'off', many]);
    const failing = spawnSync(process.execPath, [join(cli, 'agentconf.cjs'), 'lint', '--concurrency', '3', many], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    });
    expect(one.stdout.length).toBeGreaterThan(1000);
    expect(failing.stdout).toBe(one.stdout);
    expect(failing.status).toBe(one.status);
    expect(failing.stderr).toBe('agentconf: internal error in a helper thread (a helper that fails on purpose); its files were checked on the main thread\n');
  });

  it('auto takes a thread per 5,000 files, at most one per core and four in all; a count is taken as given', () => {
    expect([1, 4999, 9999, 10_000, 14_999, 15_000, 100_000].map((files) => threadsFor(files, 'auto', 2, true))).toEqual([1, 1, 1, 2, 2, 2, 2]);
    expect([10_000, 15_000, 20_000, 25_000, 1_000_000].map((files) => threadsFor(files, 'auto', 16, true))).toEqual([2, 3, 4, 4, 4]);
    expect(threadsFor(100_000, 'auto', 1, true)).toBe(1);
    expect(threadsFor(100_000, 'off', 8, true)).toBe(1);
    expect(threadsFor(100, 8, 2, true)).toBe(8);
    expect(threadsFor(3, 8, 2, true)).toBe(3);
    // Without the helper's script (run from the sources, not the build): one thread.
    expect(threadsFor(100_000, 'auto', 8, false)).toBe(1);
    expect(threadsFor(100, 4, 8, false)).toBe(1);
  });

  it.each([
    [['--concurrency', '0', 'examples'], '--concurrency takes a whole number from 1 to 64, not "0"'],
    [['--concurrency', 'many', 'examples'], '--concurrency takes a number of threads, auto or off, not "many"'],
    [['--concurrency', '2', '--fix', 'examples'], '--fix checks files one at a time; give no --concurrency with it'],
    [['--concurrency', '2', '--root', 'examples'], '--concurrency applies to files and folders, not to --root'],
  ])('refuses %j', (args, message) => {
    const run = agentconf(['lint', ...args]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`agentconf: ${message}\n`);
  });
});
