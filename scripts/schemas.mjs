// Reads the canonical schemas and turns each plugin schema into a self-contained bundle:
// every cross-file $ref is copied into the bundle's own $defs, so editors, json-schema-to-typescript
// and Ajv standalone all see one document with no network or file look-ups.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const schemaDir = join(root, 'schemas');

/** Reads every `*.schema.json` under one folder of schemas/, sorted by file name. */
export function readFolder(folder) {
  return readdirSync(join(schemaDir, folder))
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => ({ file: `${folder}/${f}`, schema: JSON.parse(readFileSync(join(schemaDir, folder, f), 'utf8')) }));
}

/** The common schemas and the plugin schemas, as `{ file, schema }`, sorted. */
export function readSchemas() {
  return { common: readFolder('common'), plugins: readFolder('plugins') };
}

function pointerGet(doc, fragment) {
  if (!fragment || fragment === '/') return doc;
  return fragment
    .slice(1)
    .split('/')
    .map((t) => decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, token) => {
      if (node === undefined || !(token in node)) throw new Error(`unresolvable $ref fragment #${fragment}`);
      return node[token];
    }, doc);
}

/** A root schema as a definition inside another: no `$schema`, `$id`, or `$defs` of its own (those it uses are copied beside it). */
function withoutDocumentKeys({ $schema, $id, $defs, ...rest }) {
  return rest;
}

/**
 * Bundles one plugin schema: refs into other files become `#/$defs/<file>.<def>`.
 * @param {{file: string, schema: object}} entry
 * @param {Map<string, object>} byFile every schema by its path relative to schemas/
 */
export function bundle(entry, byFile) {
  const defs = {};
  const base = 'file:///';
  function rewrite(node, file) {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, file));
    if (node === null || typeof node !== 'object') return node;
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        out.$ref = rewriteRef(value, file);
      } else {
        out[key] = rewrite(value, file);
      }
    }
    return out;
  }
  function rewriteRef(ref, file) {
    const url = new URL(ref, base + file);
    const target = url.pathname.slice(1);
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (target === entry.file) return '#' + fragment;
    const match = /^\/\$defs\/([^/]+)$/.exec(fragment);
    // A whole other root schema (an API object naming another) is copied in too, by its own name.
    if (!match && fragment !== '') throw new Error(`${file}: cross-file $ref must point at a $defs entry or a whole file: ${ref}`);
    const fileName = target.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
    const name = match ? `${fileName}.${match[1]}` : fileName;
    if (!(name in defs)) {
      const doc = byFile.get(target);
      if (!doc) throw new Error(`${file}: $ref to unknown file ${target}`);
      defs[name] = null; // reserve first: a def may refer to itself
      defs[name] = match ? rewrite(pointerGet(doc, fragment), target) : rewrite(withoutDocumentKeys(doc), target);
    }
    return `#/$defs/${name}`;
  }
  const result = rewrite(entry.schema, entry.file);
  const allDefs = { ...(result.$defs ?? {}), ...defs };
  if (Object.keys(allDefs).length > 0) {
    result.$defs = Object.fromEntries(
      Object.keys(allDefs)
        .sort()
        .map((k) => [k, allDefs[k]]),
    );
  }
  return result;
}

/** Annotation keywords: they document, they do not validate. */
const annotations = new Set(['title', 'description', 'examples', 'default', '$comment', 'deprecated', 'readOnly', 'writeOnly']);

/** The project's own marks (`x-agentconf-inherit`, ...): read by scripts/shapes.mjs, by no other tool. */
const isMark = (key) => key.startsWith('x-agentconf-');

/** Keywords whose value is data, not a schema: nothing inside them is a keyword. */
const dataKeywords = new Set(['default', 'examples', 'const', 'enum']);

/** A copy of a schema without the keywords `drop` names (member names and data are kept). */
function withoutKeywords(node, drop, parentKey) {
  if (Array.isArray(node)) return node.map((n) => withoutKeywords(n, drop));
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  // Under properties/$defs/patternProperties the keys are names, not keywords.
  const namesHere = parentKey === 'properties' || parentKey === '$defs' || parentKey === 'patternProperties';
  for (const [key, value] of Object.entries(node)) {
    if (!namesHere && drop(key)) continue;
    out[key] = !namesHere && dataKeywords.has(key) ? value : withoutKeywords(value, drop, namesHere ? undefined : key);
  }
  return out;
}

/**
 * A copy of a bundled schema with every reference to its own `$defs` replaced by the definition
 * (one that refers to itself, directly or not, stays a reference). Ajv then writes one function
 * per root with the checks in place: no call per nested object, and no instance path built for
 * each call (a cold run validates a small config in under half the time). Sibling keywords of a
 * `$ref` stay beside it, in an `allOf` with the definition: the same meaning in 2020-12.
 */
export function inlineDefs(schema) {
  const defs = schema.$defs ?? {};
  const inline = (node, open) => {
    if (Array.isArray(node)) return node.map((n) => inline(n, open));
    if (node === null || typeof node !== 'object') return node;
    const name = typeof node.$ref === 'string' && node.$ref.startsWith('#/$defs/') ? decodeURIComponent(node.$ref.slice('#/$defs/'.length)) : undefined;
    if (name !== undefined && Object.hasOwn(defs, name) && !open.has(name)) {
      const { $ref, ...siblings } = node;
      const target = inline(defs[name], new Set([...open, name]));
      return Object.keys(siblings).length === 0 ? target : { allOf: [target], ...inline(siblings, open) };
    }
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] = key === '$defs' || dataKeywords.has(key) ? value : inline(value, open);
    }
    return out;
  };
  return inline(schema, new Set());
}

/** A copy without annotations and `x-agentconf-*` keywords: what a validator needs, nothing more. */
export function lean(node) {
  return withoutKeywords(node, (key) => annotations.has(key) || isMark(key));
}

/**
 * The published form of a bundled schema (generated/schemas/, `agentconf schema`): everything an
 * editor shows, without the project's marks, which strict tools reject as unknown keywords (Ajv's
 * default strict mode). The library reads the marks from the shape trees, never from these copies.
 */
export function published(schema) {
  return withoutKeywords(schema, isMark);
}

/**
 * Every root schema of one family folder bundled with the folders it refers to, in file order.
 * @param {string} rootsFolder folder of root schemas under schemas/ (`plugins`, `records`, ...)
 * @param {string[]} sharedFolders folders of shared $defs it may refer to (`common`, ...)
 * @returns {{ id: string, file: string, schema: object }[]} `id` is the file name without `.schema.json`
 */
export function bundleFamily(rootsFolder, sharedFolders) {
  const roots = readFolder(rootsFolder);
  const shared = sharedFolders.flatMap((f) => readFolder(f));
  const byFile = new Map([...shared, ...roots].map((e) => [e.file, e.schema]));
  return roots.map((entry) => ({
    id: entry.file.replace(/^.*\//, '').replace(/\.schema\.json$/, ''),
    file: entry.file,
    schema: bundle(entry, byFile),
  }));
}

/** Every plugin schema bundled, keyed by kind id, in kind order. */
export function bundledSchemas() {
  return bundleFamily('plugins', ['common']).map(({ id, file, schema }) => ({ kind: id, file, schema }));
}
