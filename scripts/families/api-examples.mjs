// The examples of the OpenAPI documents, taken from the API fixtures' valid cases so that they cannot
// drift from what the validators accept: fixtures/api/requests/valid/ (request bodies) and
// fixtures/api/responses/valid/ (response bodies and headers). A case with a `.diagnostics.json`
// beside it (a warning or a note) is left out: an example shows a clean exchange.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../schemas.mjs';

const fixturesDir = join(root, 'fixtures', 'api');

/** The clean valid cases of fixtures/api/<group>/valid/, sorted by name: `{ name, exchange }`. */
function cleanCases(group) {
  const dir = join(fixturesDir, group, 'valid');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.diagnostics.json'))
    .sort()
    .filter((f) => !existsSync(join(dir, f.replace(/\.json$/, '.diagnostics.json'))))
    .map((f) => ({ name: f.replace(/\.json$/, ''), exchange: JSON.parse(readFileSync(join(dir, f), 'utf8')) }));
}

/** The path of a fixture's URL as the API's operations name it: no origin, no query, no integrator prefix. */
function pathOf(url) {
  const path = new URL(url, 'http://base.invalid').pathname;
  return path.replace(/^\/api\/v2\/integrator(?=\/)/, '');
}

const templateRegExp = (path) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '([^/]+)')}$`);

/** Whether a fixture's exchange is a call of `op`. */
const calls = (op, exchange) => exchange.method.toLowerCase() === op.method && templateRegExp(op.path).test(pathOf(exchange.url));

/** One named OpenAPI example; the summary names the request it belongs to. */
const example = ({ name, exchange }) => [name, { summary: `${exchange.method.toUpperCase()} ${exchange.url}`, value: exchange.body }];

/** The value a fixture's URL gives a parameter of `op` (a path or query parameter), as text. */
function parameterText(op, url, p) {
  if (p.in === 'query') return new URL(url, 'http://base.invalid').searchParams.get(p.name) ?? undefined;
  if (p.in !== 'path') return undefined;
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const values = templateRegExp(op.path).exec(pathOf(url));
  const at = names.indexOf(p.name);
  return values && at >= 0 ? decodeURIComponent(values[at + 1]) : undefined;
}

/**
 * The examples of an API's operations: `requestBody(op)` and `response(op, status)` give the
 * OpenAPI `examples` of that body (empty when no fixture shows it), `headers(op, status)` a
 * value for each response header a fixture shows (names lower-cased), and `parameter(ops, p)` the
 * text of parameter `p` in the first request to one of `ops` that has it (or undefined).
 */
export function apiExamples() {
  const allRequests = cleanCases('requests');
  const requests = allRequests.filter(({ exchange }) => exchange.body !== undefined);
  const responses = cleanCases('responses');
  const responsesOf = (op, status) => responses.filter(({ exchange }) => calls(op, exchange) && String(exchange.status) === status);
  return {
    parameter(ops, p) {
      for (const op of ops) {
        for (const { exchange } of allRequests.filter(({ exchange }) => calls(op, exchange))) {
          const text = parameterText(op, exchange.url, p);
          if (text !== undefined) return text;
        }
      }
      return undefined;
    },
    requestBody: (op) => Object.fromEntries(requests.filter(({ exchange }) => calls(op, exchange)).map(example)),
    response: (op, status) => Object.fromEntries(responsesOf(op, status).map(example)),
    headers(op, status) {
      const out = {};
      for (const { exchange } of responsesOf(op, status)) {
        for (const [name, value] of Object.entries(exchange.headers ?? {})) out[name.toLowerCase()] ??= value;
      }
      return out;
    },
  };
}
