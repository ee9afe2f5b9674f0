import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../src/core/parse/json.js';

const FATAL = new Set(['parse/syntax', 'parse/too-deep', 'parse/empty']);

/** Checks the never-throw contract and that a value comes exactly when no fatal error does. */
function checkOutcome(text: string): void {
  const doc = parseJson(text);
  const fatal = doc.diagnostics.filter((d) => FATAL.has(d.code));
  if (doc.value === undefined) {
    expect(fatal).toHaveLength(1);
  } else {
    expect(fatal).toHaveLength(0);
  }
  for (const d of doc.diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(typeof d.pointer).toBe('string');
  }
}

/** JSON.parse's verdict on the same text (after the byte-order mark we skip). */
function nativeParse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch {
    return { ok: false };
  }
}

/** Text made of JSON tokens and near-misses, so the generator reaches deep into the grammar. */
const jsonish = fc
  .array(
    fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      ' ',
      '\n',
      '"a"',
      '"b"',
      '"',
      '\\',
      '\\u00',
      '1',
      '-',
      '0',
      '.',
      'e',
      '+',
      'true',
      'fals',
      'null',
      '/',
      '*',
      '\t',
      '\u0000',
      '"\\n"',
      "'",
      'x',
      '\uFEFF',
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

/** Every UTF-16 code unit, lone surrogates included. */
const utf16 = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
});

describe('parseJson never throws', () => {
  it.each([
    ['ascii strings', fc.string()],
    ['full unicode strings', fc.string({ unit: 'binary' })],
    ['UTF-16 code units', utf16],
    ['JSON-like token soup', jsonish],
  ])('on %s, returning a value xor one fatal error', (_name, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, (text) => checkOutcome(text)),
      { numRuns: 1000 },
    );
  });

  it('agrees with JSON.parse on what is valid, and on the value', () => {
    fc.assert(
      fc.property(fc.oneof(jsonish, fc.string(), fc.json()), (text) => {
        const doc = parseJson(text);
        const native = nativeParse(text);
        expect(doc.value !== undefined).toBe(native.ok);
        if (native.ok) expect(doc.value).toEqual(native.value);
      }),
      { numRuns: 2000 },
    );
  });
});

/** Every pointer into `value`, with the value it names. */
function* pointers(value: unknown, pointer = ''): Generator<[string, unknown, string | undefined]> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      yield [`${pointer}/${i}`, value[i], undefined];
      yield* pointers(value[i], `${pointer}/${i}`);
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) {
      const p = `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      yield [p, child, name];
      yield* pointers(child, p);
    }
  }
}

/** The first character a value of this kind starts with. */
function startsLike(value: unknown, char: string): boolean {
  if (value === null) return char === 'n';
  if (value === true) return char === 't';
  if (value === false) return char === 'f';
  if (typeof value === 'string') return char === '"';
  if (typeof value === 'number') return char === '-' || (char >= '0' && char <= '9');
  if (Array.isArray(value)) return char === '[';
  return char === '{';
}

describe('parseJson round trip and positions', () => {
  it('matches JSON.parse for any JSON value and locates every value and member name', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = JSON.stringify(v, null, 2);
        const doc = parseJson(text);
        const expected: unknown = JSON.parse(text);
        // Integers beyond 2^53 that JavaScript prints inexactly are reported (parse/precision).
        expect(doc.diagnostics.filter((d) => d.code !== 'parse/precision')).toEqual([]);
        expect(doc.value).toEqual(expected);

        const lineStarts = [0];
        for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
        const offsetOf = (p: { line: number; column: number } | undefined): number => {
          expect(p).toBeDefined();
          return (lineStarts[p!.line - 1] as number) + p!.column - 1;
        };

        expect(startsLike(expected, text.charAt(offsetOf(doc.locate(''))))).toBe(true);
        for (const [pointer, child, name] of pointers(expected)) {
          const at = offsetOf(doc.locate(pointer));
          expect(startsLike(child, text.charAt(at)), `${pointer} at ${at}`).toBe(true);
          if (name !== undefined) {
            // The member name really starts there: a JSON string that decodes to the name.
            const keyAt = offsetOf(doc.locate(pointer, { key: true }));
            expect(text.charAt(keyAt)).toBe('"');
            expect(text.slice(keyAt).startsWith(JSON.stringify(name))).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
