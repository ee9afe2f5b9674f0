/**
 * Channel paths with a device's variables (`/v1/${uuid_agent}/flows`): the position-set matcher
 * agrees with the regular expression it replaced (a wildcard is a run of characters other than
 * `/ ? & #`) on generated paths, and stays linear on a hostile one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PathPattern } from '../../src/receive/endpoints.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const regexOf = (literals: string[]) => new RegExp(`^${literals.map(escape).join('[^/?&#]*')}$`);
const piece = fc.string({ unit: fc.constantFrom('a', 'b', '-', '/', '?', '&', '#', '1'), maxLength: 6 });

describe('PathPattern', () => {
  it('matches exactly what the regular expression matches', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 4 }), piece, fc.array(piece, { maxLength: 4 }), (literals, noise, fill) => {
        const pattern = new PathPattern(literals);
        const regex = regexOf(literals);
        // A path built from the pattern (each wildcard filled), and a path of noise.
        const built = literals.map((l, i) => (i === 0 ? l : (fill[i - 1] ?? '') + l)).join('');
        for (const path of [built, noise, built + noise, noise + built]) expect(pattern.test(path)).toBe(regex.test(path));
      }),
      { numRuns: 2000 },
    );
  });

  it('answers at once on a long path that would make a backtracking match slow', () => {
    // Four wildcards and a path of 100,000 "-" with no final "x": a backtracking regular expression
    // tries O(n^4) splits (it would not finish within the test's timeout); the position sets take
    // one pass per part.
    const pattern = new PathPattern(['/', '-', '-', '-', '-x']);
    expect(pattern.test(`/${'-'.repeat(100_000)}`)).toBe(false);
    expect(pattern.test(`/${'-'.repeat(100_000)}x`)).toBe(true);
  });
});
