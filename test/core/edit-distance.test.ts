/**
 * `editDistance` keeps three rows of its table from call to call. It must give what the whole
 * table gives: optimal string alignment (Levenshtein plus adjacent transpositions), written here
 * the plain way, over words of every length in any order of calls.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from '../../src/core/suggest.js';

function wholeTable(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** Words over a few letters (so transpositions and repeats are common), and now and then any text. */
const word = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: fc.constantFrom('a', 'b', 'c', '_'), maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

describe('editDistance', () => {
  it('is the whole table’s distance, call after call, whatever the lengths', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(word, word), { minLength: 1, maxLength: 8 }), (pairs) => {
        for (const [a, b] of pairs) expect(editDistance(a, b)).toBe(wholeTable(a, b));
      }),
      { numRuns: 1000 },
    );
  });

  it('counts an adjacent swap as one edit, and a word against nothing as its length', () => {
    expect(editDistance('header', 'haeder')).toBe(1);
    expect(editDistance('headers', 'header')).toBe(1);
    expect(editDistance('', 'tls_verify')).toBe(10);
    expect(editDistance('tls_verify', '')).toBe(10);
    expect(editDistance('ca', 'abc')).toBe(3);
  });
});
