// The telemetry-record family: schemas/telemetry/*.schema.json (with schemas/telemetry-common/
// and schemas/common/) -> generated/schemas/telemetry/*.schema.json and generated/records/
// {validators.ts, first-error.js, shapes.ts, catalog.ts, types/}.
import { bundleFamily } from '../schemas.mjs';
import { shapeOf } from '../shapes.mjs';
import { banner, camel, pascal, typeModule, validatorsModule } from '../codegen.mjs';

/** The `type` values a record schema covers: its `type` member's const or enum. */
function typeNames(schema) {
  const member = schema.properties?.type ?? {};
  return member.const !== undefined ? [member.const] : [...(member.enum ?? [])];
}

const typeName = (id) => `${pascal(id)}Record`;

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
/** The id of a record schema (one per file in schemas/telemetry/). */
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
import type { Shape } from '../shapes.js';

export const recordShapes: { readonly [id: string]: Shape } = ${JSON.stringify(shapes, null, 2)};
`;
}

/** @returns {Promise<Map<string, string>>} file path under generated/ -> text */
export async function build() {
  const schemas = bundleFamily('telemetry', ['telemetry-common', 'common']);
  const files = new Map();
  for (const { id, schema } of schemas) {
    files.set(`schemas/telemetry/${id}.schema.json`, JSON.stringify(schema, null, 2) + '\n');
  }
  const entries = schemas.map(({ id, schema }) => ({ name: camel(id), schema }));
  files.set('records/validators.ts', validatorsModule(entries, { what: 'Precompiled record validators reporting every error (Ajv standalone).' }));
  // Plain JavaScript with a declaration beside it: the nesting of first-error code is too deep
  // for TypeScript's control-flow analysis (tsc overflows its stack), and it needs no checking.
  files.set(
    'records/first-error.js',
    validatorsModule(entries, { what: 'Precompiled record validators that stop at the first error: the fast pass over a stream.', allErrors: false }),
  );
  const declarations = entries.map(({ name }) => `export declare const ${name}: (data: unknown) => boolean;`).join('\n');
  files.set('records/first-error.d.ts', `${banner('Declarations of records/first-error.js.')}\n${declarations}\n`);
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
