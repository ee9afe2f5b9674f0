/** The allocation-free sort of a few items gives what the stable Array#sort gives, at every length. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortInPlace } from '../../src/core/sort.js';

describe('sortInPlace', () => {
  it('orders as Array#sort does, ties kept in their order, in place', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ key: fc.integer({ min: 0, max: 5 }), at: fc.nat() }), { maxLength: 40 }), (items) => {
        const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
        const copy = [...items];
        const sorted = sortInPlace(copy, byKey);
        expect(sorted).toBe(copy);
        expect(sorted).toStrictEqual([...items].sort(byKey));
      }),
    );
  });
});
