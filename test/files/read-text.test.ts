/**
 * The one reader (src/files/read-text.ts): the one-read way for files a folder listing calls regular
 * gives exactly what the checked way gives, for every size around its buffer and the size limit,
 * for every encoding it refuses, and for things that are not regular files after all.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileText } from '../../src/files/read-text.js';

const work = mkdtempSync(join(tmpdir(), 'agentconf-read-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const bothWays = (path: string, maxBytes?: number) => {
  const limit = maxBytes === undefined ? {} : { maxBytes };
  return { listed: readFileText(path, { ...limit, listedRegular: true }), checked: readFileText(path, limit) };
};

describe('readFileText, listed regular files', () => {
  it('a symbolic link put in place of a listed file is not followed', () => {
    const target = join(work, 'target.json');
    writeFileSync(target, '{"a": 1}');
    const link = join(work, 'link.json');
    symlinkSync(target, link);
    expect(readFileText(link)).toEqual({ text: '{"a": 1}' });
    expect(readFileText(link, { listedRegular: true })).toEqual({
      error: 'became a symbolic link after the folder was listed; agentconf does not follow it',
      problem: 'io',
    });
  });

  it.skipIf(spawnSync('mkfifo', ['--version']).status !== 0)('a FIFO with a writer put in place of a listed file does not block the read', async () => {
    const fifo = join(work, 'written.json');
    spawnSync('mkfifo', [fifo]);
    // The writer holds the FIFO open (read-write, so its open does not wait) with data in it.
    const writer = spawn('sh', ['-c', `exec 3<>${JSON.stringify(fifo)}; printf '{"a": 1}' >&3; sleep 5`], { stdio: 'ignore' });
    try {
      await new Promise((done) => setTimeout(done, 300));
      const started = performance.now();
      const read = readFileText(fifo, { listedRegular: true });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(read).toEqual({ text: '{"a": 1}' });
      expect(readFileText(fifo)).toMatchObject({ error: expect.stringContaining('FIFO') });
    } finally {
      writer.kill();
    }
  });

  it('sizes around the 64 KiB first read and around the limit read the same both ways', () => {
    const file = join(work, 'sized.json');
    for (const size of [0, 1, 4095, 65535, 65536, 65537, 200_000]) {
      writeFileSync(file, Buffer.alloc(size, 0x61));
      const { listed, checked } = bothWays(file);
      expect(listed, `${size} bytes`).toEqual(checked);
      expect(listed).toEqual({ text: 'a'.repeat(size) });
      for (const max of [size - 1, size, size + 1].filter((m) => m >= 0)) {
        const limited = bothWays(file, max);
        expect(limited.listed, `${size} bytes, limit ${max}`).toEqual(limited.checked);
        expect('error' in limited.listed).toBe(size > max);
      }
    }
  });

  it('any bytes (UTF-16 and UTF-32 marks, NUL patterns, invalid UTF-8) read the same both ways', () => {
    const file = join(work, 'bytes.json');
    const marks = fc.constantFrom([], [0xff, 0xfe], [0xfe, 0xff], [0xff, 0xfe, 0, 0], [0, 0, 0xfe, 0xff], [0x7b, 0], [0, 0x7b], [0xef, 0xbb, 0xbf]);
    fc.assert(
      fc.property(marks, fc.uint8Array({ maxLength: 64 }), (mark, rest) => {
        writeFileSync(file, Buffer.from([...mark, ...rest]));
        const { listed, checked } = bothWays(file);
        expect(listed).toEqual(checked);
      }),
      { numRuns: 300 },
    );
  });

  it('a short file read after a longer one is judged by its own bytes, not those left in the buffer', () => {
    const long = join(work, 'wide.json');
    const short = join(work, 'short.json');
    for (const [before, after] of [
      [[0xff, 0xfe, 0, 0, 0x7b, 0], [0xff]],
      [
        [0xff, 0xfe, 0x7b, 0],
        [0xff, 0xfe, 0x7b],
      ],
      [[0x7b, 0, 0, 0, 0x7d, 0], [0x7b]],
      [
        [0x7b, 0, 0x7d, 0],
        [0x7b, 0, 0x7d],
      ],
    ]) {
      writeFileSync(long, Buffer.from(before!));
      writeFileSync(short, Buffer.from(after!));
      readFileText(long, { listedRegular: true });
      expect(readFileText(short, { listedRegular: true }), after!.join(' ')).toEqual(readFileText(short));
    }
  });

  it('a folder, a missing file, a device and a FIFO in place of a listed file: the checked answer, at once', () => {
    mkdirSync(join(work, 'folder.json'));
    const paths = [join(work, 'folder.json'), join(work, 'missing.json'), '/dev/zero', '/dev/null'];
    if (spawnSync('mkfifo', [join(work, 'fifo.json')]).status === 0) paths.push(join(work, 'fifo.json'));
    for (const path of paths) {
      const { listed, checked } = bothWays(path);
      expect(listed, path).toEqual(checked);
      expect(listed, path).toHaveProperty('error');
    }
  });
});
