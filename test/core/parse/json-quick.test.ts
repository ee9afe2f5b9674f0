/**
 * The quick JSON document stands in for the full parser's only when the two agree: same value, no
 * diagnostic, the same positions. Otherwise it steps aside and the full parser reports.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../../src/core/parse/document.js';
import { parseJson } from '../../../src/core/parse/json.js';
import { parseJsonQuick } from '../../../src/core/parse/json-quick.js';

const hasUnsafeInteger = (v: unknown): boolean =>
  typeof v === 'number' ? Number.isInteger(v) && !Number.isSafeInteger(v) : typeof v === 'object' && v !== null && Object.values(v).some(hasUnsafeInteger);

const nestText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** The quick document is the full one, or absent exactly when the full one has something to say. */
function agrees(text: string): void {
  const full = parseJson(text);
  const quick = parseJsonQuick(text);
  if (quick === undefined) {
    // Declining is always safe (the full parser then runs); on plain JSON it would waste the fast
    // path. Integers beyond 2^53 are declined whatever their spelling (`1e+21` draws no note).
    expect(full.value === undefined || full.diagnostics.length > 0 || hasUnsafeInteger(full.value), 'declined plain JSON').toBe(true);
    return;
  }
  expect(full.diagnostics).toEqual([]);
  expect(quick.diagnostics).toEqual([]);
  expect(quick.value).toStrictEqual(full.value);
  expect(quick.locate('')).toEqual(full.locate(''));
}

/** JSON text with duplicate members, escapes in names and values, varied spacing and a BOM now and then. */
const members = fc.array(fc.tuple(fc.constantFrom('a', 'b', 'a\\"b', '\\u0061', 'c:d', '"', '__proto__'), fc.jsonValue({ maxDepth: 2 })), { maxLength: 6 });
const objectText = fc.tuple(members, fc.constantFrom('', ' ', '\n  ', '\t'), fc.boolean()).map(([pairs, space, bom]) => {
  const body = pairs.map(([name, value]) => `${space}"${name === '"' ? '\\"' : name}"${space}:${space}${JSON.stringify(value)}`).join(',');
  return `${bom ? '\uFEFF' : ''}{${body}${space}}`;
});

describe('parseJsonQuick', () => {
  it('agrees with parseJson on JSON objects with duplicate and escaped names', () => {
    fc.assert(fc.property(objectText, agrees), { numRuns: 2000 });
  });

  it('agrees with parseJson on any JSON value and on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json(),
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v, null, 2)),
        ),
        agrees,
      ),
      { numRuns: 1000 },
    );
  });

  it('declines every text the full parser reports on', () => {
    for (const text of [
      '{"a": 1, "a": 2}',
      '{"x": {"a": 1, "b": {"a": 0}, "a": 2}}',
      '[{"k": 1, "k": 1}]',
      '{"a\\u0062": 1, "ab": 2}',
      '',
      '  ',
      '{"a": 1,}',
      '[1, 2',
      '{"a": "x"} // comment',
      '['.repeat(MAX_DEPTH + 1) + ']'.repeat(MAX_DEPTH + 1),
    ]) {
      expect(parseJsonQuick(text), text.slice(0, 40)).toBeUndefined();
      expect(parseJson(text).diagnostics.length, text.slice(0, 40)).toBeGreaterThan(0);
    }
  });

  it('takes what the full parser takes without a word: a BOM, deep but allowed nesting, keys that look like values', () => {
    for (const text of [
      '\uFEFF{"a": 1}',
      '['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH),
      '{"url": "http://x:80", "k": ":", "m": "\\":"}',
      '{"__proto__": {"polluted": true}, "constructor": 1}',
    ]) {
      expect(parseJsonQuick(text), text.slice(0, 40)).toBeDefined();
      agrees(text);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('duplicates, numbers, nesting and size at the edges', () => {
    const long = 'x'.repeat(3000);
    const nest = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    for (const text of [
      '{"a": 1, "b": {"a": 1, "c": [{"a": 1}]}}',
      '{"a": 1, "b": {"a": 1, "a": 2}}',
      '{"k": "a:1", "m": "b\\u0022", "a": {}, "a": []}',
      '{"url": "https://h:8080/p", "n": -123456789012345, "f": 0.1234567890123456789}',
      '{"a": 1e400}',
      '[1E21, -0, 9007199254740993]',
      '1e400',
      '{"id": "9007199254740993", "e": "1e400"}',
      `{"s": "${long}", "n": ${nest(MAX_DEPTH - 1)}}`,
      `{"s": "${long}", "n": ${nest(MAX_DEPTH)}}`,
      `{"s": "${long}", "n": ${nest(MAX_DEPTH)}, "s": "${long}"}`,
      `{"s": "${'{'.repeat(MAX_DEPTH + 5)}", "n": [[]]}`,
    ]) {
      agrees(text);
    }
    expect(parseJsonQuick(`{"s": "${long}", "n": ${nest(MAX_DEPTH - 1)}}`)).toBeDefined();
    expect(parseJsonQuick(`{"s": "${long}", "n": ${nest(MAX_DEPTH)}}`)).toBeUndefined();
    expect(parseJsonQuick('{"a": 1, "b": {"a": 1, "a": 2}}')).toBeUndefined();
    expect(parseJsonQuick('{"k": "a:1", "a": {}, "a": []}')).toBeUndefined();
  });

  it('nesting far beyond the limit (deeper than JSON.stringify can go) is declined, not thrown', () => {
    for (const depth of [MAX_DEPTH + 1, 5_000, 20_000]) {
      for (const text of [nestText(depth), `{"sinks": ${nestText(depth)}}`, `{"s": "${'x'.repeat(3000)}", "n": ${nestText(depth)}}`]) {
        expect(() => parseJsonQuick(text)).not.toThrow();
        expect(parseJsonQuick(text)).toBeUndefined();
        expect(parseJson(text).diagnostics.map((d) => d.code)).toContain('parse/too-deep');
      }
    }
  });

  it('agrees with parseJson on plain configs with names repeated at random places', () => {
    const name = fc.constantFrom('a', 'b', 'c', 'url', 'types');
    const plain: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom('x', 'a:b', '[', '{', 'http://h:1/'),
        fc.boolean(),
        fc.constant(null),
        tie('object'),
        fc.array(tie('value'), { maxLength: 3 }),
      ),
      object: fc.array(fc.tuple(name, tie('value')), { maxLength: 4 }),
    })).value;
    const text = (v: unknown): string =>
      Array.isArray(v) && v.every((p) => Array.isArray(p) && p.length === 2 && typeof p[0] === 'string')
        ? `{${(v as [string, unknown][]).map(([k, x]) => `"${k}": ${text(x)}`).join(', ')}}`
        : Array.isArray(v)
          ? `[${v.map(text).join(', ')}]`
          : JSON.stringify(v);
    fc.assert(
      fc.property(plain, (v) => agrees(text(v))),
      { numRuns: 2000 },
    );
  });

  it('locates through the full parser, with its positions', () => {
    const text = '{\n  "sinks": {\n    "sink-http": {"a": [1, 2]}\n  }\n}';
    const quick = parseJsonQuick(text)!;
    const full = parseJson(text);
    for (const pointer of ['', '/sinks', '/sinks/sink-http', '/sinks/sink-http/a/1', '/missing']) {
      expect(quick.locate(pointer)).toEqual(full.locate(pointer));
      expect(quick.locate(pointer, { key: true })).toEqual(full.locate(pointer, { key: true }));
    }
  });
});
