/**
 * The examples of the OpenAPI documents: every body and every parameter has one, each is what our
 * validators accept for the operation it sits in, and the one schema the documents state differently from the validators
 * (the licenses' date and time, a pattern instead of ajv-formats' iso-date-time) accepts the same
 * values.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import { validateObject, validateRequest, validateResponse } from '../../src/api/index.js';
import { apiIds } from '../support/catalogs.js';
import { repoRoot } from '../support/paths.js';
import { documentOperations, readDocument, requestOf, type Media, type Parameter } from './openapi-documents.js';
import { hangGuard } from '../support/cli.js';

const errorsOf = (diagnostics: readonly { severity: string; code: string; pointer: string }[]) =>
  diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} at ${d.pointer}`);

describe.each(apiIds)('%s', (api) => {
  const operations = documentOperations(readDocument(api));
  const bodies = operations.flatMap((op) => [
    ...Object.entries(op.requestBody ?? {}).map(([type, media]) => ({
      op,
      where: `${op.id} request ${type}`,
      media,
      status: undefined,
      shared: undefined,
      headers: {},
    })),
    ...op.responses.flatMap(({ status, response, shared }) =>
      Object.entries(response.content ?? {}).map(([type, media]) => ({
        op,
        where: `${op.id} ${status} ${type}`,
        media: media as Media,
        status,
        shared,
        headers: Object.fromEntries(Object.entries(response.headers ?? {}).map(([name, h]) => [name, h.example])),
      })),
    ),
  ]);

  it('has a schema and at least one example for every request and response body', () => {
    const missing = bodies.filter(({ media }) => !media.schema || Object.keys(media.examples ?? {}).length === 0).map((b) => b.where);
    expect(missing).toEqual([]);
  });

  it('has examples that our validators accept, each for a request of the operation it sits in', () => {
    for (const body of bodies) {
      for (const [name, example] of Object.entries(body.media.examples ?? {})) {
        const { method, url } = requestOf(example.summary);
        const where = `${body.where} example ${name}`;
        const request = validateRequest({ method, url, headers: { 'content-type': 'application/json' }, body: example.value });
        // A shared response (403, 404) sits in every operation that answers with it.
        const answers = body.shared ? operations.filter((o) => o.responses.some((r) => r.shared === body.shared)).map((o) => o.id) : [body.op.id];
        expect(answers, where).toContain(request.operation?.id);
        if (body.status === undefined) {
          expect(errorsOf(request.diagnostics.filter((d) => d.pointer.startsWith('/body'))), where).toEqual([]);
        } else {
          const response = validateResponse({ method, url, status: Number(body.status), headers: body.headers, body: example.value });
          expect(errorsOf(response.diagnostics), where).toEqual([]);
          expect(response.diagnostics, where).toEqual([]);
        }
      }
    }
  });

  it('has an example of every parameter, and a request made of them is one our validators accept', () => {
    for (const op of operations) {
      const value = (p: Parameter) => p.example ?? Object.values(p.content ?? {})[0]?.example;
      expect(
        op.parameters.filter((p) => value(p) === undefined).map((p) => p.name),
        op.id,
      ).toEqual([]);
      const text = (p: Parameter) => (p.content ? JSON.stringify(value(p)) : String(value(p)));
      const path = op.parameters.filter((p) => p.in === 'path').reduce((url, p) => url.replace(`{${p.name}}`, encodeURIComponent(text(p))), op.path);
      const query = new URLSearchParams(op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, text(p)] as [string, string]));
      const request = validateRequest({ method: op.method, url: `${path}?${query}` });
      expect(request.operation?.id).toBe(op.id);
      expect(errorsOf(request.diagnostics.filter((d) => /^\/(path|query)\//.test(d.pointer))), op.id).toEqual([]);
    }
  });

  it('has patterns that run in linear time (recheck)', () => {
    const patterns = [...readFileSync(join(repoRoot, 'generated', 'api', 'openapi', `${api}.json`), 'utf8').matchAll(/"pattern": ("(?:[^"\\]|\\.)*")/g)].map(
      (m) => JSON.parse(m[1]!) as string,
    );
    for (const pattern of new Set(patterns)) expect(checkSync(pattern, '', { timeout: hangGuard }).status, pattern).toBe('safe');
  });
});

describe('the licenses date and time: the documents pattern accepts what the validators accept', () => {
  const published = new RegExp(readDocument('integrator').components.schemas.DateTime!.pattern as string);
  const license = JSON.parse(readFileSync(join(repoRoot, 'fixtures', 'api', 'objects', 'AgentLicense', 'valid', 'sample.json'), 'utf8')) as {
    created_at: { date: string };
  };
  const validatorsAccept = (date: string) => validateObject('AgentLicense', { ...license, created_at: { ...license.created_at, date } }).valid;
  const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
  // Near the edges: months 00-13, days 00-32, hours 00-24, minutes and seconds 00-61.
  const dateTimes = fc
    .tuple(fc.integer({ min: 0, max: 9999 }), two(13), two(32), two(24), two(61), two(61))
    .map(([y, mo, d, h, mi, s]) => `${String(y).padStart(4, '0')}-${mo}-${d} ${h}:${mi}:${s}`);

  it.each([
    ['2024-02-29 12:00:00', true],
    ['2000-02-29 00:00:00', true],
    ['2100-02-29 00:00:00', false],
    ['2026-04-31 00:00:00', false],
    ['2026-12-31 23:59:60', true],
    ['2026-12-31 24:00:00', false],
    ['2026-12-31T23:59:59Z', false],
  ])('%s: %s', (date, accepted) => {
    expect(validatorsAccept(date)).toBe(accepted);
    expect(published.test(date)).toBe(accepted);
  });

  it('agrees on any YYYY-MM-DD HH:MM:SS', () => {
    fc.assert(
      fc.property(dateTimes, (date) => published.test(date) === validatorsAccept(date)),
      { numRuns: 5000 },
    );
  });
});
