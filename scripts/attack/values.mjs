// Hostile values for the attack run: fast-check arbitraries of what a caller, a file or a sender
// may hand in. Shared by the library, command and HTTP attacks.
import fc from 'fast-check';

/** Characters that must never reach an output line from input: C0, DEL, C1, bidi marks, U+2028/9. */
export const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/;

const nasty = [
  '\u0000',
  '\u001b[2K',
  '\u001b[1A',
  '\r',
  '\n',
  '\u0085',
  '\u009b',
  '\u007f',
  '\u202e',
  '\u2066',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ud800',
  '::error::x',
  '%0A',
  '${a}',
  '${',
  '__proto__',
  'constructor',
];

/** Strings with control characters, bidi marks, lone surrogates and workflow commands. */
export const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(...nasty),
  fc.array(fc.constantFrom(...nasty, 'a', 'x', ' ', '/', '~0', '~1'), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'k'.repeat(n)),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Deep nesting (arrays or objects), up to past the 1000-level limit. */
const deep = fc.tuple(fc.integer({ min: 900, max: 3000 }), fc.boolean()).map(([depth, arrays]) => {
  let v = 1;
  for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
  return v;
});

/** Member names of wide objects, made once: a million names made anew took half the time of building the object. */
const memberNames = [];

/** A wide value: many members or items (up to just under and over the 1,000,000-member cap). */
const wide = fc.tuple(fc.constantFrom(1000, 20_000, 200_000, 999_999, 1_000_001), fc.boolean(), hostileString).map(([n, object, leaf]) => {
  if (!object) return Array.from({ length: n }, () => leaf);
  const o = {};
  for (let i = 0; i < n; i++) o[(memberNames[i] ??= `m${i}`)] = i % 3 === 0 ? leaf : i;
  return o;
});

/**
 * A value made only when the call is made: fast-check itself reads what it generates (a revoked
 * proxy throws there), so exotic values pass through it as makers. `reify` makes them.
 */
class Late {
  constructor(make) {
    this.make = make;
  }
}

/** The value a generated argument stands for. */
export const reify = (v) => (v instanceof Late ? v.make() : v);

/** Values that are no JSON data, or that fight back when read. */
const exotic = fc
  .constantFrom(
    () =>
      new Proxy(
        {},
        {
          get() {
            throw new Error('trap');
          },
          ownKeys() {
            throw new Error('trap');
          },
        },
      ),
    () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    },
    () =>
      Object.defineProperty({}, 'a', {
        enumerable: true,
        get() {
          throw new Error('getter');
        },
      }),
    () => {
      const o = { a: 1 };
      o.self = o;
      return o;
    },
    () => new Array(2 ** 32 - 1),
    () => ({ channels: new Array(1e8) }),
    () => new Uint8Array(1_000_000),
    () => new Map([['a', 1]]),
    () => 10n,
    () => Symbol('s'),
    () => () => 1,
    () => ({ toString: 1, valueOf: 2 }),
    () => Object.create(null),
    () => ({ __proto__: { polluted: true } }),
    () => JSON.parse('{"__proto__": {"polluted": true}}'),
    () => NaN,
    () => -0,
    () => 1e300,
    () => undefined,
    () => null,
  )
  .map((make) => new Late(make));

/** Any hostile value: JSON-like data with hostile strings, exotic values, deep and wide values. */
export const hostileValue = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 3, arbitrary: fc.dictionary(hostileString, fc.oneof(hostileString, fc.integer(), fc.jsonValue({ maxDepth: 2 })), { maxKeys: 8 }) },
  { weight: 2, arbitrary: exotic },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: wide },
  { weight: 1, arbitrary: hostileString },
);

/** Options objects: valid, wrong, throwing. */
export const hostileOptions = fc.oneof(
  fc.constant(undefined),
  fc.record({ maxFindings: fc.oneof(fc.integer(), fc.constantFrom(NaN, Infinity, -1, 0, 1e300, '5', null)) }, { requiredKeys: [] }),
  fc.record({ agent: fc.oneof(fc.constantFrom('5.0', '5.2', '4.0'), hostileString) }, { requiredKeys: [] }),
  exotic,
);
