// The pieces every schema family's generation shares: the banner, names, Ajv standalone
// validators and json-schema-to-typescript types. A family (scripts/families/) picks from these.
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { Name } from 'ajv/dist/compile/codegen/index.js';
import { compile } from 'json-schema-to-typescript';
import { inlineDefs, lean } from './schemas.mjs';

export const banner = (what) => `// ${what}\n// Generated from schemas/ by scripts/generate.mjs. Do not edit: run \`npm run generate\`.\n`;

/** `sink-http` -> `SinkHttp`; `flow_dpi_update` -> `FlowDpiUpdate` */
export const pascal = (id) =>
  id
    .split(/[-_.]/)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
/** `sink-http` -> `sinkHttp` */
export const camel = (id) => pascal(id)[0].toLowerCase() + pascal(id).slice(1);

/**
 * One module of precompiled validators (Ajv standalone), needing no Ajv at run time.
 * @param {{ name?: string, schema: object }[]} entries export name and schema; an entry without a
 *   name is only there for others to refer to (by `$id`)
 * @param {{ what: string, setup?: (ajv: object) => void, allErrors?: boolean, formats?: { from: string, name: string }, options?: object, inline?: boolean }} options
 *   `setup` adds formats or keywords. `allErrors: false` stops at the first error (faster on data
 *   that is mostly valid; re-check a failure with an all-errors validator to explain it). Formats
 *   that are functions (not regular expressions, which are written inline) are looked up at run
 *   time on the object `formats.name`, which the module imports from `formats.from`: a bundler then
 *   takes just that module (the format functions), not the Ajv runtime. `options` are further Ajv
 *   options (`inlineRefs: false` keeps one function per referenced schema instead of a copy per
 *   place that refers to it: smaller code). `inline` puts each definition in place of the
 *   references to it (`inlineDefs`): faster validators for small schemas used one value at a time.
 */
