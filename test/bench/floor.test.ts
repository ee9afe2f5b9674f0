/**
 * The floor the lint rows of `npm run bench` print beside ajv-cli (scripts/bench-floor.cjs): it
 * must read and parse every file of the folder, on one thread and on two, and fail when a file
 * does not parse, or its figure would be the time of a loop that skipped the work.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repo } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

const floor = join(repo, 'scripts', 'bench-floor.cjs');
const run = (folder: string, threads: string) => spawnSync(process.execPath, [floor, folder, threads], { encoding: 'utf8', timeout: 60_000 });

describe('the bench floor', () => {
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(() => {
    tmp = tempDir('agentconf-floor-');
    // Small files, one larger than the reused 64 KiB buffer, an odd count (the halves differ).
    // Every other name holds a line break (a name may): the names a worker takes must not be split on one.
    for (let i = 0; i < 41; i++) writeFileSync(tmp.path(`${i}${i % 2 ? '\n' : ''}.json`), JSON.stringify({ i, channels: { [`c${i}`]: { url: 'x' } } }));
    writeFileSync(tmp.path('large.json'), JSON.stringify({ text: 'x'.repeat(200_000) }));
  });
  afterEach(() => tmp.remove());

  for (const threads of ['1', '2']) {
    it(`reads and parses every file (${threads} thread${threads === '1' ? '' : 's'})`, () => {
      const r = run(tmp.dir, threads);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
    });

    it(`fails when a file is not JSON, wherever it is in the list (${threads} thread${threads === '1' ? '' : 's'})`, () => {
      // The first and last names as the folder lists them (of those on one line): one in each thread's half.
      const listed = readdirSync(tmp.dir).filter((n) => !n.includes('\n'));
      for (const name of [listed[0]!, listed[listed.length - 1]!]) {
        const kept = readFileSync(tmp.path(name), 'utf8');
        const broken = tmp.path(name);
        writeFileSync(broken, '{"cut": ');
        const cut = run(tmp.dir, threads);
        expect(cut.status).toBe(1);
        // One line naming the file, no stack trace.
        expect(cut.stderr).toMatch(new RegExp(`^bench-floor: [^\\n]*${name.replace('.', '\\.')}: [^\\n]+\\n$`));
        writeFileSync(broken, 'null');
        expect(run(tmp.dir, threads).status).toBe(1);
        writeFileSync(broken, kept);
        expect(run(tmp.dir, threads).status).toBe(0);
      }
    });
  }
});
