/**
 * Record fixtures as data: fixtures/records/<schema>/{valid,invalid}/<name>.json, each with an
 * optional <name>.diagnostics.json (required for invalid cases). Adding a case needs no code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as records from '../../src/records/index.js';
import { validateRecord } from '../../src/records/index.js';
import { recordSchemaIds } from '../support/catalogs.js';
import { matchDiagnostics } from '../support/diagnostics.js';
import { expectedDiagnostics, groupedFixtureCases } from '../support/fixtures.js';

const pascal = (id: string) =>
  id
    .split('_')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

const cases = groupedFixtureCases('records').map((c) => ({ ...c, schema: c.group }));

describe('record fixtures', () => {
  it('cover every record schema, valid and invalid', () => {
    const schemas = new Set(recordSchemaIds);
    for (const schema of schemas) {
      expect(
        cases.some((c) => c.schema === schema && c.verdict === 'valid'),
        schema,
      ).toBe(true);
      expect(
        cases.some((c) => c.schema === schema && c.verdict === 'invalid'),
        schema,
      ).toBe(true);
    }
  });

  it.each(cases.map((c) => [`${c.schema}/${c.verdict}/${c.name}`, c] as const))('%s', (_, c) => {
    if (c.verdict === 'invalid') expect(c.expectedPath, 'an invalid case needs <name>.diagnostics.json').toBeDefined();
    const value: unknown = JSON.parse(readFileSync(c.path, 'utf8'));
    const expected = expectedDiagnostics(c);
    const result = validateRecord(value);
    expect(matchDiagnostics(result.diagnostics, expected)).toEqual({ missing: [], unexpected: [] });
    expect(result.valid).toBe(c.verdict === 'valid');
    const guard = (records as unknown as Record<string, (v: unknown) => boolean>)[`is${pascal(c.schema)}Record`]!;
    expect(guard(value), 'type guard').toBe(c.verdict === 'valid' && result.type !== undefined);
  });
});
