/**
 * Laws of agentconf/api: a valid object (drawn from its schema) is accepted; breaking one rule of
 * it (a value of the wrong type, a required member removed) is rejected at that place; no input
 * makes a call throw, and no call changes its input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { objectNames, operations, validateObject, validateRequest, validateResponse, type ApiObjectName } from '../../src/api/index.js';
import { parsePointer } from '../../src/core/pointer.js';
import { deepFreeze } from '../support/data.js';
import { breakables, bundled, valueOf, wrongTypeValue } from './arbitraries.js';

const runs = { numRuns: 60 };

/** A copy of `value` with the value at `pointer` replaced, or the member `remove` of it deleted. */
function changed(value: unknown, pointer: string, change: { set: unknown } | { remove: string }): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const tokens = parsePointer(pointer);
  if ('remove' in change) {
    const owner = tokens.reduce<Record<string, unknown>>((node, t) => node[t] as Record<string, unknown>, copy);
    delete owner[change.remove];
    return copy;
  }
  if (tokens.length === 0) return change.set;
  const owner = tokens.slice(0, -1).reduce<Record<string, unknown>>((node, t) => node[t] as Record<string, unknown>, copy);
  owner[tokens[tokens.length - 1]!] = change.set;
  return copy;
}

describe.each([...objectNames])('%s', (name: ApiObjectName) => {
  const schema = bundled(name);
  const valid = valueOf(schema, schema);

  it('accepts every valid value drawn from its schema, without changing it', () => {
    fc.assert(
      fc.property(valid, (value) => {
        const frozen = deepFreeze(value);
        const result = validateObject(name, frozen);
        expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        expect(result.valid).toBe(true);
      }),
      runs,
    );
  });

  it('rejects one broken rule at its place', () => {
    const broken = valid.chain((value) => fc.constantFrom(...breakables(schema, schema, value)).map((place) => ({ value, place })));
    fc.assert(
      fc.property(broken, ({ value, place }) => {
        const mutated =
          'required' in place ? changed(value, place.pointer, { remove: place.required }) : changed(value, place.pointer, { set: wrongTypeValue(place.types) });
        const result = validateObject(name, mutated);
        expect(result.valid).toBe(false);
        const code = 'required' in place ? 'schema/required' : 'schema/type';
        expect(result.diagnostics.map((d) => `${d.code} ${d.pointer}`)).toContain(`${code} ${place.pointer}`);
      }),
      runs,
    );
  });
});

describe('no input makes a call throw', () => {
  const method = fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'get', '');
  const templatePath = fc.constantFrom(...operations.map((op) => op.path)).chain((p) =>
    fc.array(fc.oneof(fc.string(), fc.constantFrom('203.0.113.7', 'LIC-1', '%zz', '..')), { minLength: 3, maxLength: 3 }).map((fill) => {
      let i = 0;
      return p.replace(/\{[^}]+\}/g, () => encodeURIComponent(fill[i++] ?? ''));
    }),
  );
  const url = fc.oneof(
    templatePath,
    fc.string(),
    templatePath.chain((p) => fc.string().map((q) => `${p}?${q}`)),
    fc.anything(),
  );
  const headers = fc.oneof(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()), fc.anything())), fc.anything());

  it('validateRequest', () => {
    fc.assert(
      fc.property(fc.record({ method: fc.oneof(method, fc.anything()), url, headers, body: fc.anything() }, { requiredKeys: [] }), (request) => {
        const result = validateRequest(deepFreeze(request) as never);
        expect(typeof result.valid).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('validateResponse', () => {
    fc.assert(
      fc.property(
        fc.record({ method, url, status: fc.oneof(fc.constantFrom(200, 403, 404, '200'), fc.anything()), headers, body: fc.anything() }, { requiredKeys: [] }),
        (response) => {
          const result = validateResponse(deepFreeze(response) as never);
          expect(typeof result.valid).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('validateObject, and the calls on values that are not objects at all', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...objectNames), fc.string()), fc.anything(), (name, value) => {
        expect(typeof validateObject(name as ApiObjectName, deepFreeze(value)).valid).toBe('boolean');
        expect(typeof validateRequest(value as never).valid).toBe('boolean');
        expect(typeof validateResponse(value as never).valid).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
