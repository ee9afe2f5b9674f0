/**
 * The calls on real HTTP traffic: a small integrator-like server on loopback checks each request it
 * receives with validateRequest (Node's header object), and the client checks each answer with
 * validateResponse (fetch's Headers, the parsed body).
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateRequest, validateResponse, type Diagnostic } from '../../src/api/index.js';
import { apiFixturesDir } from './helpers.js';
import { readJson } from '../support/data.js';

const catalog = readJson(`${apiFixturesDir}/responses/valid/applications-catalog.json`) as { body: unknown };
const file = Buffer.from('signature file bytes');
const seen: { url: string; diagnostics: Diagnostic[] }[] = [];

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const check = validateRequest({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        ...(text ? { body: JSON.parse(text) as unknown } : {}),
      });
      seen.push({ url: req.url ?? '', diagnostics: check.diagnostics });
      if (check.diagnostics.some((d) => d.code === 'api/auth')) {
        res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ status_code: '403.000', status_message: 'Forbidden' }));
      } else if (req.url?.startsWith('/signatures/applications')) {
        res
          .writeHead(200, {
            'content-type': 'application/octet-stream',
            'x-sha1-hash': createHash('sha1').update(file).digest('hex'),
            'x-sha256-hash': createHash('sha256').update(file).digest('hex'),
          })
          .end(file);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(catalog.body));
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

async function call(method: string, url: string, headers: Record<string, string>) {
  const response = await fetch(base + url, { method, headers });
  const binary = response.headers.get('content-type') === 'application/octet-stream';
  const body: unknown = binary ? await response.arrayBuffer() : await response.json();
  return { status: response.status, verdict: validateResponse({ method, url, status: response.status, headers: response.headers, body }) };
}

describe('requests and responses on loopback', () => {
  it('a catalog answer passes, and so does the request the server received', async () => {
    const { status, verdict } = await call('GET', '/applications/catalog', { 'X-API-Key': 'k-123' });
    expect(status).toBe(200);
    expect(verdict).toEqual({ valid: true, diagnostics: [] });
    expect(seen.at(-1)).toEqual({ url: '/applications/catalog', diagnostics: [] });
  });

  it('a signature file comes with both hash headers', async () => {
    const { verdict } = await call('GET', '/signatures/applications?version=5.2&ip_version=6', { 'x-api-key': 'k-123' });
    expect(verdict).toEqual({ valid: true, diagnostics: [] });
  });

  it('the server sees a request without its key, and the 403 body is an ErrorResponse', async () => {
    const { status, verdict } = await call('GET', '/protocols/catalog?version=5.2', {});
    expect(status).toBe(403);
    expect(verdict.valid).toBe(true);
    expect(seen.at(-1)!.diagnostics.map((d) => `${d.code} ${d.pointer}`)).toEqual(['api/auth /headers']);
  });
});
