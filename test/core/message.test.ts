/** Issue 21, item 10: the message bounds hold at every size (a 7 MB run overflowed the stack of the old pattern). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bounded, boundMessage, groupDigits } from '../../src/core/message.js';

/** Every character JavaScript's \\s matches, as listed in the ECMAScript specification. */
const blanks = [
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  ' ',
  '\u00a0',
  '\u1680',
  ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];

describe('bounded', () => {
  it('cuts a 7 MB run of one word to 80 characters, keeping its ends', () => {
    const { message } = bounded({ message: `unknown key "${'k'.repeat(7_000_000)}" here` });
    expect(message).toMatch(/^unknown key "k+…k+" here$/);
    expect(message.length).toBe('unknown key '.length + 80 + ' here'.length);
  });

  it('cuts a message of many short words to 1,000 characters', () => {
    expect(bounded({ message: 'ab '.repeat(1_000_000) }).message.length).toBeLessThanOrEqual(1000);
  });

  it('leaves short runs and short messages as they are, splitting runs only at blanks', () => {
    const d = { message: 'a short one' };
    expect(bounded(d)).toBe(d);
    const run = 'b'.repeat(100);
    expect(bounded({ message: `x\u00a0${run}\u3000y` }).message).toMatch(/^x\u00a0b{60}…b+\u3000y$/);
    expect(bounded({ message: `x\u00a0${run}\u3000y` }).message.length).toBe(84);
  });

  it('keeps a message of at most 1,000 characters exactly when no run of non-blanks is longer than 80', () => {
    const piece = fc.oneof(
      fc.constantFrom(...blanks),
      fc.nat({ max: 84 }).map((n) => 'w'.repeat(n)),
      fc.constantFrom('é', '𝄞', '\u0085', '\u200b'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const message = pieces.join('').slice(0, 1000);
        const longest = Math.max(0, ...message.split(new RegExp(`[${blanks.join('')}]`)).map((run) => run.length));
        expect(boundMessage(message) === message).toBe(longest <= 80);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('groupDigits', () => {
  it('writes a whole number as toLocaleString("en-US") does, without Intl', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e7, max: 1e7 }),
          fc.maxSafeInteger(),
          fc.maxSafeInteger().map((n) => (n === 0 ? 0 : -n)),
        ),
        (n) => {
          expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
        },
      ),
    );
    expect(groupDigits(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
    expect([0, 999, 1000, -1000, 1048576].map(groupDigits)).toEqual(['0', '999', '1,000', '-1,000', '1,048,576']);
  });
  it('writes other numbers as String does', () => {
    expect([1.5, 12345.5, Infinity, NaN, 1e21, -0].map(groupDigits)).toEqual(['1.5', '12345.5', 'Infinity', 'NaN', '1e+21', '0']);
  });
});
