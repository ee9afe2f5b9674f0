/** Properties of validate and resolve over generated configs of every kind. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shapes } from '../../generated/plugins/shapes.js';
import type { Shape } from '../../src/core/shape.js';
import { resolve, validate, type KindId } from '../../src/plugins/index.js';
import { brokenConfig, validConfigs } from './arbitraries.js';
import { kindIds } from '../support/catalogs.js';
import { deepFreeze } from '../support/data.js';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const errorsOf = (kind: KindId, value: unknown) => validate(kind, value).diagnostics.filter((d) => d.severity === 'error');

describe.each(kindIds)('%s', (kind) => {
  const valid = validConfigs[kind];

  it('(a) accepts every generated valid config, and resolves it', () => {
    fc.assert(
      fc.property(valid, (config) => {
        expect(errorsOf(kind, config)).toEqual([]);
        const resolved = resolve(kind, config);
        expect(resolved.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        expect(resolved.value).toBeDefined();
      }),
    );
  });

  it("(b) reports a config broken in one rule with that rule's code at its pointer", () => {
    fc.assert(
      fc.property(brokenConfig(kind), ({ config, pointer, code, mutation }) => {
        const result = validate(kind, config);
        expect(result.valid, mutation).toBe(false);
        const found = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} at ${JSON.stringify(d.pointer)}`);
        expect(found, mutation).toContain(`${code} at ${JSON.stringify(pointer)}`);
        expect(resolve(kind, config).value, mutation).toBeUndefined();
      }),
    );
  });

  it('(c) resolve is idempotent', () => {
    fc.assert(
      fc.property(valid, (config) => {
        const once = resolve(kind, config).value;
        const twice = resolve(kind, once).value;
        expect(twice).toEqual(once);
      }),
    );
  });

  it('(d) never modifies its input, valid or not', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          valid,
          brokenConfig(kind).map((b) => b.config),
        ),
        (config) => {
          const before = structuredClone(config);
          deepFreeze(config);
          validate(kind, config);
          resolve(kind, config, { variables: { uuid_agent: 'u-1' } });
          expect(config).toEqual(before);
        },
      ),
    );
  });

  it('(e) an explicit value beats the inherited one, which beats the default (the documented reading)', () => {
    fc.assert(
      fc.property(valid, (config) => {
        const effective = resolve(kind, config, { reading: 'documented' }).value as unknown;
        expect(effective).toBeDefined();
        checkPrecedence(config, effective, shapes[kind]!, effective as Record<string, unknown>, '');
      }),
    );
  });
});

/**
 * Walks the config as written with its shape and checks each member of the effective config:
 * written (and free of variables) -> kept; absent and inheriting -> the effective top-level value;
 * absent with a default -> the default.
 */
function checkPrecedence(written: unknown, effective: unknown, shape: Shape, top: Record<string, unknown>, pointer: string): void {
  if (!isObj(written) || !isObj(effective)) return;
  for (const [name, member] of Object.entries(shape.props ?? {})) {
    const at = `${pointer}/${name}`;
    if (Object.hasOwn(written, name)) {
      const value = written[name];
      if (typeof value !== 'object' && !(typeof value === 'string' && value.includes('${'))) {
        expect(effective[name], `${at} as written`).toEqual(value);
      }
    } else if (member.inherit && pointer !== '') {
      expect(effective[name], `${at} inherited`).toEqual(top[name]);
    } else if (Object.values(shape.props ?? {}).some((m, i) => m.aliasOf === name && Object.hasOwn(written, Object.keys(shape.props!)[i]!))) {
      // Written under its other spelling (`nested_mode` for `nested`): no default beside it.
      expect(Object.hasOwn(effective, name), `${at} spelled otherwise, no default`).toBe(false);
    } else if (member.default !== undefined) {
      expect(effective[name], `${at} default`).toEqual(member.default);
    } else {
      expect(Object.hasOwn(effective, name), `${at} stays absent`).toBe(false);
    }
  }
  for (const key of Object.keys(written)) {
    const child = shape.props && Object.hasOwn(shape.props, key) ? shape.props[key] : shape.each;
    if (child && isObj(written[key])) checkPrecedence(written[key], effective[key], child, top, `${pointer}/${key}`);
  }
}

describe('(f) never throws', () => {
  // Keys that lead into the described parts of configs, so deep input reaches deep code.
  const key = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '__proto__',
      'constructor',
      'sinks',
      'channels',
      'types',
      'format',
      'compressor',
      'nested',
      'nested_mode',
      'indicators',
      'sink_targets',
      'indicator_defaults',
      'url',
      'headers',
      'script',
      'max_ja4_clients',
      'cloud_api',
      'timeout_connect',
      'tls_verify',
      'enable',
      'path',
      'function',
      'criteria',
      'device_mac_ignore',
    ),
  );
  const anything = fc.anything({
    key,
    maxDepth: 5,
    withBoxedValues: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withTypedArray: true,
    withSparseArray: true,
    withObjectString: true,
  });
  const inputs = fc.oneof(anything, fc.jsonValue(), fc.dictionary(key, fc.jsonValue({ maxDepth: 4 })));

  it.each(kindIds)('%s', (kind) => {
    fc.assert(
      fc.property(inputs, (value) => {
        const checked = validate(kind, value);
        expect(typeof checked.valid).toBe('boolean');
        const resolved = resolve(kind, value);
        expect(Array.isArray(resolved.diagnostics)).toBe(true);
        if (!checked.valid) expect(resolved.value).toBeUndefined();
      }),
    );
  });
});
