// The HTTP API family: schemas/api/*.schema.json (objects, with schemas/api/shared/) and
// schemas/api/operations/*.json (one description per API: servers, security, operations) ->
// generated/{schemas/api/*.schema.json, api/validators.ts, api/operations.ts, api/types/,
// api/paths/ (OpenAPI types), openapi/*.json}. The operations description is the one source of both the validators and the
// OpenAPI documents.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import { bundleFamily, readFolder, schemaDir } from '../schemas.mjs';
import { banner, pascal, typeModule, validatorsModule } from '../codegen.mjs';
import { openApiDocument } from './api-openapi.mjs';
import { parametersOf, parameterSchema, responsesOf } from './api-operations.mjs';

export const apiIds = ['datafeeds', 'events', 'integrator'];
const idBase = 'urn:agentconf:schemas/5/api/';

/** Each API's operations description, as written in schemas/api/operations/<api>.json. */
export function readApis() {
  const dir = join(schemaDir, 'api', 'operations');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const ids = files.map((f) => f.replace(/\.json$/, ''));
  if (ids.join() !== apiIds.join()) throw new Error(`schemas/api/operations/ must describe ${apiIds.join(', ')}; found ${ids.join(', ')}`);
  return ids.map((id) => ({ id, ...JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) }));
}

/** Every `$ref` in a schema made absolute against `base`, so the schema can carry any `$id`. */
function absoluteRefs(node, base) {
  if (Array.isArray(node)) return node.map((n) => absoluteRefs(n, base));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? resolveAgainst(v, base) : absoluteRefs(v, base)]));
}

const URN = 'urn:agentconf:';
const HIERARCHICAL = 'http://agentconf.invalid/';
/**
 * `ref` resolved against `base`, an `urn:agentconf:` id: as a path, by RFC 3986 (which a URN's
 * path follows), since a WHATWG URL takes no URN as a base.
 */
function resolveAgainst(ref, base) {
  const href = new URL(ref, base.startsWith(URN) ? HIERARCHICAL + base.slice(URN.length) : base).href;
  return href.startsWith(HIERARCHICAL) ? URN + href.slice(HIERARCHICAL.length) : href;
}

const objectOf = (members, required) => ({ type: 'object', ...(required.length ? { required } : {}), properties: members });

/** The validation schema of a request: `{ path, query, headers, body }`. */
function requestSchema(api, op) {
  const params = parametersOf(api, op);
  const place = (where) => {
    const own = params.filter((p) => p.in === where);
    return objectOf(
      Object.fromEntries(own.map((p) => [p.name, parameterSchema(p)])),
      own.filter((p) => p.required).map((p) => p.name),
    );
  };
  const body = op.requestBody;
  // validateRequest always passes path, query and headers as objects: only what is in them is checked.
  return {
    type: 'object',
    ...(body?.required ? { required: ['body'] } : {}),
    properties: { path: place('path'), query: place('query'), ...(body ? { body: body.schema } : {}) },
  };
}

/** The validation schema of a response of one status (and one variant): `{ headers, body }`. */
function responseSchema(response, body) {
  const headers = Object.entries(response.headers ?? {});
  return {
    type: 'object',
    required: ['headers', ...(body ? ['body'] : [])],
    properties: {
      headers: objectOf(
        Object.fromEntries(headers.map(([name, h]) => [name, h.schema])),
        headers.filter(([, h]) => h.required).map(([name]) => name),
      ),
      ...(body ? { body } : {}),
    },
  };
}

const objectRef = (schema) => /^\.\.\/([A-Za-z]+)\.schema\.json$/.exec(schema?.$ref ?? '')?.[1];

/** The object a body is (`bodyObject`) and, when it allows no other members, those it has (`bodyMembers`). */
function bodyFacts(schema) {
  if (!schema) return {};
  const name = objectRef(schema) ?? objectRef(schema.allOf?.[0]);
  const closed = [schema, ...(schema.allOf ?? [])].find((s) => s.additionalProperties === false);
  const own = closed ? Object.keys(closed.properties) : undefined;
  const object = name && !own ? JSON.parse(readFileSync(join(schemaDir, 'api', `${name}.schema.json`), 'utf8')) : undefined;
  const members = own ?? (object?.additionalProperties === false ? Object.keys(object.properties) : undefined);
  return { ...(name ? { bodyObject: name } : {}), ...(members ? { bodyMembers: members } : {}) };
}

