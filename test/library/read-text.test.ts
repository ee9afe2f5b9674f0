/**
 * The one reader (src/read-text.ts): the one-read way for files a folder listing calls regular
 * gives exactly what the checked way gives, for every size around its buffer and the size limit,
 * for every encoding it refuses, and for things that are not regular files after all.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileText } from '../../src/read-text.js';

const work = mkdtempSync(join(tmpdir(), 'agentconf-read-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const bothWays = (path: string, maxBytes?: number) => {
  const limit = maxBytes === undefined ? {} : { maxBytes };
  return { listed: readFileText(path, { ...limit, listedRegular: true }), checked: readFileText(path, limit) };
};

describe('readFileText, listed regular files', () => {
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
