/**
 * The anyOf collapse reads each Ajv error a bounded number of times (issue 21): it scanned the
 * whole list once per failed anyOf, and 16,000 failed groups (a list of channels) took 194 s.
 */
import { describe, expect, it } from 'vitest';
import { collapseAnyOf, type AjvError } from '../../src/core/ajv-errors.js';
import { prepare } from '../../src/api/errors.js';

/** `n` items that each fail an anyOf of two types (or two formats): two branch errors, then the group. */
function failedGroups(n: number, keyword: 'type' | 'format'): AjvError[] {
  const errors: AjvError[] = [];
  for (let i = 0; i < n; i++) {
    const at = `/a/${i}`;
    const word = keyword === 'type' ? ['integer', 'string'] : ['ipv4', 'ipv6'];
    errors.push({ instancePath: at, schemaPath: `#/properties/a/items/anyOf/0/${keyword}`, keyword, params: { [keyword]: word[0] } });
    errors.push({ instancePath: at, schemaPath: `#/properties/a/items/anyOf/1/${keyword}`, keyword, params: { [keyword]: word[1] } });
    errors.push({ instancePath: at, schemaPath: '#/properties/a/items/anyOf', keyword: 'anyOf', params: {} });
  }
  return errors;
}

/** How many member reads `collapse` makes on `errors` (each error a proxy counting them). */
function reads(collapse: (errors: AjvError[]) => AjvError[], errors: AjvError[]): { out: AjvError[]; count: number } {
  let count = 0;
  const handler: ProxyHandler<AjvError> = {
    get: (target, key, receiver) => (count++, Reflect.get(target, key, receiver)),
    has: (target, key) => (count++, Reflect.has(target, key)),
  };
  const out = collapse(errors.map((e) => new Proxy(e, handler)));
  return { out, count };
}

describe.each([
  ['collapseAnyOf (core)', collapseAnyOf, 'type'],
  ['prepare (API formats)', prepare, 'format'],
] as const)('%s', (_, collapse, keyword) => {
  it('collapses each failed group to one error naming both branches', () => {
    const out = collapse(failedGroups(3, keyword));
    expect(out.map((e) => [e.instancePath, e.keyword, e.params[keyword]])).toEqual(
      [0, 1, 2].map((i) => [`/a/${i}`, keyword, keyword === 'type' ? 'integer,string' : 'ipv4 or ipv6']),
    );
  });

  it('reads grow linearly with the failed groups', () => {
    const small = reads(collapse, failedGroups(500, keyword));
    const large = reads(collapse, failedGroups(2000, keyword));
    expect(large.out).toHaveLength(2000);
    // Four times the groups: about four times the reads (a sort adds a little); a scan per group made it sixteen.
    expect(large.count).toBeLessThan(5 * small.count);
    expect(large.count).toBeLessThan(100 * 6000);
  });
});
