#!/usr/bin/env node
// Builds generated/ from schemas/: bundled schemas, TypeScript types, precompiled Ajv validators,
// the shape trees the resolver walks, and the kind catalog. Deterministic: same input, same bytes.
// Usage: node scripts/generate.mjs          write generated/
//        node scripts/generate.mjs --check  fail if generated/ is not what the schemas produce
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';
import { bundledSchemas, lean, root } from './schemas.mjs';
import { shapeOf } from './shapes.mjs';

const outDir = join(root, 'generated');
const banner = (what) =>
  `// ${what}\n// Generated from schemas/ by scripts/generate.mjs. Do not edit: run \`npm run generate\`.\n`;

/** `sink-http` -> `SinkHttp` */
const pascal = (kind) => kind.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('');
/** `sink-http` -> `sinkHttp` */
const camel = (kind) => pascal(kind)[0].toLowerCase() + pascal(kind).slice(1);

function validatorsModule(kinds) {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    messages: false,
    unicode: false,
    code: { source: true, esm: true, lines: true },
    // `unicode: false` counts string length in code units, so no Ajv runtime module is needed;
    // every length rule here is "not empty", where the two counts agree.
    logger: { log() {}, warn: (m) => /option unicode/.test(String(m)) || console.warn(m), error: console.error },
  });
  const exportsMap = {};
  for (const { kind, schema } of kinds) {
    ajv.addSchema(lean(schema));
    exportsMap[camel(kind)] = schema.$id;
  }
  const code = standaloneCode(ajv, exportsMap);
  if (/\brequire\(/.test(code)) throw new Error('generated validators need an Ajv runtime module; avoid the keyword');
  return `${banner('Precompiled validators, one per kind (Ajv standalone).')}// @ts-nocheck\n${code.replace(/^"use strict";\n?/, '')}\n`;
}

function shapesModule(kinds) {
  const shapes = Object.fromEntries(kinds.map(({ kind, schema }) => [kind, shapeOf(schema, schema) ?? {}]));
  return `${banner('What each kind knows, for defaults, inheritance and unknown-key checks.')}
/** A node of a config's shape, derived from its schema. */
export interface Shape {
  /** Members the object knows, in schema order. */
  props?: { readonly [name: string]: Shape };
  /** What every value of a map holds (the schema's additionalProperties). */
  each?: Shape;
  /** What every item of an array holds. */
  items?: Shape;
  /** The schema forbids other members (the validator reports them). */
  closed?: boolean;
  /** The value the agent assumes when the member is absent. */
  default?: unknown;
  /** When absent, the member takes the same-named top-level member. */
  inherit?: boolean;
  /** An array the same-named top-level array is put in front of. */
  prepend?: boolean;
  /** Another spelling of the named member: when present, that member's default does not apply. */
  aliasOf?: string;
}

export const shapes: { readonly [kind: string]: Shape } = ${JSON.stringify(shapes, null, 2)};
`;
}

function catalogModule(kinds) {
  const catalog = kinds.map(({ kind, schema }) => ({ id: kind, title: schema.title, description: schema.description, schemaId: schema.$id }));
  return `${banner('The kinds, with the titles and descriptions of their schemas.')}
/** The id of a kind of plugin config. */
export type KindId = ${kinds.map(({ kind }) => JSON.stringify(kind)).join(' | ')};

export const catalog: readonly { readonly id: KindId; readonly title: string; readonly description: string; readonly schemaId: string }[] = ${JSON.stringify(catalog, null, 2)};
`;
}

/** Titles name TypeScript types; keep them only where a named type helps (roots and $defs). */
const annotationOnly = (node) =>
  Object.keys(node).length > 0 && Object.keys(node).every((k) => ['title', 'description', 'examples', '$comment'].includes(k));

function forTypes(node, keep) {
  if (Array.isArray(node)) return node.map((n) => forTypes(n, false));
  if (node === null || typeof node !== 'object') return node;
  // A schema that only documents (an either-or presence check) constrains nothing: `unknown`,
  // not an empty object type that would contradict the member's real type.
  if (annotationOnly(node)) return {};
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'title' && !keep) continue;
    // A member that refers to a definition takes the definition's type as is: its own
    // description would make json-schema-to-typescript declare a copy (`Format1`).
    if (typeof node.$ref === 'string' && key !== '$ref') continue;
    if (key === 'examples' || key.startsWith('x-agentconf-')) continue;
    if (key === '$defs' || key === 'properties') {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forTypes(v, key === '$defs')]));
    } else {
      out[key] = forTypes(value, false);
    }
  }
  return out;
}

/** One module of types per kind: shared $defs repeat per module, never clash across kinds. */
async function typeModules(kinds) {
  const modules = new Map();
  for (const { kind, schema } of kinds) {
    const name = `${pascal(kind)}Config`;
    const input = forTypes({ ...schema, title: name }, true);
    for (const def of Object.keys(input.$defs ?? {})) {
      input.$defs[def].title = pascal(def.replace(/\./g, '-')).replace(/[^A-Za-z0-9]/g, '');
    }
    const code = await compile(input, name, {
      bannerComment: '',
      additionalProperties: false,
      unknownAny: true,
      declareExternallyReferenced: true,
      format: true,
      style: { singleQuote: true, printWidth: 110 },
      $refOptions: { resolve: { external: false } },
    });
    modules.set(`types/${kind}.ts`, `${banner(`TypeScript types of the ${kind} config as written (before defaults).`)}\n${code.trim()}\n`);
  }
  const index = kinds.map(({ kind }) => `export type { ${pascal(kind)}Config } from './${kind}.js';`).join('\n');
  modules.set('types/index.ts', `${banner('The config type of every kind.')}\n${index}\n`);
  return modules;
}

async function build() {
  const kinds = bundledSchemas();
  const files = new Map();
  for (const { kind, schema } of kinds) {
    files.set(`schemas/${kind}.schema.json`, JSON.stringify(schema, null, 2) + '\n');
  }
  files.set('validators.ts', validatorsModule(kinds));
  files.set('shapes.ts', shapesModule(kinds));
  files.set('catalog.ts', catalogModule(kinds));
  for (const [name, text] of await typeModules(kinds)) files.set(name, text);
  return files;
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

const files = await build();
if (process.argv.includes('--check')) {
  const stale = [];
  for (const [name, text] of files) {
    const path = join(outDir, name);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) stale.push(name);
  }
  for (const path of listFiles(outDir)) {
    const name = relative(outDir, path);
    if (!files.has(name)) stale.push(`${name} (not generated any more)`);
  }
  if (stale.length) {
    console.error(`generated/ is stale: ${stale.join(', ')}\nRun \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
  console.log(`generated/ is fresh (${files.size} files)`);
} else {
  rmSync(outDir, { recursive: true, force: true });
  for (const [name, text] of files) {
    const path = join(outDir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(`wrote ${files.size} files to generated/`);
}
