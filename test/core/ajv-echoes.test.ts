import { describe, expect, it } from 'vitest';
import { withoutEchoes, type AjvError } from '../../src/core/ajv-errors.js';

/** The errors Ajv gives for `n` member names failing a `propertyNames` pattern: an echo, then its owner. */
function badNames(n: number): AjvError[] {
  const errors: AjvError[] = [];
  for (let i = 0; i < n; i++) {
    const name = `bad name ${i}`;
    errors.push({ instancePath: '', schemaPath: '#/propertyNames/pattern', keyword: 'pattern', params: { pattern: '^x$' }, propertyName: name } as AjvError);
    errors.push({ instancePath: '', schemaPath: '#/propertyNames', keyword: 'propertyNames', params: { propertyName: name } });
  }
  return errors;
}

/** `errors` as proxies that count every read of a member (and every `in`). */
function counted(errors: AjvError[]): { errors: AjvError[]; reads: () => number } {
  let reads = 0;
  const handler: ProxyHandler<AjvError> = {
    get: (target, key, receiver) => (reads++, Reflect.get(target, key, receiver)),
    has: (target, key) => (reads++, Reflect.has(target, key)),
  };
  return { errors: errors.map((e) => new Proxy(e, handler)), reads: () => reads };
}

describe('withoutEchoes', () => {
  it('folds each propertyNames echo into its owner, keeping the pattern', () => {
    const out = withoutEchoes(badNames(3));
    expect(out.map((e) => [e.keyword, e.params.propertyName, e.params.pattern])).toEqual([
      ['propertyNames', 'bad name 0', '^x$'],
      ['propertyNames', 'bad name 1', '^x$'],
      ['propertyNames', 'bad name 2', '^x$'],
    ]);
  });

  it('reads each error a bounded number of times, however many member names fail (it searched all errors per echo)', () => {
    const n = 2000;
    const { errors, reads } = counted(badNames(n));
    expect(withoutEchoes(errors)).toHaveLength(n);
    // Linear: a few reads per error. The search per echo took about n^2 = 4,000,000.
    expect(reads()).toBeLessThan(10 * errors.length);
  });
});
