/**
 * Data-driven cases: every file under fixtures/plugins/<kind>/{valid,invalid}/ is one test. Adding a case
 * needs no code: drop `<name>.json|.yaml` (and, when it must say something, `<name>.diagnostics.json`).
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/plugins/index.js';
import { resolve, validate, type KindId } from '../../src/plugins/index.js';
import { kindIds } from '../support/catalogs.js';
import { readData } from '../support/data.js';
import { matchDiagnostics } from '../support/diagnostics.js';
import { expectedDiagnostics, pluginFixtureCases } from '../support/fixtures.js';

const pascal = (kind: string) =>
  kind
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** The exported type guard of a kind: `proc-aggregator` -> `isProcAggregatorConfig`. */
function guardOf(kind: KindId): (value: unknown) => boolean {
  const guard = (api as unknown as Record<string, unknown>)[`is${pascal(kind)}Config`];
  if (typeof guard !== 'function') throw new Error(`no type guard exported for ${kind}`);
  return guard as (value: unknown) => boolean;
}

const cases = pluginFixtureCases();

describe('fixture layout', () => {
  it('has cases, each under a known kind', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) expect(kindIds, c.file).toContain(c.kind);
  });

  it('gives every invalid case a diagnostics file', () => {
    const bare = cases.filter((c) => c.verdict === 'invalid' && !c.expectedPath).map((c) => c.file);
    expect(bare).toEqual([]);
  });
});

describe.each(kindIds)('%s fixtures', (kind) => {
  const own = cases.filter((c) => c.kind === kind);
  if (own.length === 0) it.todo('no fixture cases yet');

  it.each(own.map((c) => [`${c.verdict}/${c.name}`, c] as const))('%s', (_, c) => {
    if (c.verdict === 'invalid') expect(c.expectedPath, 'an invalid case needs <name>.diagnostics.json').toBeDefined();
    const value = readData(c.path);
    const expected = expectedDiagnostics(c);
    expect(Array.isArray(expected), `${c.expectedPath} must hold an array`).toBe(true);

    const { diagnostics } = resolve(kind, value);
    const { missing, unexpected } = matchDiagnostics(diagnostics, expected);
    expect({ missing, unexpected }, `diagnostics of ${c.file}`).toEqual({ missing: [], unexpected: [] });

    const shouldBeValid = c.verdict === 'valid';
    expect(validate(kind, value).valid, 'validate(...).valid').toBe(shouldBeValid);
    expect(guardOf(kind)(value), 'type guard').toBe(shouldBeValid);
    if (shouldBeValid) {
      expect(
        diagnostics.some((d) => d.severity === 'error'),
        'a valid case has no error',
      ).toBe(false);
    }
  });
});
