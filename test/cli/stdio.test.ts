/**
 * Output is encoded and written a chunk at a time (src/cli/stdio.ts), so a large report is never
 * held twice whole; the bytes written are exactly the text's UTF-8, whatever falls on a chunk's edge.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeAll, type StdFd } from '../../src/cli/stdio.js';

const work = mkdtempSync(join(tmpdir(), 'agentconf-stdio-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What `writeAll` puts in a file. */
function written(text: string): Buffer {
  const file = join(work, 'out');
  const fd = openSync(file, 'w');
  try {
    writeAll(fd as StdFd, text);
  } finally {
    closeSync(fd);
  }
  return readFileSync(file);
}

describe('writeAll', () => {
  it('writes the exact UTF-8 of texts longer than a chunk, with surrogate pairs and multi-byte characters on every edge', () => {
    const chunk = 1 << 20;
    for (const shift of [-2, -1, 0, 1]) {
      // An astral character (two UTF-16 units) and a three-byte one straddle each 1 MiB edge.
      const text = 'a'.repeat(chunk + shift) + '\u{1F600}é€' + 'b'.repeat(chunk) + '\u{1F600}' + 'c'.repeat(3);
      expect(written(text).equals(Buffer.from(text, 'utf8')), `shift ${shift}`).toBe(true);
    }
    expect(written('').length).toBe(0);
  });
});
