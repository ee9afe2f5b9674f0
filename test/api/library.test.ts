/** The README's examples of agentconf/api, and what fixtures as data cannot hold (fetch's Headers). */
import { describe, expect, it } from 'vitest';
import { objectNames, validateObject, validateRequest, validateResponse } from '../../src/api/index.js';
import { apiObjectSchemaNames } from '../support/catalogs.js';

describe('README examples', () => {
  it('validateObject suggests the member meant', () => {
    const result = validateObject('LicenseCreateRequest', { issued_to: 'Example Org', entitlements: ['dpi'], duration_day: 30 });
    expect(result.valid).toBe(false);
    expect(result.diagnostics).toMatchObject([{ code: 'schema/additional', pointer: '/duration_day', suggestion: 'duration_days' }]);
  });

  it('validateRequest names the operation and the broken query parameter', () => {
    const result = validateRequest({ method: 'GET', url: '/protocols/catalog?version=5', headers: { 'X-API-Key': 'k' } });
    expect(result.operation).toEqual({ api: 'integrator', id: 'listProtocols', method: 'GET', path: '/protocols/catalog' });
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'schema/pattern',
        pointer: '/query/version',
        message: '"version" must be a version: digits with one or two dot-separated groups, such as 5.2 or 5.2.8; got "5"',
      },
    ]);
  });
});

describe('headers', () => {
  it("takes fetch's Headers as well as a plain object", () => {
    const headers = new Headers({ 'X-Api-Key': 'k', 'Content-Type': 'application/json; charset=utf-8' });
    expect(validateRequest({ method: 'POST', url: '/licenses', headers, body: { issued_to: 'x', entitlements: [] } }).diagnostics).toEqual([]);
    const sha1 = 'a'.repeat(40);
    const sha256 = 'b'.repeat(64);
    const response = validateResponse({
      method: 'GET',
      url: '/signatures/intelligence?version=1.0',
      status: 200,
      headers: new Headers({ 'X-SHA1-Hash': sha1, 'X-SHA256-Hash': sha256 }),
      body: 'binary',
    });
    expect(response).toEqual({ valid: true, diagnostics: [] });
  });
});

describe('validateObject', () => {
  it('names every object, and suggests the one meant for an unknown name', () => {
    expect([...objectNames].sort()).toEqual(apiObjectSchemaNames);
    const result = validateObject('Catgory' as never, {});
    expect(result.valid).toBe(false);
    expect(result.diagnostics).toMatchObject([{ code: 'api/unknown-object', pointer: '', suggestion: 'Category' }]);
  });
});

describe('the subject of messages', () => {
  // Regression: the API's messages once rewrote "the config" into "the request" after the fact,
  // inside the user's own value and member names too.
  it('leaves a user value that says "the config" as written', () => {
    const result = validateRequest({ method: 'GET', url: '/protocols/catalog?version=the%20config', headers: { 'X-API-Key': 'k' } });
    expect(result.diagnostics).toMatchObject([{ code: 'schema/pattern', pointer: '/query/version' }]);
    expect(result.diagnostics[0]!.message).toMatch(/; got "the config"$/);
  });

  it('leaves a member named "the config" as written, and names the object checked', () => {
    const result = validateObject('LicenseCreateRequest', { issued_to: 'Example Org', entitlements: ['dpi'], 'the config': 1 });
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]!.message).toMatch(/^"the config" is not allowed: the LicenseCreateRequest accepts /);
  });

  it('names the whole object by its name', () => {
    expect(validateObject('LicenseCreateRequest', 5).diagnostics).toMatchObject([
      { code: 'schema/type', pointer: '', message: 'the LicenseCreateRequest must be an object, not an integer (5)' },
    ]);
  });
});
