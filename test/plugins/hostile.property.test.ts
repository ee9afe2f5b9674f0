/**
 * The library under hostile calls: cyclic, deep, huge and prototype-named values, kinds that are
 * no kinds, options of the wrong type. Nothing throws, every answer is diagnostics, messages stay
 * short, and the work grows linearly with the input (a growth property: 8x the input may cost
 * at most about 8x the time, with generous slack for a loaded machine).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSource } from '../../src/plugins/check.js';
import { formatText } from '../../src/format/text.js';
import { ruleDescriptions } from '../../src/format/rules.js';
import { agentVariableDefaults, kinds, resolve, validate, type KindId } from '../../src/plugins/index.js';
import { parseJson } from '../../src/core/parse/index.js';
import { substituteString, variableTable } from '../../src/core/variables.js';
import { closest } from '../../src/core/suggest.js';

const kindIds = kinds.map((k) => k.id);
const codes = new Set(Object.keys(ruleDescriptions));

/** Keys that trip naive code: prototype members, pointer escapes, the empty key. */
const hostileKey = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'channels', 'sinks', 'format', 'a/b', '~1', ''),
);

/** Any value, prototype-named keys included, sometimes things JSON cannot hold. */
const anyValue = fc.anything({
  key: hostileKey,
  maxDepth: 4,
  withBigInt: true,
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withDate: true,
});

/** Puts `target` inside itself at one place, when it is an object with a member. */
function withCycle(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  if (keys.length === 0) return value;
  try {
    (value as Record<string, unknown>)[keys[0]!] = value;
  } catch {
    // frozen or exotic: leave it
  }
  return value;
}

/** An array nested `depth` levels, built without recursion. */
function nested(depth: number, inner: unknown = 1): unknown {
  let value: unknown = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const hostileValue = fc.oneof(
  anyValue,
  anyValue.map(withCycle),
  fc.integer({ min: 900, max: 3000 }).map((d) => ({ channels: {}, x: nested(d) })),
  fc.integer({ min: 900, max: 3000 }).map((d) => nested(d, {})),
  fc.constant({ channels: { a: { url: 'https://h/', format: 'x'.repeat(200_000) } } }),
);

const hostileKind = fc.oneof(fc.constantFrom(...kindIds), anyValue);
const hostileOptions = fc.oneof(
  anyValue,
  fc.record({ variables: anyValue }),
  fc.constant({ variables: { a: Symbol('s') } }),
  fc.constant({ variables: { path_plugins: '${'.repeat(1000) } }),
);

/** Every diagnostic is well formed: a known code, a short message, a string pointer. */
function expectDiagnostics(list: unknown): void {
  expect(Array.isArray(list)).toBe(true);
  for (const d of list as { code: string; message: string; pointer: string; severity: string }[]) {
    expect(codes.has(d.code), d.code).toBe(true);
    expect(typeof d.message).toBe('string');
    expect(d.message.length).toBeLessThanOrEqual(1100);
    expect(typeof d.pointer).toBe('string');
    expect(['error', 'warning', 'info']).toContain(d.severity);
  }
}

describe('the library never throws', () => {
  it('validate and resolve answer any kind, value and options with diagnostics', () => {
    fc.assert(
      fc.property(hostileKind, hostileValue, hostileOptions, (kind, value, options) => {
        const started = performance.now();
        const v = validate(kind as KindId, value);
        expect(typeof v.valid).toBe('boolean');
        expectDiagnostics(v.diagnostics);
        const r = resolve(kind as KindId, value, options as never);
        expectDiagnostics(r.diagnostics);
        if (!v.valid) expect(r.value).toBeUndefined();
        expect(performance.now() - started).toBeLessThan(5_000);
      }),
      { numRuns: 150 },
    );
  });

  it('a cyclic value that validate() once accepted is refused by both, at the cycle', () => {
    const value: Record<string, unknown> = { channels: {} };
    value.extra = { back: value };
    expect(validate('sink-ubus', value)).toEqual({
      valid: false,
      diagnostics: [expect.objectContaining({ code: 'call/argument', pointer: '/extra/back', message: expect.stringContaining('(a cycle)') })],
    });
    expect(resolve('sink-ubus', value).value).toBeUndefined();
  });

  it('a value shared twice (not a cycle) is fine', () => {
    const shared = {};
    expect(validate('sink-ubus', { channels: {}, a: shared, b: shared }).valid).toBe(true);
  });

  it('1,700 array levels: parse/too-deep, not a stack overflow', () => {
    const r = resolve('sink-ubus', { channels: {}, x: nested(1700) });
    expect(r.value).toBeUndefined();
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'parse/too-deep', severity: 'error' })]);
  });

  it('null options, null variables, a Symbol variable, a BigInt kind', () => {
    const config = { script: '${path_state_volatile}' };
    expect(resolve('proc-lua', config, null as never)).toEqual({ value: { script: '/var/run/netifyd' }, diagnostics: [] });
    expect(resolve('proc-lua', config, { variables: null as never })).toEqual({ value: { script: '/var/run/netifyd' }, diagnostics: [] });
    const symbol = resolve('proc-lua', config, { variables: { path_state_volatile: Symbol('x') as never } });
    expect(symbol.value).toEqual({ script: '/var/run/netifyd' });
    expect(symbol.diagnostics).toEqual([
      expect.objectContaining({ code: 'call/argument', message: 'variable "path_state_volatile" must be a string, not a symbol; it is ignored' }),
    ]);
    expect(validate(1n as never, {})).toMatchObject({
      valid: false,
      diagnostics: [{ code: 'call/argument', message: expect.stringMatching(/^unknown kind a bigint; kinds are /) }],
    });
    expect(resolve('proc-lua', { script: 1n }).diagnostics).toEqual([expect.objectContaining({ code: 'call/argument', pointer: '/script' })]);
  });

  it('agentVariableDefaults cannot be changed by one caller for every later one', () => {
    expect(Object.isFrozen(agentVariableDefaults)).toBe(true);
    expect(Reflect.set(agentVariableDefaults, 'path_state_volatile', 'changed')).toBe(false);
    expect(resolve('proc-lua', { script: '${path_state_volatile}' }).value).toEqual({ script: '/var/run/netifyd' });
  });

  it('a message never quotes more than a bounded part of the input', () => {
    const key = 'k'.repeat(1_000_000);
    const [d] = validate('sink-ubus', { channels: {}, [key]: 1 }).diagnostics;
    expect(d!.message.length).toBeLessThan(300);
  });
});

