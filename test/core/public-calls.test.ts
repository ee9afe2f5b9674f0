/**
 * Issue 21, item 11: no public function of the library entries throws for a caller's mistake,
 * whatever the arguments (fc.anything with typed arrays, Maps, sparse arrays, getters that throw,
 * proxies, huge sparse arrays, objects with toString/valueOf members), and the findings of one
 * call are bounded. The huge values are refused by their size before any walk: the old walks of a
 * sparse array of length 2^32 - 1 ran for minutes, far past the test timeout.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as main from '../../src/index.js';
import * as records from '../../src/records/index.js';
import * as stream from '../../src/records/stream/index.js';
import * as api from '../../src/api/index.js';
import * as deploy from '../../src/deploy/index.js';

const numRuns = Number(process.env.AGENTCONF_FC_RUNS ?? 60);

const throwingGetter = () => ({
  channels: {},
  get type(): string {
    throw new Error('getter');
  },
});
// Symbol keys are let through: fast-check looks for its own symbols on every generated value.
const throwingProxy = () =>
  new Proxy(
    {},
    {
      get(target, key) {
        if (typeof key === 'symbol') return Reflect.get(target, key);
        throw new Error('proxy get');
      },
      ownKeys() {
        throw new Error('proxy keys');
      },
    },
  );
const exotic = fc
  .constantFrom(
    () => new Array(2 ** 32 - 1),
    () => ({ channels: new Array(1e8) }),
    () => ({ type: 'flow', flow: new Float64Array(1e6) }),
    () => new Uint8Array(1e6),
    throwingGetter,
    throwingProxy,
    () => ({ toString: 1 }),
    () => ({ valueOf: 1, toString: 1 }),
    () => ({ method: 'GET', url: '/api/v2/ips/203.0.113.7', headers: { 'x-api-key': { toString: 1 } } }),
    () => ({ method: 'GET', url: '/api/v2/ips/203.0.113.7', status: { toString: 1 }, headers: { a: ['x', { valueOf: 1 }] } }),
    () => ({ framing: 'msgpak', limits: { maxRecords: 'x' } }),
    () => new Map([['a', 1]]),
    () => Symbol('s'),
    () => 1n,
  )
  .map((make) => make());
const argument = fc.oneof(
  exotic,
  fc.anything({
    maxDepth: 3,
    withBigInt: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withSparseArray: true,
    withNullPrototype: true,
    withBoxedValues: true,
    withDate: true,
  }),
);

/** Every public function of the browser-safe entries and of the stream entry (but the one that reads files). */
const functions = Object.entries({ main, records, stream, api }).flatMap(([entry, ns]) =>
  Object.entries(ns)
    .filter(([name, f]) => typeof f === 'function' && !/^[A-Z]/.test(name) && name !== 'judgeStreamFile')
    .map(([name, f]) => [`${entry}.${name}`, f as (...args: unknown[]) => unknown] as const),
);

/** The findings a result holds, wherever it keeps them. */
function findings(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  if (typeof result !== 'object' || result === null) return [];
  const r = result as { diagnostics?: unknown[]; events?: unknown[] };
  return r.diagnostics ?? r.events ?? [];
}