/** The object the entries of a list response are, whatever the container (`items` of an array). */
function entriesObject(schema) {
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema.type === 'array' && objectRef(schema.items)) return objectRef(schema.items);
  for (const value of Object.values(schema)) {
    const found = value && typeof value === 'object' && !Array.isArray(value) ? entriesObject(value) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * What the library needs at run time for every operation, and the schemas its validators check:
 * `{ table, schemas: [{ name, schema }] }`.
 */
export function operationModel(apis = readApis()) {
  const table = [];
  const schemas = [];
  const seen = new Map();
  for (const api of apis) {
    const base = `${idBase}operations/${api.id}.json`;
    // Operations that check the same thing share one validator (the first one's name).
    const add = (name, schema) => {
      const absolute = absoluteRefs(schema, base);
      const key = JSON.stringify(absolute);
      if (!seen.has(key)) {
        seen.set(key, name);
        schemas.push({ name, schema: { $id: `${idBase}operations/${api.id}/${name}.schema.json`, ...absolute } });
      }
      return seen.get(key);
    };
    const schemes = api.securitySchemes;
    // An operation's own `security` (an empty list: no credentials) replaces the API's.
    const securityOf = (op) =>
      (op.security ?? api.security).map((alternative) =>
        Object.keys(alternative).map((s) =>
          schemes[s].type === 'http' ? { in: 'header', name: 'authorization', bearer: true } : { in: schemes[s].in, name: schemes[s].name.toLowerCase() },
        ),
      );
    for (const op of api.operations) {
      const params = parametersOf(api, op);
      const responses = {};
      for (const [status, response] of Object.entries(responsesOf(api, op))) {
        if (response.schemaByQuery) {
          const [param, byValue] = Object.entries(response.schemaByQuery)[0];
          responses[status] = {
            byQuery: param,
            variants: Object.fromEntries(
              Object.entries(byValue).map(([value, body]) => [
                value,
                add(`${op.operationId}Response${status}${pascal(value)}`, responseSchema(response, body)),
              ]),
            ),
          };
        } else if (response.schema || response.headers) {
          responses[status] = { validator: add(`${op.operationId}Response${status}`, responseSchema(response, response.schema)) };
        } else {
          responses[status] = {};
        }
        if (response.contentType) responses[status].contentType = response.contentType;
        const entries = entriesObject(response.schema);
        if (entries) responses[status].entries = entries;
      }
      table.push({
        api: api.id,
        id: op.operationId,
        method: op.method.toUpperCase(),
        path: op.path,
        params: params.map((p) => ({
          name: p.name,
          in: p.in,
          ...(p.required ? { required: true } : {}),
          ...(p.content ? { json: true } : parameterSchema(p).type === 'integer' ? { integer: true } : {}),
        })),
        security: securityOf(op),
        body: op.requestBody ? (op.requestBody.required ? 'required' : 'optional') : 'none',
        ...bodyFacts(op.requestBody?.schema),
        request: add(`${op.operationId}Request`, requestSchema(api, op)),
        responses,
      });
    }
  }
  return { table, schemas };
}

/** Members of each closed object (additionalProperties false), for "did you mean" on unknown ones. */
function closedMembers(objects) {
  return Object.fromEntries(
    objects.filter(({ schema }) => schema.additionalProperties === false).map(({ id, schema }) => [id, Object.keys(schema.properties)]),
  );
}

function operationsModule(objects, table) {
  return `${banner('The objects and operations of the three HTTP APIs, from schemas/api/.')}
/** The name of an API object (a schema in schemas/api/ and an OpenAPI component). */
export type ApiObjectName = ${objects.map(({ id }) => JSON.stringify(id)).join(' | ')};

export const objectNames: readonly ApiObjectName[] = ${JSON.stringify(objects.map(({ id }) => id))};

/** Members of the objects that allow no others. */
export const closedMembers: { readonly [name: string]: readonly string[] } = ${JSON.stringify(closedMembers(objects), null, 2)};

/** The id of an API. */
export type ApiId = ${apiIds.map((id) => JSON.stringify(id)).join(' | ')};

/** One parameter of an operation; \`json\` values are JSON text, \`integer\` values digits. */
export interface OperationParam {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required?: boolean;
  readonly json?: boolean;
  readonly integer?: boolean;
}

/** How one response status is checked: one validator, or one per value of a query parameter. */
export interface OperationResponse {
  readonly validator?: string;
  readonly byQuery?: string;
  readonly variants?: { readonly [value: string]: string };
  readonly contentType?: string;
  /** The object each entry of a list body is (in a bare array or in \`data\`). */
  readonly entries?: ApiObjectName;
}

/** One operation: where it is, what it takes, and the names of its generated validators. */
export interface Operation {
  readonly api: ApiId;
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly params: readonly OperationParam[];
  /** Alternatives; each lists what must all be present (lower-case header names, query names). */
  readonly security: readonly (readonly { readonly in: string; readonly name: string; readonly bearer?: boolean }[])[];
  readonly body: 'required' | 'optional' | 'none';
  /** The object the body is, when it is one of the API objects. */
  readonly bodyObject?: ApiObjectName;
  /** The members a body allows, when it allows no others. */
  readonly bodyMembers?: readonly string[];
  readonly request: string;
  readonly responses: { readonly [status: string]: OperationResponse };
}

export const operations: readonly Operation[] = ${JSON.stringify(table, null, 2)};
`;
}

/** @returns {Promise<Map<string, string>>} file path under generated/ -> text */
export async function build() {
  const objects = bundleFamily('api', ['api/shared']);
  const sources = [...readFolder('api/shared'), ...readFolder('api')];
  const apis = readApis();
  const { table, schemas } = operationModel(apis);
  const files = new Map();
  for (const { id, schema } of objects) files.set(`schemas/api/${id}.schema.json`, JSON.stringify(schema, null, 2) + '\n');
  const entries = [
    ...sources.map(({ file, schema }) => ({
      name: file.startsWith('api/shared/') ? undefined : schema.$id.slice(idBase.length).replace(/\.schema\.json$/, ''),
      schema,
    })),
    ...schemas,
  ];
  files.set(
    'api/validators.ts',
    validatorsModule(entries, {
      what: "Precompiled validators of the API objects, and of every operation's request and responses (Ajv standalone).",
      setup: (ajv) => (addFormats.default ?? addFormats)(ajv),
      formats: { from: 'ajv-formats/dist/formats.js', name: 'fullFormats' },
      options: { inlineRefs: false },
    }),
  );
  files.set('api/operations.ts', operationsModule(objects, table));
  for (const { id, schema } of objects) {
    files.set(`api/types/${id}.ts`, `${banner(`TypeScript type of the API object ${id}.`)}\n${await typeModule(schema, id)}\n`);
  }
  files.set(
    'api/types/index.ts',
    `${banner('The type of every API object.')}\n${objects.map(({ id }) => `export type { ${id} } from './${id}.js';`).join('\n')}\n`,
  );
  for (const api of apis) {
    const document = openApiDocument(api, sources);
    files.set(`api/openapi/${api.id}.json`, JSON.stringify(document, null, 2) + '\n');
    // `paths`, `operations` and `components` for openapi-fetch and alike; the write-only
    // subscription key is marked, so `Readable<...>` (read types) leaves it out.
    const types = astToString(await openapiTS(document, { readWriteMarkers: true }));
    files.set(
      `api/paths/${api.id}.ts`,
      `${banner(`OpenAPI types of the ${api.title} (openapi-typescript, from generated/api/openapi/${api.id}.json).`)}\n${types}`,
    );
  }
  return files;
}
