/**
 * The requests real clients send, as their code builds them, and the answers as they read them:
 * validateRequest and validateResponse accept every one (no error, no warning), and say each place
 * the service goes beyond the published interface with one `spec/divergence` note, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { validateRequest, validateResponse, type Diagnostic } from '../../src/api/index.js';
import { informaticsExchanges, parcelerExchanges, type ClientExchange } from './real-clients.js';

const notesOf = (diagnostics: Diagnostic[]) => {
  expect(diagnostics.filter((d) => d.code !== 'spec/divergence' || d.severity !== 'info')).toEqual([]);
  return diagnostics.map((d) => d.pointer);
};

function check(exchange: ClientExchange) {
  const request = validateRequest(exchange.request);
  expect(request.valid).toBe(true);
  expect(notesOf(request.diagnostics)).toEqual(exchange.notes.request);
  const response = validateResponse({ ...exchange.request, status: exchange.status, headers: {}, body: exchange.answer });
  expect(response.valid).toBe(true);
  expect(notesOf(response.diagnostics)).toEqual(exchange.notes.response);
}

describe('parceler (licenses and catalogs of the integrator API)', () => {
  it.each(parcelerExchanges(new Date('2026-03-12T10:00:00Z')).map((e) => [e.what, e] as const))('%s', (_what, exchange) => check(exchange));

  it('is matched to the operations parceler means', () => {
    const ids = parcelerExchanges(new Date('2026-03-12T10:00:00Z')).map((e) => validateRequest(e.request).operation?.id);
    expect(new Set(ids)).toEqual(
      new Set([
        'listLicenses',
        'createLicense',
        'renewLicense',
        'deleteLicense',
        'listApplications',
        'listApplicationCategories',
        'listProtocols',
        'listProtocolCategories',
      ]),
    );
  });

  it('renews to the day before the seventh day, whatever the hour (an expiry a date check accepts)', () => {
    const renew = parcelerExchanges(new Date('2026-12-31T23:59:59Z')).find((e) => e.what.startsWith('renewLicense'))!;
    expect(renew.request.body).toEqual({ expire_at: '2027-01-06' });
    check(renew);
  });
});

describe('informatics lookup scripts (no credentials)', () => {
  it.each(informaticsExchanges.map((e) => [e.what, e] as const))('%s', (_what, exchange) => check(exchange));

  it('names the notes: which is the service and which the interface', () => {
    const [list] = parcelerExchanges(new Date('2026-03-12T10:00:00Z'));
    const [note] = validateRequest(list!.request).diagnostics;
    expect(note!.message).toMatch(/netifyd.*the interface calls it "agentd"/);
  });
});

describe('what the interface writes stays accepted, with the note saying the service names it otherwise', () => {
  it('format=agentd', () => {
    const result = validateRequest({ method: 'GET', url: '/licenses?format=agentd', headers: { 'x-api-key': 'k' } });
    expect(result.valid).toBe(true);
    expect(result.diagnostics).toMatchObject([{ severity: 'info', code: 'spec/divergence', pointer: '/query/format', suggestion: 'netifyd' }]);
  });

  it('a license whose entitlements are strings gets no note', () => {
    const [list] = parcelerExchanges(new Date('2026-03-12T10:00:00Z'));
    const body = list!.answer as { data: Record<string, unknown>[] };
    const license = {
      ...body.data[0]!,
      'netify-proc-aggregator': 'true',
      'netify-proc-flow-actions': 'true',
      'netify-proc-dev-discovery': 'true',
      'netify-sink-sqlite': 'true',
    };
    expect(validateResponse({ method: 'GET', url: '/licenses?format=netifyd', status: 200, body: { ...body, data: [license] } }).diagnostics).toEqual([]);
  });

  it('a catalog version is still major.minor at least; a signature version may be a major number alone', () => {
    expect(validateRequest({ method: 'GET', url: '/protocols/catalog?version=5', headers: { 'x-api-key': 'k' } }).valid).toBe(false);
    expect(validateRequest({ method: 'GET', url: '/signatures/applications?version=5', headers: { 'x-api-key': 'k' } }).valid).toBe(true);
    expect(validateRequest({ method: 'GET', url: '/signatures/applications?version=5.', headers: { 'x-api-key': 'k' } }).valid).toBe(false);
  });

  it('an error status the vendor documents (422, with status_fields) is checked as an error body', () => {
    const answer = { method: 'POST', url: '/licenses', status: 422 };
    expect(
      validateResponse({ ...answer, body: { status_code: '422.000', status_message: 'Invalid', status_fields: [{ issued_to: 'required' }] } }).diagnostics,
    ).toEqual([]);
    expect(validateResponse({ ...answer, body: { status_message: 'Invalid' } }).valid).toBe(false);
  });
});