async function call(f: (...args: unknown[]) => unknown, args: unknown[]): Promise<unknown[]> {
  const result = f(...args);
  if (typeof (result as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function') {
    const events: unknown[] = [];
    for await (const e of result as AsyncIterable<unknown>) events.push(e);
    return events;
  }
  return findings(await result);
}

describe('no public function throws on what a caller hands it', () => {
  it.each(functions)('%s', async (_, f) => {
    await fc.assert(
      fc.asyncProperty(argument, argument, argument, async (a, b, c) => {
        const found = await call(f, [a, b, c]);
        // Bounded: a value of a million members makes one finding, not a million.
        expect(found.length).toBeLessThanOrEqual(1100);
        for (const d of found) {
          const message =
            (d as { message?: unknown; diagnostic?: { message?: unknown } }).message ?? (d as { diagnostic?: { message?: unknown } }).diagnostic?.message;
          if (typeof message === 'string') expect(message.length).toBeLessThanOrEqual(1000);
        }
      }),
      { numRuns },
    );
  });

  it('says what is wrong with the arguments, as call/argument', async () => {
    const code = (r: { diagnostics: { code: string }[] }) => r.diagnostics.map((d) => d.code);
    expect(code(main.validate('sink-http', new Array(2 ** 32 - 1) as never))).toEqual(['call/argument']);
    expect(code(main.validate('sink-http', { channels: new Array(1e8) }))).toEqual(['call/argument']);
    expect(code(records.validateRecord({ type: 'flow', flow: new Float64Array(1e6) }))).toEqual(['call/argument']);
    expect(code(records.validateRecord(throwingProxy()))).toEqual(['call/argument']);
    const request = api.validateRequest({ method: 'GET', url: '/api/v2/ips/203.0.113.7', headers: { 'x-api-key': { toString: 1 } as never } });
    expect(request.diagnostics).toContainEqual(expect.objectContaining({ code: 'call/argument', pointer: '/headers/x-api-key' }));
    expect(stream.judgePayload('{}' as never).events).toMatchObject([{ kind: 'problem', diagnostic: { code: 'call/argument' } }]);
    const events: unknown[] = [];
    for await (const e of stream.readRecords(42 as never)) events.push(e);
    expect(events).toMatchObject([{ kind: 'problem', diagnostic: { code: 'call/argument' } }]);
    // A proxy that throws even when asked whether it can be iterated (the attack run's value).
    const asking = new Proxy(
      {},
      {
        get: () => {
          throw new Error('proxy get');
        },
      },
    );
    const asked: unknown[] = [];
    for await (const e of stream.readRecords(asking as never)) asked.push(e);
    expect(asked).toMatchObject([{ kind: 'problem', diagnostic: { code: 'call/argument' } }]);
    expect(main.agentVariables(new Uint8Array(1e6) as never)).toEqual(main.agentVariables());
    expect(main.hasErrors(new Array(2 ** 32 - 1))).toBe(false);
  });
});

/** A proxy revoked before it is handed in: reading anything of it throws, even `Array.isArray`. */
function revoked(target: object): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

describe('a revoked proxy as any argument (the attack run: typeName, isPlainObject, instanceof and options reads threw on one)', () => {
  const everyFunction = [...functions, ...Object.entries(deploy).filter(([, f]) => typeof f === 'function')] as [string, (...args: unknown[]) => unknown][];
  it.each(everyFunction)('%s: a finding, never a throw or an internal error', async (_, f) => {
    for (const target of [{}, [], () => 1]) {
      for (let at = 0; at < 3; at++) {
        const args: unknown[] = ['sink-http', {}, undefined];
        args[at] = revoked(target);
        const found = await call(f, args);
        expect(JSON.stringify(found)).not.toContain('internal/error');
      }
    }
  });

  it('names it in the finding', () => {
    const [first] = main.validate(revoked({}) as never, {}).diagnostics;
    expect(first?.message).toContain('a revoked proxy');
    expect(main.resolve('sink-http', { channels: {} }, revoked({}) as never).diagnostics[0]).toMatchObject({
      code: 'call/argument',
      message: 'options must be an object, not a revoked proxy; the defaults are used',
    });
    expect(stream.judgePayload(revoked({}) as never).events).toMatchObject([{ kind: 'problem', diagnostic: { code: 'call/argument' } }]);
    expect(stream.summarize(revoked([]) as never)).toEqual({ files: 0, errors: 0, warnings: 0, infos: 0 });
    expect(main.hasErrors(revoked([]) as never)).toBe(false);
  });
});

describe('no public function changes its arguments, and a second call answers the same', () => {
  const named = fc.constantFrom('sink-http', 'proc-core', 'flow', 'endpoints', 'LicenseCreateRequest');
  const data = fc.oneof(named, fc.jsonValue({ maxDepth: 4 }), fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })));
  it.each(functions)('%s', async (_, f) => {
    await fc.assert(
      fc.asyncProperty(data, data, data, async (a, b, c) => {
        const args = [a, b, c];
        const before = structuredClone(args);
        const first = await call(f, args);
        expect(args).toEqual(before);
        expect(await call(f, args)).toEqual(first);
      }),
      { numRuns },
    );
  });
});
