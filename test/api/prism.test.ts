/**
 * A Prism mock of each OpenAPI document (the real @stoplight/prism-cli, one process per document on
 * a free loopback port, stopped after) answers every operation, with every status the document
 * gives it, and our validateResponse accepts each answer. Each call is a valid request from
 * fixtures/api/requests/valid/ (its credentials, its body); a body with examples is asked for once
 * per example (`Prefer: example=`), with the request the example answers (its summary), so that a
 * license in the agent format answers `?format=agentd`. Prism runs with `--errors`: a request it
 * finds invalid or an answer that breaks the document is an error status, not a pass. Static mode
 * answers with the examples; dynamic mode (`-d`, a fixed seed) with values drawn from the schemas.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, validateRequest, validateResponse } from '../../src/api/index.js';
import { apiIds } from '../support/catalogs.js';
import { repoRoot } from '../support/paths.js';
import { apiFixturesDir } from './helpers.js';
import { documentOperations, documentPath, readDocument, requestOf, type DocumentOperation } from './openapi-documents.js';

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

interface Mock {
  /** The origin it listens on, once it says so. */
  ready: Promise<string>;
  stop: () => void;
}

/** Starts Prism on a free loopback port (`-p 0`); `ready` resolves when it says where it listens. */
function startPrism(document: string, dynamic: boolean): Mock {
  const cli = join(repoRoot, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
  const args = [cli, 'mock', '--host', '127.0.0.1', '--port', '0', '--errors', ...(dynamic ? ['--dynamic', '--seed', 'agentconf'] : []), document];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  const ready = new Promise<string>((resolve, reject) => {
    // Its log is read to the end (a full pipe would stall it), and kept only until it listens.
    let output = '';
    let listening = false;
    const read = (chunk: Buffer) => {
      if (listening) return;
      output = (output + chunk.toString('utf8')).slice(-10_000);
      const origin = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (origin) {
        listening = true;
        resolve(origin);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`prism exited (${code}) before listening:\n${output.slice(-2000)}`)));
  });
  return { ready, stop };
}

/** Prism serves the paths at its root: the integrator's base path is left out of what is sent. */
const sentPath = (url: string) => {
  const { pathname, search } = new URL(url, 'http://base.invalid');
  return pathname.replace(/^\/api\/v2\/integrator(?=\/)/, '') + search;
};

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
    let mock: Mock | undefined;
    let origin = '';
    beforeAll(async () => {
      mock = startPrism(documentPath(api), dynamic);
      origin = await mock.ready;
    }, 180_000);
    afterAll(() => mock?.stop());

    const operations = documentOperations(readDocument(api));
    const calls = callsOf(operations, fixtures, dynamic);

    it('is called on every operation', () => {
      expect(new Set(calls.map((c) => c.what.split(' ')[0]))).toEqual(new Set(operations.map((op) => op.id)));
    });

    it.each(calls.map((c) => [c.what, c] as const))('%s: validateResponse accepts the answer', async (_what, c) => {
      const answer = await call(origin, c);
      expect(answer.violations).toBeNull();
      expect(answer.status).toBe(c.status);
      const result = validateResponse({
        method: c.method,
        url: dynamic ? withoutVariant(c) : c.url,
        status: answer.status,
        headers: answer.headers,
        body: answer.body,
      });
      expect(result.diagnostics).toEqual([]);
    });
  });
});
