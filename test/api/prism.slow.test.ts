/**
 * A Prism mock of each OpenAPI document (the real @stoplight/prism-cli, one process per document on
 * a free loopback port, stopped after) answers every operation, with every status the document
 * gives it, and our validateResponse accepts each answer. Each call is a valid request from
 * fixtures/api/requests/valid/ (its credentials, its body); a body with examples is asked for once
 * per example (`Prefer: example=`), with the request the example answers (its summary), so that a
 * license in the agent format answers `?format=agentd`. Prism runs with `--errors`: a request it
 * finds invalid or an answer that breaks the document is an error status, not a pass. Static mode
 * answers with the examples; dynamic mode (`-d`, a fixed seed) with values drawn from the schemas.
 * An answer may carry `spec/divergence` notes (what the service sends beyond the interface), no
 * other diagnostic.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations, validateRequest, validateResponse } from '../../src/api/index.js';
import { apiIds } from '../support/catalogs.js';
import { apiFixturesDir } from './helpers.js';
import { documentOperations, documentPath, readDocument, requestOf, type DocumentOperation } from './openapi-documents.js';
import { prismDuring, sentPath } from './prism-mock.js';

interface Exchange {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** The clean valid request fixtures (no diagnostics beside them), by the operation each calls. */
function requestFixtures(): Map<string, Exchange> {
  const dir = join(apiFixturesDir, 'requests', 'valid');
  const out = new Map<string, Exchange>();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.json') || file.endsWith('.diagnostics.json') || existsSync(join(dir, file.replace(/\.json$/, '.diagnostics.json')))) continue;
    const exchange = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Exchange;
    const id = validateRequest(exchange).operation?.id;
    if (id && !out.has(id)) out.set(id, exchange);
  }
  return out;
}

interface Call {
  what: string;
  method: string;
  url: string;
  status: number;
  prefer: string;
  request: Exchange;
}

/** Every call of every operation of a document: per status, per example of its body (or once). */
function callsOf(operations: DocumentOperation[], fixtures: Map<string, Exchange>, dynamic: boolean): Call[] {
  return operations.flatMap((op) => {
    const request = fixtures.get(op.id);
    if (!request) throw new Error(`${op.id}: no clean valid request in fixtures/api/requests/valid/`);
    return op.responses.flatMap(({ status, response }) => {
      const examples = Object.entries(Object.values(response.content ?? {})[0]?.examples ?? {});
      const once = { what: `${op.id} ${status}`, method: request.method, url: request.url, status: Number(status), prefer: `code=${status}`, request };
      if (dynamic || examples.length === 0) return [once];
      return examples.map(([name, example]) => ({
        ...once,
        ...requestOf(example.summary),
        what: `${op.id} ${status} example ${name}`,
        prefer: `code=${status}, example=${name}`,
      }));
    });
  });
}

async function call(origin: string, c: Call) {
  const headers = new Headers(c.request.headers);
  headers.set('prefer', c.prefer);
  const answer = await fetch(origin + sentPath(c.url), {
    method: c.method,
    headers,
    ...(c.request.body !== undefined && c.method === c.request.method ? { body: JSON.stringify(c.request.body) } : {}),
  });
  const type = answer.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const body = type.includes('json') ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown) : bytes.length ? bytes : undefined;
  return { status: answer.status, headers: answer.headers, violations: answer.headers.get('sl-violations'), body };
}

/**
 * A body that depends on a query parameter (the licenses' `format`) is `anyOf` in the document:
 * drawn from the schema, it is either, whatever the query. Such an answer is checked as the
 * answer to the request without that parameter, which takes either.
 */
function withoutVariant(c: Call): string {
  const id = validateRequest({ method: c.method, url: c.url }).operation?.id;
  const parameter = operations.find((op) => op.id === id)?.responses[String(c.status)]?.byQuery;
  if (!parameter) return c.url;
  const url = new URL(c.url, 'http://base.invalid');
  url.searchParams.delete(parameter);
  return url.pathname + url.search;
}

const fixtures = requestFixtures();

describe.each([
  ['static (the examples)', false],
  ['dynamic (values drawn from the schemas)', true],
])('Prism mock, %s', (_mode, dynamic) => {
  describe.each(apiIds)('%s', (api) => {
    const origin = prismDuring(documentPath(api), dynamic);

    const operations = documentOperations(readDocument(api));
    const calls = callsOf(operations, fixtures, dynamic);

    it('is called on every operation', () => {
      expect(new Set(calls.map((c) => c.what.split(' ')[0]))).toEqual(new Set(operations.map((op) => op.id)));
    });

    it.each(calls.map((c) => [c.what, c] as const))('%s: validateResponse accepts the answer', async (_what, c) => {
      const answer = await call(origin(), c);
      expect(answer.violations).toBeNull();
      expect(answer.status).toBe(c.status);
      const result = validateResponse({
        method: c.method,
        url: dynamic ? withoutVariant(c) : c.url,
        status: answer.status,
        headers: answer.headers,
        body: answer.body,
      });
      // A value drawn from the schemas may be one the service sends beyond the interface (a
      // renewed license in `data`, an entitlement object): a spec/divergence note, not a finding.
      expect(result.diagnostics.filter((d) => !(d.severity === 'info' && d.code === 'spec/divergence'))).toEqual([]);
    });
  });
});
