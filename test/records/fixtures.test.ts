/**
 * Record fixtures as data: fixtures/records/<schema>/{valid,invalid}/<name>.json, each with an
 * optional <name>.diagnostics.json (required for invalid cases). Adding a case needs no code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as records from '../../src/records/index.js';
import { validateRecord } from '../../src/records/index.js';
import { fixturesDir, matchDiagnostics, type ExpectedDiagnostic } from '../plugins/helpers.js';

const root = join(fixturesDir, 'records');
const pascal = (id: string) => id.split('_').map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');

const cases = readdirSync(root)
  .sort()
  .flatMap((schema) =>
    (['valid', 'invalid'] as const).flatMap((verdict) => {
      const dir = join(root, schema, verdict);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json') && !f.endsWith('.diagnostics.json'))
        .sort()
        .map((file) => {
          const expected = join(dir, file.replace(/\.json$/, '.diagnostics.json'));
          return { schema, verdict, file, path: join(dir, file), ...(existsSync(expected) ? { expected } : {}) };
        });
    }),
  );

describe('record fixtures', () => {
  it('cover every record schema, valid and invalid', () => {
    const schemas = new Set(records.recordTypes.map((t) => (t.startsWith('flow_dpi') ? 'flow' : t)));
    for (const schema of schemas) {
      expect(cases.some((c) => c.schema === schema && c.verdict === 'valid'), schema).toBe(true);
      expect(cases.some((c) => c.schema === schema && c.verdict === 'invalid'), schema).toBe(true);
    }
  });

  it.each(cases.map((c) => [`${c.schema}/${c.verdict}/${c.file}`, c] as const))('%s', (_, c) => {
    if (c.verdict === 'invalid') expect(c.expected, 'an invalid case needs <name>.diagnostics.json').toBeDefined();
    const value: unknown = JSON.parse(readFileSync(c.path, 'utf8'));
    const expected: ExpectedDiagnostic[] = c.expected ? JSON.parse(readFileSync(c.expected, 'utf8')) : [];
    const result = validateRecord(value);
    expect(matchDiagnostics(result.diagnostics, expected)).toEqual({ missing: [], unexpected: [] });
    expect(result.valid).toBe(c.verdict === 'valid');
    const guard = (records as unknown as Record<string, (v: unknown) => boolean>)[`is${pascal(c.schema)}Record`]!;
    expect(guard(value), 'type guard').toBe(c.verdict === 'valid' && result.type !== undefined);
  });
});