/** The fastest of three timings of `run(size)`, in milliseconds: what the machine can do. */
function timing(run: (size: number) => void, size: number): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    run(size);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * The work for 8x the input costs at most 24x the time (quadratic work costs 64x), plus slack.
 * A machine busy with other work can spoil one measurement, so up to three are taken; quadratic
 * work fails all three.
 */
function expectLinear(name: string, run: (size: number) => void, size: number): void {
  run(size); // warm up: compile before timing
  run(size * 8);
  const seen: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const small = timing(run, size);
    const large = timing(run, size * 8);
    if (large < small * 24 + 30) return;
    seen.push(`${small.toFixed(1)} ms for ${size}, ${large.toFixed(1)} ms for ${size * 8}`);
  }
  expect.fail(`${name} grows faster than linearly: ${seen.join('; ')}`);
}

describe('work grows linearly with the input', () => {
  it('${ scanning: unclosed ${ repeated, in a value and in a variable', () => {
    expectLinear('substituteString', (n) => substituteString('${'.repeat(n), {}, '', []), 5_000);
    expectLinear('variableTable', (n) => variableTable({ a: '${'.repeat(n) + '${b}' }), 5_000);
    expectLinear('resolve', (n) => resolve('sink-http', { channels: { a: { url: 'https://h/', headers: { h: 'x${'.repeat(n) } } } }), 2_000);
  });

  it('text output: many findings in one file (each frame must not split the whole file again)', () => {
    const make = (n: number) => {
      const text = `{"channels": {},\n${Array.from({ length: n }, (_, i) => `"k${i}": 1`).join(',\n')}\n}`;
      const diagnostics = Array.from({ length: n }, (_, i) => ({
        severity: 'warning' as const,
        code: 'key/unknown' as const,
        message: 'm',
        pointer: '',
        line: i + 2,
        column: 1,
      }));
      return { text, diagnostics };
    };
    const inputs = new Map<number, ReturnType<typeof make>>();
    expectLinear(
      'formatText',
      (n) => {
        const { text, diagnostics } = inputs.get(n) ?? inputs.set(n, make(n)).get(n)!;
        formatText([{ file: 'f.json', diagnostics }], { color: false, sources: new Map([['f.json', text]]), version: '0' });
      },
      500,
    );
  });

  it('duplicate keys and array items: locating each is not a scan of its siblings', async () => {
    const dup = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',')},${Array.from({ length: n }, (_, i) => `"k${i}":2`).join(',')}}`;
    const texts = new Map<number, string>();
    expectLinear('duplicate keys', (n) => parseJson(texts.get(n) ?? texts.set(n, dup(n)).get(n)!), 1_000);
    const items = (n: number) => JSON.stringify({ format: 'json', compressor: 'none', sinks: {}, x: Array(n).fill(1) });
    const parsed = new Map<number, ReturnType<typeof parseJson>>();
    expectLinear(
      'array items',
      (n) => {
        const doc = parsed.get(n) ?? parsed.set(n, parseJson(items(n))).get(n)!;
        for (let i = 0; i < n; i++) doc.locate(`/x/${i}`);
      },
      1_000,
    );
    // The whole pipeline on a file of duplicates finishes too (every finding built and located).
    const { result } = await checkSource({ file: 'netify-sink-ubus.json', text: dup(2_000), format: 'json', maxFindings: Infinity });
    expect(result.diagnostics.filter((d) => d.code === 'parse/duplicate-key')).toHaveLength(2_000);
  });

  it('"did you mean" on a huge string costs nothing', () => {
    expectLinear('closest', (n) => closest('x'.repeat(n), ['json', 'msgpack', 'x'.repeat(n - 1)]), 20_000);
    expect(closest('x'.repeat(8_000_000), ['json', 'msgpack'])).toBeUndefined();
    expect(closest('gz', ['gzip'])).toBe('gzip');
  });
});
