// One OpenAPI 3.1 document per API, from its operations description and the object schemas.
// Object schemas become components (refs between objects stay refs); shared value types become
// components too; a document carries only the components its operations reach. Every body has
// examples, from the fixtures (api-examples.mjs).
import { pascal } from '../codegen.mjs';
import { apiExamples } from './api-examples.mjs';
import { parametersOf, parameterSchema, responsesOf } from './api-operations.mjs';

/** `../Application.schema.json` -> `Application`; `../shared/fields.schema.json#/$defs/score` -> `Score`. */
function componentName(ref) {
  const def = /#\/\$defs\/([^/]+)$/.exec(ref);
  if (def) return pascal(def[1]).replace(/^IpAddress$/, 'IPAddress');
  return ref.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
}

// The licenses' `YYYY-MM-DD HH:MM:SS` has no format of the OpenAPI format registry: `date-time`
// (RFC 3339) needs a zone offset these values lack, so generated clients would fail to parse them, and
// Prism's faker, given date-time beside the pattern, stops with "Invalid time value". The
// validators check ajv-formats' `iso-date-time`; the documents state the same set of values as
// one pattern any tool reads (real calendar days, leap years, the leap second 23:59:60), so a
// mock's random values are real dates and times. test/api/openapi-examples.test.ts holds the two equal.
const calendarDay = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))';
const leapDay = '(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29';
const timeOfDay = '(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]|23:59:60)';
/** Formats only ajv-formats knows, as the documents state them instead. */
const publishedFormats = {
  'iso-date-time': { pattern: `^(?:[0-9]{4}-${calendarDay}|${leapDay}) ${timeOfDay}$` },
};

/** A schema with every `$ref` pointing at components and every agentconf-only keyword dropped. */
function toComponents(node, used) {
  if (Array.isArray(node)) return node.map((n) => toComponents(n, used));
  if (node === null || typeof node !== 'object') return node;
  if (Object.hasOwn(publishedFormats, node.format)) {
    const { format, ...rest } = node;
    return toComponents({ ...rest, ...publishedFormats[format] }, used);
  }
  const out = {};
  // An either-or container (`if` tells two shapes apart by type or by one member) becomes anyOf of
  // the two shapes, which code generators turn into a union: the same bodies where the shapes
  // exclude each other, a few more otherwise (an envelope that fails its own check may pass as a
  // record with no required member). The validators keep the exact if/then/else.
  if (node.if && node.then && node.else) {
    const { if: _test, then: first, else: second, ...rest } = node;
    return toComponents({ ...rest, anyOf: [first, second] }, used);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === '$id' || key === '$defs' || key.startsWith('x-agentconf-')) continue;
    if (key === '$ref' && typeof value === 'string') {
      const name = componentName(value);
      used.add(name);
      out.$ref = `#/components/schemas/${name}`;
    } else {
      out[key] = toComponents(value, used);
    }
  }
  return out;
}

/** Every object schema and shared definition, as components by name. */
function allComponents(sources) {
  const out = new Map();
  for (const { file, schema } of sources) {
    if (file.startsWith('api/shared/')) {
      for (const [def, s] of Object.entries(schema.$defs)) out.set(componentName(`#/$defs/${def}`), s);
    } else {
      out.set(componentName(file), schema);
    }
  }
  return out;
}

// A signature file is bytes: a string schema as OpenAPI 3.1 writes binary content, so that
// tools that need a schema for every body (Prism) have one.
const binarySchema = { type: 'string', contentMediaType: 'application/octet-stream' };

/** The examples of a body, which every body has: `where` names it when none is found. */
function withExamples(examples, where) {
  if (Object.keys(examples).length === 0) throw new Error(`${where}: no example; add a valid case to fixtures/api/requests/ or responses/`);
  return { examples };
}

const jsonContent = (schema, used, examples, where) => ({
  'application/json': { schema: toComponents(schema, used), ...(examples ? withExamples(examples, where) : {}) },
});

/**
 * A parameter; `text` is its value in a clean request of the fixtures, or else the `example` the
 * description gives it (a value that is always a `spec/divergence` note has no clean request).
 */
function parameter(p, used, fixtureText) {
  const { ref, ...rest } = p;
  const text = fixtureText ?? rest.example;
  if (text === undefined) throw new Error(`parameter ${rest.name}: no example; add a valid case that has it to fixtures/api/requests/valid/`);
  const out = { name: rest.name, in: rest.in, description: rest.description, required: Boolean(rest.required) };
  // JSON content is parsed, and an integer is a number, as the validators read them.
  if (rest.content) {
    out.content = jsonContent(parameterSchema(rest), used, undefined);
    out.content['application/json'].example = JSON.parse(text);
  } else {
    out.schema = toComponents(rest.schema, used);
    out.example = rest.schema.type === 'integer' ? Number(text) : text;
  }
  return out;
}

