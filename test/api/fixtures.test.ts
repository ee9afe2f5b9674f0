/**
 * Data-driven cases: every file under fixtures/api/ is one test. Adding a case needs no code: drop
 * `<name>.json` under objects/<Name>/, requests/ or responses/ (valid/ or invalid/) and, when it
 * must say something, `<name>.diagnostics.json`.
 */
import { describe, expect, it } from 'vitest';
import { objectNames, validateObject, validateRequest, validateResponse, type ApiObjectName, type ApiRequest, type ApiResponse } from '../../src/api/index.js';
import { deepFreeze, readJson } from '../support/data.js';
import { matchDiagnostics } from '../support/diagnostics.js';
import { apiFixtureCases, type ApiFixtureCase } from './helpers.js';

const cases = apiFixtureCases();

function run(c: ApiFixtureCase, value: unknown) {
  if (c.group === 'objects') return validateObject(c.object as ApiObjectName, value);
  if (c.group === 'requests') return validateRequest(value as ApiRequest);
  return validateResponse(value as ApiResponse);
}

describe('API fixture layout', () => {
  it('has a valid case for every object, and only folders of known objects', () => {
    const withValid = new Set(cases.filter((c) => c.group === 'objects' && c.verdict === 'valid').map((c) => c.object));
    expect([...withValid].sort()).toEqual([...objectNames].sort());
  });

  it('gives every invalid case a diagnostics file', () => {
    expect(cases.filter((c) => c.verdict === 'invalid' && !c.hasExpected).map((c) => c.file)).toEqual([]);
  });
});

describe.each(['objects', 'requests', 'responses'] as const)('%s', (group) => {
  it.each(cases.filter((c) => c.group === group).map((c) => [c.file, c] as const))('%s', (_, c) => {
    const value = deepFreeze(readJson(c.path));
    const result = run(c, value);
    const { missing, unexpected } = matchDiagnostics(result.diagnostics, c.expected);
    expect({ missing, unexpected }, `diagnostics of ${c.file}`).toEqual({ missing: [], unexpected: [] });
    expect(result.valid, 'valid').toBe(c.verdict === 'valid');
  });
});
