/**
 * The fast check (generated/plugins/fast.js, `knownKeysSchema` in scripts/shapes.mjs) is exactly "the
 * all-errors validator passes and the unknown-key walk finds nothing", on generated valid configs,
 * on configs broken in one rule, on configs given an unknown member anywhere, on arbitrary JSON,
 * and on every fixture, example and reference config; and the pipeline gives the same findings
 * with it as without it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shapes } from '../../generated/plugins/shapes.js';
import type { Shape } from '../../src/core/shape.js';
import { checkSource } from '../../src/plugins/check.js';
import { unknownKeys } from '../../src/core/unknown-keys.js';
import type { KindId } from '../../src/plugins/kinds.js';
import { fastCheck } from '../../src/plugins/fast.js';
import { checked } from '../../src/plugins/validate.js';
import { validatorOf } from '../../src/plugins/validators.js';
import { brokenConfig, copyJson, mapKey, objectOf, validConfigs } from './arbitraries.js';
import { hasReference, referenceDir, repoRoot } from '../support/paths.js';
import { kindIds } from '../support/catalogs.js';
import { readData } from '../support/data.js';
import { pluginFixtureCases } from '../support/fixtures.js';
import { strictAjv } from '../support/schemas.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What the fast check must say: the all-errors validator passes and the walk finds nothing. */
const clean = (kind: KindId, value: unknown) => validatorOf(kind)(value) && unknownKeys(value, shapes[kind]!).length === 0;

/** The path of every object in a value (the value itself included). */
function objectsIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => objectsIn(item, [...path, i]));
  if (!isObj(value)) return [];
  return [path, ...Object.keys(value).flatMap((key) => objectsIn(value[key], [...path, key]))];
}

/** The object at `path` in `root`. */
const objectAt = (root: unknown, path: readonly (string | number)[]) =>
  path.reduce<unknown>((at, token) => (at as Record<string | number, unknown>)[token], root) as Obj;

/** A copy of `config` with `key: member` added to the object at `path` (replacing a member of that name). */
function withMember(config: Obj, path: readonly (string | number)[], key: string, member: unknown): Obj {
  const copy = copyJson(config);
  const node = objectAt(copy, path);
  Object.defineProperty(node, key, { value: member, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A valid config with one member added to one of its objects: a new name, or a typo of a known one. */
function withExtraMember(kind: KindId) {
  return validConfigs[kind].chain((config) => {
    const places = objectsIn(config);
    const names = [...new Set(places.flatMap((path) => Object.keys(objectAt(config, path))))];
    const name = fc.oneof(mapKey, fc.constantFrom(...names.map((n) => `${n}x`)), fc.constantFrom(...names));
    const member = fc.oneof(fc.constant(true), fc.constant('x'), fc.constant({}), fc.constant([{}]), fc.constant({ a: 1 }));
    return fc.tuple(fc.constantFrom(...places), name, member).map(([path, key, value]) => withMember(config, path, key, value));
  });
}

/** scripts/shapes.mjs, the generator's (a JavaScript module without type declarations). */
const { knownKeysSchema } = (await import(pathToFileURL(join(repoRoot, 'scripts', 'shapes.mjs')).href)) as {
  knownKeysSchema(shape: Shape | undefined): unknown;
};

describe('knownKeysSchema', () => {
  // Shapes of every form (listed members, maps, arrays, closed objects, nested), not only those the
  // plugin schemas have today (no array of theirs holds described objects, for one).
  // Ajv ignores a member named `__proto__` in `properties` (no plugin schema lists one: see the
  // next test), so shapes here list none; values may hold one.
  const key = fc.constantFrom('a', 'b', 'c', 'constructor');
  const valueKey = fc.constantFrom('a', 'b', 'c', 'd', 'e', '__proto__', 'constructor');
  const shapeOf = (depth: number): fc.Arbitrary<Shape> =>
    depth === 0
      ? fc.constant({})
      : fc.record(
          {
            props: fc.dictionary(key, shapeOf(depth - 1), { maxKeys: 3 }).map((o) => objectOf(Object.entries(o)) as Record<string, Shape>),
            each: shapeOf(depth - 1),
            items: shapeOf(depth - 1),
            closed: fc.constant(true),
          },
          { requiredKeys: [] },
        );
  const shape = shapeOf(3);
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom(null, 1, 'x', true),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(valueKey, tie('value'), { maxKeys: 4 }).map((o) => objectOf(Object.entries(o))),
    ),
  }));

  it('holds exactly where the unknown-key walk finds nothing, for any shape and value', () => {
    const ajv = strictAjv();
    ajv.opts.strictTypes = false;
    fc.assert(
      fc.property(shape, value, (s, v) => {
        const check = ajv.compile(knownKeysSchema(s) as object);
        expect(check(v)).toBe(unknownKeys(v, s).length === 0);
      }),
      { numRuns: 1000 },
    );
  });

  it('meets no member named __proto__ in the plugin shapes', () => {
    const names = (s: Shape | undefined): string[] =>
      s === undefined ? [] : [...Object.keys(s.props ?? {}), ...Object.values(s.props ?? {}).flatMap(names), ...names(s.each), ...names(s.items)];
    expect(Object.values(shapes).flatMap(names)).not.toContain('__proto__');
  });
});

