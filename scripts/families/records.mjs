// The telemetry-record family: schemas/records/*.schema.json (with schemas/common/) ->
// generated/schemas/records/*.schema.json and generated/records/
// {validators.ts, fast.js, shapes.ts, catalog.ts, types/}.
import { bundleFamily, published } from '../schemas.mjs';
import { shapeOf } from '../shapes.mjs';
import { banner, camel, fastValidatorsModules, pascal, typeModule, validatorsModule } from '../codegen.mjs';

/** The `type` values a record schema covers: its `type` member's const or enum. */
function typeNames(schema) {
  const member = schema.properties?.type ?? {};
  return member.const !== undefined ? [member.const] : [...(member.enum ?? [])];
}

const typeName = (id) => `${pascal(id)}Record`;

/**
 * A copy of a bundled schema in which every object that lists its members allows no other
 * (`additionalProperties: false`; `unevaluatedProperties: false` beside if/else, whose branches
 * stay open as they re-describe members listed elsewhere). An `allOf` of definitions is merged
 * into its object first: a closed definition would refuse the members its user adds.
 */
function closed(schema) {
  const defOf = (ref) => schema.$defs[/^#\/\$defs\/(.+)$/.exec(ref)[1]];
  const close = (node, key) => {
    if (Array.isArray(node)) return node.map((n) => close(n));
    if (node === null || typeof node !== 'object') return node;
    if (key === 'if' || key === 'then' || key === 'else') return node;
    const names = key === 'properties' || key === '$defs';
    let source = node;
    if (!names && Array.isArray(node.allOf) && node.allOf.every((part) => Object.keys(part).length === 1 && part.$ref)) {
      const { allOf, ...rest } = node;
      const defs = allOf.map((part) => defOf(part.$ref));
      source = {
        ...rest,
        properties: Object.assign({}, ...defs.map((d) => d.properties), rest.properties),
        required: [...new Set([...defs.flatMap((d) => d.required ?? []), ...(rest.required ?? [])])],
      };
    }
    const out = {};
    for (const [k, v] of Object.entries(source)) out[k] = close(v, names ? undefined : k);
    if (!names && source.properties && source.additionalProperties === undefined && source.patternProperties === undefined) {
      out[source.if ? 'unevaluatedProperties' : 'additionalProperties'] = false;
    }
    return out;
  };
  return close(schema);
}

function catalogModule(schemas) {
  const catalog = schemas.map(({ id, schema }) => ({
    id,
    types: typeNames(schema),
    title: schema.title,
    description: schema.description,
    schemaId: schema.$id,
  }));
  const types = catalog.flatMap((c) => c.types);
  return `${banner('The telemetry record schemas and the record types each covers.')}
/** The id of a record schema (one per file in schemas/records/). */
export type RecordSchemaId = ${schemas.map(({ id }) => JSON.stringify(id)).join(' | ')};

/** A value of a record's \`type\` member that the published interface defines. */
export type RecordType = ${types.map((t) => JSON.stringify(t)).join(' | ')};

export const recordCatalog: readonly {
  readonly id: RecordSchemaId;
  readonly types: readonly RecordType[];
  readonly title: string;
  readonly description: string;
  readonly schemaId: string;
}[] = ${JSON.stringify(catalog, null, 2)};
`;
}

function shapesModule(schemas) {
  const shapes = Object.fromEntries(schemas.map(({ id, schema }) => [id, shapeOf(schema, schema) ?? {}]));
  return `${banner('What each record schema knows, for unknown-member checks.')}
import type { Shape } from '../../src/core/shape.js';

export const recordShapes: { readonly [id: string]: Shape } = ${JSON.stringify(shapes, null, 2)};
`;
}

/** @returns {Promise<Map<string, string>>} file path under generated/ -> text */
export async function build() {
  const schemas = bundleFamily('records', ['common']);
  const files = new Map();
  for (const { id, schema } of schemas) {
    files.set(`schemas/records/${id}.schema.json`, JSON.stringify(published(schema), null, 2) + '\n');
  }
  const entries = schemas.map(({ id, schema }) => ({ name: camel(id), schema }));
  files.set('records/validators.ts', validatorsModule(entries, { what: 'Precompiled record validators reporting every error (Ajv standalone).' }));
  // The fast pass: closed schemas, first error only. Passing it means valid and no unknown
  // member, so most records need nothing else.
  const closedEntries = schemas.map(({ id, schema }) => ({ name: camel(id), schema: closed(schema) }));
  const fast = fastValidatorsModules(closedEntries, 'records/fast.js', {
    what: 'Precompiled record validators of the closed schemas (no unknown member), stopping at the first error: the fast pass over a stream.',
  });
  for (const [path, text] of fast) files.set(path, text);
  files.set('records/shapes.ts', shapesModule(schemas));
  files.set('records/catalog.ts', catalogModule(schemas));
  for (const { id, schema } of schemas) {
    const code = await typeModule(schema, typeName(id));
    files.set(`records/types/${id}.ts`, `${banner(`TypeScript types of the ${id} telemetry record.`)}\n${code}\n`);
  }
  const index = schemas.map(({ id }) => `export type { ${typeName(id)} } from './${id}.js';`).join('\n');
  const imports = schemas.map(({ id }) => `import type { ${typeName(id)} } from './${id}.js';`).join('\n');
  const union = schemas.map(({ id }) => typeName(id)).join('\n  | ');
  files.set(
    'records/types/index.ts',
    `${banner('The type of every telemetry record, and their union discriminated on `type`.')}\n${index}\n${imports}\n\n/** Any record the published interface defines; narrow it on \`type\`. */\nexport type TelemetryRecord =\n  | ${union};\n`,
  );
  return files;
}
