// One OpenAPI 3.1 document per API, from its operations description and the object schemas.
// Object schemas become components (refs between objects stay refs); shared value types become
// components too; a document carries only the components its operations reach.
import { pascal } from '../codegen.mjs';
import { parametersOf, parameterSchema, responsesOf } from './api-operations.mjs';

/** `../Application.schema.json` -> `Application`; `../shared/fields.schema.json#/$defs/score` -> `Score`. */
function componentName(ref) {
  const def = /#\/\$defs\/([^/]+)$/.exec(ref);
  if (def) return pascal(def[1]).replace(/^IpAddress$/, 'IPAddress');
  return ref.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
}

/** A schema with every `$ref` pointing at components and every agentconf-only keyword dropped. */
function toComponents(node, used) {
  if (Array.isArray(node)) return node.map((n) => toComponents(n, used));
  if (node === null || typeof node !== 'object') return node;
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

const jsonContent = (schema, used) => ({ 'application/json': { schema: toComponents(schema, used) } });

function parameter(p, used) {
  const { ref, ...rest } = p;
  const out = { name: rest.name, in: rest.in, description: rest.description, required: Boolean(rest.required) };
  if (rest.content) out.content = jsonContent(parameterSchema(rest), used);
  else out.schema = toComponents(rest.schema, used);
  return out;
}

function response(r, used) {
  const out = { description: r.description };
  if (r.headers) {
    out.headers = Object.fromEntries(
      Object.entries(r.headers).map(([name, h]) => [name, { description: h.description, required: Boolean(h.required), schema: toComponents(h.schema, used) }]),
    );
  }
  if (r.contentType) out.content = { [r.contentType]: {} };
  else if (r.schemaByQuery) {
    const variants = Object.values(Object.values(r.schemaByQuery)[0]);
    out.content = jsonContent({ anyOf: variants }, used);
  } else if (r.schema) out.content = jsonContent(r.schema, used);
  return out;
}

/** The OpenAPI 3.1 document of one API. */
export function openApiDocument(api, sources) {
  const used = new Set();
  const paths = {};
  for (const op of api.operations) {
    const item = (paths[op.path] ??= {});
    const params = parametersOf(api, op);
    const responses = Object.fromEntries(
      Object.entries(responsesOf(api, op)).map(([status, r]) => [status, r.ref ? { $ref: `#/components/responses/${r.ref}` } : response(r, used)]),
    );
    item[op.method] = {
      operationId: op.operationId,
      tags: op.tags,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(params.length ? { parameters: params.map((p) => (p.ref ? { $ref: `#/components/parameters/${p.ref}` } : parameter(p, used))) } : {}),
      ...(op.requestBody
        ? { requestBody: { description: op.requestBody.description, required: op.requestBody.required, content: jsonContent(op.requestBody.schema, used) } }
        : {}),
      responses,
    };
  }
  const usedParameters = new Set(api.operations.flatMap((op) => (op.parameters ?? []).filter((p) => typeof p === 'string')));
  const usedResponses = new Set(
    api.operations.flatMap((op) => Object.values({ ...api.commonResponses, ...op.responses }).filter((r) => typeof r === 'string')),
  );
  const parameters = Object.fromEntries([...usedParameters].sort().map((name) => [name, parameter(api.parameters[name], used)]));
  const responses = Object.fromEntries([...usedResponses].sort().map((name) => [name, response(api.responses[name], used)]));
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