describe.each(kindIds)('%s: the fast check is exactly "valid, and no unknown key"', (kind) => {
  it('passes every generated valid config', () => {
    fc.assert(
      fc.property(validConfigs[kind], (config) => {
        expect(clean(kind, config)).toBe(true);
        expect(fastCheck(kind, config)).toBe(true);
      }),
    );
  });

  it('agrees on configs broken in one rule', () => {
    fc.assert(
      fc.property(brokenConfig(kind), ({ config, mutation }) => {
        expect(fastCheck(kind, config), mutation).toBe(clean(kind, config));
      }),
    );
  });

  it('agrees on configs given a member anywhere (unknown in listed objects, known elsewhere)', () => {
    let unknownSeen = 0;
    fc.assert(
      fc.property(withExtraMember(kind), (config) => {
        const expected = clean(kind, config);
        if (validatorOf(kind)(config) && !expected) unknownSeen++;
        expect(fastCheck(kind, config)).toBe(expected);
      }),
      { numRuns: 300 },
    );
    // The case the check exists for was met: valid, but with an unknown key.
    if (kind !== 'proc-lua' && kind !== 'proc-python') expect(unknownSeen).toBeGreaterThan(0);
  });

  it('agrees on arbitrary JSON values and objects, and never throws', () => {
    const anyObject = fc
      .dictionary(fc.oneof(mapKey, fc.constantFrom('sinks', 'channels', 'format', 'types', 'enable')), fc.jsonValue({ maxDepth: 3 }))
      .map((o) => objectOf(Object.entries(o)));
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), anyObject), (value) => {
        expect(fastCheck(kind, value)).toBe(clean(kind, value));
      }),
    );
  });
});

describe('the fast check on the fixtures, the examples and the reference configs', () => {
  const files = [
    ...pluginFixtureCases().map((c) => ({ kind: c.kind, path: c.path })),
    ...kindIds.flatMap((kind) => ['json', 'yaml'].map((ext) => ({ kind, path: join(repoRoot, 'examples', 'valid', `netify-${kind}.${ext}`) }))),
  ].filter((f) => existsSync(f.path));

  it('covers clean and unclean configs of every kind', () => {
    const verdicts = files.map((f) => fastCheck(f.kind, readData(f.path)));
    expect(verdicts.filter(Boolean).length).toBeGreaterThan(20);
    expect(verdicts.filter((v) => !v).length).toBeGreaterThan(20);
    expect(new Set(files.filter((f) => fastCheck(f.kind, readData(f.path))).map((f) => f.kind))).toEqual(new Set(kindIds));
  });

  it.each(files.map((f) => [relative(repoRoot, f.path), f] as const))('%s: same verdict, same findings', (_, { kind, path }) => {
    const value = readData(path);
    expect(fastCheck(kind, value)).toBe(clean(kind, value));
    expect(checked(kind, value, fastCheck)).toStrictEqual(checked(kind, value));
  });

  it.runIf(hasReference)('every reference config: same findings through the pipeline', async () => {
    const dir = join(referenceDir, 'configs');
    const names = readdirSync(dir).filter((n) => /\.(json|ya?ml)$/.test(n));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const text = readFileSync(join(dir, name), 'utf8');
      const input = { file: name, text, format: /\.ya?ml$/.test(name) ? ('yaml' as const) : ('json' as const), effective: false };
      const [a, b] = [await checkSource({ ...input, fastCheck }), await checkSource(input)];
      expect(a.result, name).toStrictEqual(b.result);
    }
  });
});