/** A response; `examples` are its body's (`body`) and its headers' (`headers`, by lower-case name). */
function response(r, used, examples, where) {
  const out = { description: r.description };
  if (r.headers) {
    out.headers = Object.fromEntries(
      Object.entries(r.headers).map(([name, h]) => {
        const value = examples.headers[name.toLowerCase()];
        if (value === undefined) throw new Error(`${where}: no example of the ${name} header`);
        return [name, { description: h.description, required: Boolean(h.required), schema: toComponents(h.schema, used), example: value }];
      }),
    );
  }
  if (r.contentType) out.content = { [r.contentType]: { schema: binarySchema, ...withExamples(examples.body, where) } };
  else if (r.schemaByQuery) {
    // Values that name the same body (netifyd and agentd) give one variant.
    const variants = [...new Map(Object.values(Object.values(r.schemaByQuery)[0]).map((v) => [JSON.stringify(v), v])).values()];
    out.content = jsonContent({ anyOf: variants }, used, examples.body, where);
  } else if (r.schema) out.content = jsonContent(r.schema, used, examples.body, where);
  return out;
}

/** The OpenAPI 3.1 document of one API. */
export function openApiDocument(api, sources) {
  const used = new Set();
  const paths = {};
  const examples = apiExamples();
  // A shared response's examples: those of every operation that answers with it.
  const shared = {};
  for (const op of api.operations) {
    for (const [status, r] of Object.entries(responsesOf(api, op))) {
      if (r.ref) shared[r.ref] = { headers: {}, body: { ...shared[r.ref]?.body, ...examples.response(op, status) } };
    }
  }
  for (const op of api.operations) {
    const item = (paths[op.path] ??= {});
    const params = parametersOf(api, op);
    const responses = Object.fromEntries(
      Object.entries(responsesOf(api, op)).map(([status, r]) => [
        status,
        r.ref
          ? { $ref: `#/components/responses/${r.ref}` }
          : response(r, used, { body: examples.response(op, status), headers: examples.headers(op, status) }, `${op.operationId} ${status}`),
      ]),
    );
    item[op.method] = {
      operationId: op.operationId,
      tags: op.tags,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(op.security ? { security: op.security } : {}),
      ...(params.length
        ? { parameters: params.map((p) => (p.ref ? { $ref: `#/components/parameters/${p.ref}` } : parameter(p, used, examples.parameter([op], p)))) }
        : {}),
      ...(op.requestBody
        ? {
            requestBody: {
              description: op.requestBody.description,
              required: op.requestBody.required,
              content: jsonContent(op.requestBody.schema, used, examples.requestBody(op), `${op.operationId} request body`),
            },
          }
        : {}),
      responses,
    };
  }
  const usedParameters = new Set(api.operations.flatMap((op) => (op.parameters ?? []).filter((p) => typeof p === 'string')));
  const usedResponses = new Set(
    api.operations.flatMap((op) => Object.values({ ...api.commonResponses, ...op.responses }).filter((r) => typeof r === 'string')),
  );
  const sharing = (name) => api.operations.filter((op) => (op.parameters ?? []).includes(name));
  const parameters = Object.fromEntries(
    [...usedParameters].sort().map((name) => [name, parameter(api.parameters[name], used, examples.parameter(sharing(name), api.parameters[name]))]),
  );
  const responses = Object.fromEntries(
    [...usedResponses].sort().map((name) => [name, response(api.responses[name], used, shared[name], `the shared response ${name}`)]),
  );
  // Components refer to others: follow them until nothing new is reached.
  const known = allComponents(sources);
  const schemas = {};
  for (let added = true; added;) {
    added = false;
    for (const name of [...used].sort()) {
      if (name in schemas) continue;
      if (!known.has(name)) throw new Error(`${api.id}: no schema for component ${name}`);
      schemas[name] = toComponents(known.get(name), used);
      added = true;
    }
  }
  const { variable, default: serverDefault, description: serverDescription } = api.server;
  return {
    openapi: '3.1.1',
    info: {
      title: api.title,
      version: api.version,
      description: api.description,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: `{${variable}}`, description: serverDescription, variables: { [variable]: { default: serverDefault, description: serverDescription } } }],
    security: api.security,
    tags: api.tags,
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.keys(schemas)
          .sort()
          .map((k) => [k, schemas[k]]),
      ),
      ...(Object.keys(parameters).length ? { parameters } : {}),
      ...(Object.keys(responses).length ? { responses } : {}),
      securitySchemes: api.securitySchemes,
    },
  };
}
