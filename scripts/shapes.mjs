// Derives a compact "shape" tree from a bundled schema: which members an object knows, the
// default of each, which members inherit from the top level, and what maps and arrays hold.
// The library walks this tree (not the schema) to fill defaults, apply inheritance and spot
// unknown keys, so the browser bundle carries no schema text.

function deref(schema, doc) {
  let node = schema;
  for (let hops = 0; node && typeof node.$ref === 'string'; hops++) {
    if (hops > 32) throw new Error(`$ref cycle at ${schema.$ref}`);
    const m = /^#\/\$defs\/(.+)$/.exec(node.$ref);
    if (!m) throw new Error(`unexpected $ref ${node.$ref} in a bundled schema`);
    const { $ref, ...rest } = node;
    node = { ...doc.$defs[m[1]], ...rest };
  }
  return node;
}

/** The branches whose object members count as known: the schema itself, allOf and anyOf parts. */
function parts(schema, doc) {
  const node = deref(schema, doc);
  const list = [node];
  for (const key of ['allOf', 'anyOf']) {
    for (const sub of node[key] ?? []) list.push(...parts(sub, doc));
  }
  return list;
}

/** @returns the shape of `schema` inside bundled `doc`; undefined when it tells nothing. */
export function shapeOf(schema, doc, depth = 0) {
  if (depth > 64) throw new Error('schema too deep for shape extraction');
  const shape = {};
  for (const part of parts(schema, doc)) {
    if (part.default !== undefined && shape.default === undefined) shape.default = part.default;
    if (part['x-agentconf-inherit'] === true) shape.inherit = true;
    if (part['x-agentconf-inherit'] === 'prepend') shape.prepend = true;
    if (typeof part['x-agentconf-alias-of'] === 'string') shape.aliasOf = part['x-agentconf-alias-of'];
    if (typeof part['x-agentconf-since'] === 'string') shape.since = part['x-agentconf-since'];
    if (part.properties) {
      shape.props ??= {};
      for (const name of Object.keys(part.properties)) {
        const sub = shapeOf(part.properties[name], doc, depth + 1) ?? {};
        shape.props[name] = mergeShapes(shape.props[name], sub);
      }
    }
    if (part.additionalProperties === false) shape.closed = true;
    else if (part.additionalProperties && typeof part.additionalProperties === 'object') {
      shape.each = mergeShapes(shape.each, shapeOf(part.additionalProperties, doc, depth + 1) ?? {});
    }
    if (part.items && typeof part.items === 'object') {
      shape.items = mergeShapes(shape.items, shapeOf(part.items, doc, depth + 1) ?? {});
    }
  }
  if (shape.inherit) delete shape.default;
  return Object.keys(shape).length ? shape : undefined;
}

function mergeShapes(a, b) {
  if (!a) return b;
  const out = { ...a, ...b };
  if (a.props || b.props) out.props = { ...(a.props ?? {}), ...(b.props ?? {}) };
  return out;
}

/**
 * A schema that a value passes exactly when the unknown-key walk (src/core/unknown-keys.ts) finds
 * nothing in it under `shape`: an object whose shape lists its members (and is neither a map nor
 * closed by its schema) allows no other; the walk's way down (listed members, a map's values, an
 * array's items) is the schema's `properties`, `additionalProperties` and `items`. Only object and
 * array keywords: a value of any other type passes, as the walk skips it. (Ajv ignores a member
 * named `__proto__` in `properties`; no schema here lists one, and a test holds that.)
 */
export function knownKeysSchema(shape) {
  if (!shape) return true;
  const out = {};
  if (shape.props) out.properties = Object.fromEntries(Object.entries(shape.props).map(([name, sub]) => [name, knownKeysSchema(sub)]));
  if (shape.each) out.additionalProperties = knownKeysSchema(shape.each);
  else if (shape.props && !shape.closed) out.additionalProperties = false;
  if (shape.items) out.items = knownKeysSchema(shape.items);
  return Object.keys(out).length ? out : true;
}
