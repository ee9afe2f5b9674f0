/** The library's findings cap and its `maxFindings` option (issue 21). */
import { describe, expect, it } from 'vitest';
import { validate } from '../../src/index.js';
import { findingsIn, isLeftOffNote, leftOffCounts, markLeftOff } from '../../src/core/cap.js';

const manyUnknown = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`unknown_${i}`, i]));

describe('maxFindings', () => {
  const bad: [string, unknown][] = [
    ['zero', 0],
    ['a negative number', -5],
    ['NaN', NaN],
    ['a fraction', 2.5],
    ['1e300', 1e300],
    ['-Infinity', -Infinity],
    ['a string', '10'],
    ['null', null],
    ['an object', { valueOf: () => 10 }],
  ];
  it.each(bad)('%s is a call/argument finding, not the default', (_, maxFindings) => {
    const result = validate('sink-http', manyUnknown, { maxFindings } as never);
    expect(result.valid).toBe(false);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ severity: 'error', code: 'call/argument' });
    expect(result.diagnostics[0]!.message).toMatch(
      /^maxFindings must be a whole number from 1 to 9,007,199,254,740,991, or Infinity .*\(default 1,000\); got /,
    );
  });

  it('a getter that throws, or options that are no object, are a call/argument finding', () => {
    const throwing = {
      get maxFindings(): number {
        throw new Error('no');
      },
    };
    for (const options of [throwing, 'x', 5]) {
      const result = validate('sink-http', manyUnknown, options as never);
      expect(result.diagnostics.map((d) => d.code)).toEqual(['call/argument']);
    }
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(validate('sink-http', manyUnknown, { maxFindings: proxy } as never).diagnostics.map((d) => d.code)).toEqual(['call/argument']);
    expect(validate('sink-http', manyUnknown, proxy as never).diagnostics.map((d) => d.code)).toEqual(['call/argument']);
  });

  it('1, a safe integer, Infinity and nothing are caps', () => {
    const one = validate('sink-http', manyUnknown, { maxFindings: 1 });
    expect(one.truncated).toBe(validate('sink-http', manyUnknown, { maxFindings: Infinity }).diagnostics.length - 1);
    expect(validate('sink-http', manyUnknown, { maxFindings: Number.MAX_SAFE_INTEGER }).truncated).toBeUndefined();
    expect(validate('sink-http', manyUnknown, { maxFindings: Infinity }).diagnostics.filter((d) => d.code === 'key/unknown')).toHaveLength(30);
    expect(validate('sink-http', manyUnknown).diagnostics.filter((d) => d.code === 'key/unknown')).toHaveLength(30);
    expect(validate('sink-http', manyUnknown, undefined).diagnostics.some((d) => d.code === 'call/argument')).toBe(false);
  });
});

describe('notes of findings left off, copied to another thread', () => {
  it('are known again by leftOffCounts and markLeftOff after a structured clone, and count what they stand for', () => {
    const { diagnostics } = validate('sink-http', { channels: { a: { url: 'https://x/y', ...manyUnknown } } }, { maxFindings: 10 });
    const counts = leftOffCounts(diagnostics);
    expect(counts).toEqual([[10, 20]]);
    const copy = structuredClone(diagnostics);
    expect(copy.map(findingsIn)).toEqual(copy.map(() => 1));
    markLeftOff(copy, counts);
    expect(copy.map(findingsIn)).toEqual(diagnostics.map(findingsIn));
    expect(copy.filter(isLeftOffNote)).toHaveLength(1);
  });
});