export function validatorsModule(entries, { what, setup, allErrors = true, formats, options, inline = false } = {}) {
  const ajv = new Ajv2020({
    ...options,
    strict: true,
    allErrors,
    messages: false,
    unicode: false,
    code: { source: true, esm: true, lines: true, ...(formats ? { formats: new Name(formats.name) } : {}) },
    // `unicode: false` counts string length in code units, so no Ajv runtime module is needed;
    // every length rule here is "not empty", where the two counts agree.
    logger: { log() {}, warn: (m) => /option unicode/.test(String(m)) || console.warn(m), error: console.error },
  });
  setup?.(ajv);
  const exportsMap = {};
  for (const { name, schema } of entries) {
    ajv.addSchema(inline ? inlineDefs(lean(schema)) : lean(schema));
    if (name) exportsMap[name] = schema.$id;
  }
  const code = standaloneCode(ajv, exportsMap);
  if (/\brequire\(/.test(code)) throw new Error('generated validators need an Ajv runtime module; avoid the keyword');
  const imports = formats ? `import { ${formats.name} } from ${JSON.stringify(formats.from)};\n` : '';
  return `${banner(what ?? 'Precompiled validators (Ajv standalone).')}// @ts-nocheck\n${imports}${knownKeySets(linearErrors(evaluatedWithoutPrototype(code.replace(/^"use strict";\n?/, ''))))}\n`;
}

/**
 * Ajv's code for `unevaluatedProperties` keeps the members a schema evaluated in a plain object
 * (`props0.flow = true`) and asks `props0[key]` of each member: a member named `valueOf`,
 * `toString` or `constructor` found the prototype's and counted as evaluated, so a record holding
 * one passed the closed fast check with no warning for it. Those objects have no prototype here.
 */
function evaluatedWithoutPrototype(code) {
  return code.replace(/\b(var )?(props\d+) = (\2 \|\| )?\{\};/g, (_, declared, name, or) => `${declared ?? ''}${name} = ${or ?? ''}Object.create(null);`);
}

/**
 * Ajv tells a listed member from another, in an object of more than eight members, by
 * `Object.prototype.hasOwnProperty.call(schema.properties, key)` for every member of every value:
 * a third of the time of the fast pass over flow records (43 members). Each such site asks a Set
 * of the same names instead, made once when the module loads (after the schemas it lists).
 */
function knownKeySets(code) {
  const own = /^const (func\d+) = Object\.prototype\.hasOwnProperty;$/m.exec(code)?.[1];
  if (own === undefined) return code;
  const sets = new Map();
  const replaced = code.replace(new RegExp(`\\b${own}\\.call\\((schema\\d+(?:\\.\\w+|\\[\\d+\\])*\\.properties), (\\w+)\\)`, 'g'), (_, props, key) => {
    if (!sets.has(props)) sets.set(props, `known${sets.size}`);
    return `${sets.get(props)}.has(${key})`;
  });
  const declarations = [...sets].map(([props, name]) => `const ${name} = new Set(Object.keys(${props}));`).join('\n');
  return sets.size ? `${replaced}\n// The members each object lists (see above).\n${declarations}\n` : code;
}

/**
 * Ajv's standalone code gathers the errors of a referenced schema with `vErrors.concat(...)`,
 * which copies the whole list each time: 16,000 items that each fail a `$ref` (a response's
 * `data`) took 14 s, quadratic. Each such site appends in place instead, through one helper.
 */
function linearErrors(code) {
  const site = /vErrors = vErrors === null \? (validate\w*)\.errors : vErrors\.concat\(\1\.errors\);/g;
  if (!site.test(code)) return code;
  const helper =
    '/** Appends `more` to `list` (a new list when null): linear, where concat copied the list each time. */\n' +
    'function appendErrors(list, more) { if (list === null) list = []; for (let i = 0; i < more.length; i++) list.push(more[i]); return list; }\n';
  return helper + code.replace(site, (_, name) => `vErrors = appendErrors(vErrors, ${name}.errors);`);
}

/**
 * A fast pass: `validatorsModule` stopping at the first error, written as plain JavaScript (`file`,
 * under generated/) with a declaration module beside it. First-error code nests too deep for
 * TypeScript's control-flow analysis (tsc overflows its stack), and it needs no checking.
 * @param {{ name: string, schema: object }[]} entries
 * @param {string} file its path under generated/ (`records/fast.js`)
 * @param {object} options as for `validatorsModule` (`allErrors` is false here)
 * @returns {Map<string, string>} the two files, by path under generated/
 */
export function fastValidatorsModules(entries, file, options) {
  const declarations = entries.map(({ name }) => `export declare const ${name}: (data: unknown) => boolean;`).join('\n');
  return new Map([
    [file, validatorsModule(entries, { ...options, allErrors: false })],
    [file.replace(/\.js$/, '.d.ts'), `${banner(`Declarations of ${file}.`)}\n${declarations}\n`],
  ]);
}

/** Titles name TypeScript types; keep them only where a named type helps (roots and $defs). */
const annotationOnly = (node) => Object.keys(node).length > 0 && Object.keys(node).every((k) => ['title', 'description', 'examples', '$comment'].includes(k));

const withoutAnnotations = (node) => Object.fromEntries(Object.entries(node).filter(([k]) => !['title', 'description', 'examples', '$comment'].includes(k)));

function forTypes(node, keep) {
  if (Array.isArray(node)) return node.map((n) => forTypes(n, false));
  if (node === null || typeof node !== 'object') return node;
  // A schema that only documents (an either-or presence check) constrains nothing: `unknown`,
  // not an empty object type that would contradict the member's real type.
  if (annotationOnly(node)) return {};
  // An either-or whose other branch takes anything documents what the agent ignores (a timeout
  // written `2.0`, a `tls_verify` of "no"): validation accepts it and the lint warns, but the type
  // names only the forms the plugin reads, so code that builds a config writes one of those.
  if (Array.isArray(node.anyOf) && node.anyOf.some(annotationOnly) && !node.anyOf.every(annotationOnly)) {
    const read = node.anyOf.filter((branch) => !annotationOnly(branch));
    const { anyOf, ...rest } = node;
    return forTypes(read.length === 1 ? { ...rest, ...withoutAnnotations(read[0]) } : { ...rest, anyOf: read }, keep);
  }
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

/**
 * The TypeScript declarations of one bundled schema, its root named `typeName`. Shared $defs
 * repeat per module, so modules never clash.
 */
export async function typeModule(schema, typeName) {
  const input = forTypes({ ...schema, title: typeName }, true);
  for (const def of Object.keys(input.$defs ?? {})) {
    input.$defs[def].title = pascal(def.replace(/\./g, '-')).replace(/[^A-Za-z0-9]/g, '');
  }
  const code = await compile(input, typeName, {
    bannerComment: '',
    additionalProperties: false,
    unknownAny: true,
    declareExternallyReferenced: true,
    format: true,
    style: { singleQuote: true, printWidth: 110 },
    $refOptions: { resolve: { external: false } },
  });
  return code.trim();
}
