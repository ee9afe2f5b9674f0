/**
 * A lint reads its files a batch at a time, ahead of their checks (src/lint/read-ahead.ts).
 * Each take must give what reading that input then gives, in any mix of inputs; a batch must stop
 * at its bounds (files, characters, the end it was given) and at an input that is no file.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileInput } from '../../src/files/read.js';
import type { Input } from '../../src/files/inputs.js';
import { BATCH_CHARS, BATCH_FILES, ReadAhead } from '../../src/lint/read-ahead.js';
import { tempDir } from '../support/temp.js';

const tmp = tempDir('agentconf-ahead-');
afterAll(() => tmp.remove());

/** One input of a generated list: a file of some size, a missing file, a folder entry, a non-file. */
type Made = { file: number } | { missing: true } | { folder: true } | { emptyFolder: true } | { unreadable: true } | { badUtf8: true };

const made: fc.Arbitrary<Made> = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 3000 }).map((file) => ({ file })) },
  { weight: 1, arbitrary: fc.constant({ missing: true as const }) },
  { weight: 1, arbitrary: fc.constant({ folder: true as const }) },
  { weight: 1, arbitrary: fc.constant({ emptyFolder: true as const }) },
  { weight: 1, arbitrary: fc.constant({ unreadable: true as const }) },
  { weight: 1, arbitrary: fc.constant({ badUtf8: true as const }) },
);

let run = 0;
/** Writes the files of a generated list in a folder of its own and gives its inputs. */
function inputsOf(list: readonly Made[]): Input[] {
  const dir = tmp.path(`run-${run++}`);
  mkdirSync(dir);
  return list.map((m, i): Input => {
    const path = `${dir}/${i}.json`;
    if ('file' in m) writeFileSync(path, `{"n": "${'x'.repeat(m.file)}"}`);
    if ('badUtf8' in m) writeFileSync(path, Buffer.from([0x7b, 0xff, 0x7d]));
    if ('folder' in m) mkdirSync(path);
    if ('emptyFolder' in m) return { emptyFolder: dir };
    if ('unreadable' in m) return { unreadable: path, problem: 'cannot be read' };
    return i % 2 === 0 ? { path, regular: true } : { path };
  });
}

describe('reading a lint’s files ahead', () => {
  it('gives every input what reading it gives, taken in order, whatever the mix', () => {
    fc.assert(
      fc.property(fc.array(made, { maxLength: 80 }), fc.integer({ min: 0, max: 80 }), (list, cut) => {
        const inputs = inputsOf(list);
        const end = Math.min(cut, inputs.length);
        const ahead = new ReadAhead(inputs, end);
        for (let i = 0; i < end; i++) {
          const input = inputs[i]!;
          const taken = ahead.take(i);
          if ('path' in input) expect(taken).toEqual(readFileInput(input));
          else expect(taken).toBeUndefined();
        }
      }),
      { numRuns: 60 },
    );
  });

  /** Which inputs were read with input 0: those whose take still gives their text once deleted. */
  function readWithFirst(sizes: readonly number[]): number {
    const inputs = inputsOf(sizes.map((file) => ({ file })));
    const end = inputs.length;
    const ahead = new ReadAhead(inputs);
    expect('text' in ahead.take(0)!).toBe(true);
    for (const input of inputs) rmSync((input as { path: string }).path);
    let n = 1;
    while (n < end && 'text' in ahead.take(n)!) n++;
    return n;
  }

  it(`reads at most ${BATCH_FILES} files at a time`, () => {
    expect(readWithFirst(Array.from({ length: BATCH_FILES * 2 }, () => 10))).toBe(BATCH_FILES);
  });

  it('stops once a batch holds its characters', () => {
    const big = Math.ceil(BATCH_CHARS / 4);
    // Four files reach the bound: the fifth is not read with them.
    expect(readWithFirst(Array.from({ length: 10 }, () => big))).toBe(4);
  });

  it('never reads past the end it was given (another thread’s files)', () => {
    const inputs = inputsOf(Array.from({ length: 10 }, () => ({ file: 10 })));
    const ahead = new ReadAhead(inputs, 3);
    expect(ahead.take(0)).toMatchObject({ text: expect.any(String) });
    for (const input of inputs) rmSync((input as { path: string }).path);
    expect(ahead.take(1)).toMatchObject({ text: expect.any(String) });
    expect(ahead.take(2)).toMatchObject({ text: expect.any(String) });
    expect(ahead.take(3)).toMatchObject({ error: expect.stringContaining('no such file') });
  });

  it('stops at an input that is no file, and reads on after it', () => {
    const inputs = inputsOf([{ file: 1 }, { file: 1 }, { emptyFolder: true }, { file: 1 }, { file: 1 }]);
    const ahead = new ReadAhead(inputs);
    expect(ahead.take(0)).toMatchObject({ text: expect.any(String) });
    expect(ahead.take(1)).toMatchObject({ text: expect.any(String) });
    expect(ahead.take(2)).toBeUndefined();
    expect(ahead.take(3)).toMatchObject({ text: expect.any(String) });
    rmSync((inputs[4] as { path: string }).path);
    // Read with input 3, before it was deleted.
    expect(ahead.take(4)).toMatchObject({ text: expect.any(String) });
  });
});
