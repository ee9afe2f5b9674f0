// The plugin-config family: schemas/plugins/*.schema.json (with schemas/common/) ->
// generated/{schemas/plugins/*.schema.json, schema-catalog.json} and generated/plugins/{validators.ts, fast.js,
// shapes.ts, catalog.ts, types/, guards.ts}.
import { bundledSchemas, published } from '../schemas.mjs';
import { knownKeysSchema, shapeOf } from '../shapes.mjs';
import { banner, camel, fastValidatorsModules, pascal, typeModule, validatorsModule } from '../codegen.mjs';

function shapesModule(kinds) {
  const shapes = Object.fromEntries(kinds.map(({ kind, schema }) => [kind, shapeOf(schema, schema) ?? {}]));
  return `${banner('What each kind knows, for defaults, inheritance and unknown-key checks.')}
import type { Shape } from '../../src/core/shape.js';

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

/**
 * The file names a kind's config goes by: the agent's packages install `netify-<kind>.json`
 * (`@PACKAGE_TARNAME@.json`), deployments add variants (`netify-proc-aggregator-sqlite.json`);
 * agentconf also reads YAML. Detection by name (src/plugins/detect.ts) reads the same names.
 */
const fileNamesOf = (kind) => ['json', 'yaml', 'yml'].flatMap((ext) => [`netify-${kind}.${ext}`, `netify-${kind}-*.${ext}`]);

/** A schema catalog in the SchemaStore format: editors pick a schema by file name with it. */
function catalogJson(kinds) {
  const schemas = kinds.map(({ kind, schema }) => ({
    name: schema.title,
    description: schema.description,
    fileMatch: fileNamesOf(kind),
    url: schema.$id,
  }));
  return JSON.stringify({ $schema: 'https://json.schemastore.org/schema-catalog.json', version: 1, schemas }, null, 2) + '\n';
}

/** A kind's schema that also refuses what the unknown-key walk reports (under an `$id` of its own). */
function withKnownKeys(schema) {
  return {
    ...schema,
    $id: schema.$id.replace(/\.schema\.json$/, '.known-keys.schema.json'),
    allOf: [...(schema.allOf ?? []), knownKeysSchema(shapeOf(schema, schema))],
  };
}

/** The config type of every kind, and the map from kind id to config type. */
function typesIndexModule(kinds) {
  const imports = kinds.map(({ kind }) => `import type { ${pascal(kind)}Config } from './${kind}.js';`).join('\n');
  const map = kinds.map(({ kind }) => `  ${JSON.stringify(kind)}: ${pascal(kind)}Config;`).join('\n');
  return `${banner('The config type of every kind, and the map from kind id to config type.')}
${imports}
import type { KindId } from '../catalog.js';

export type {
${kinds.map(({ kind }) => `  ${pascal(kind)}Config,`).join('\n')}
};

/** Kind id -> the TypeScript type of its config. */
export interface ConfigByKind {
${map}
}

/** The config type of kind \`K\`. */
export type ConfigOf<K extends KindId> = ConfigByKind[K];
`;
}

/** One type guard per kind, built on \`validate\`, so a guard and \`validate(...).valid\` never disagree. */
function guardsModule(kinds) {
  const guards = kinds
    .map(
      ({ kind }) =>
        `/** True exactly when \`validate('${kind}', value)\` finds no error (warnings allowed). */\nexport const is${pascal(kind)}Config = guard('${kind}');`,
    )
    .join('\n\n');
  return `${banner('Type guards, one per kind: true exactly when `validate` finds no error (warnings allowed).')}
import { validate } from '../../src/plugins/validate.js';
import type { KindId } from './catalog.js';
import type { ConfigOf } from './types/index.js';

const guard =
  <K extends KindId>(kind: K) =>
  (value: unknown): value is ConfigOf<K> =>
    validate(kind, value).valid;

${guards}
`;
}

/** @returns {Promise<Map<string, string>>} file path under generated/ -> text */
export async function build() {
  const kinds = bundledSchemas();
  const files = new Map();
  for (const { kind, schema } of kinds) {
    files.set(`schemas/plugins/${kind}.schema.json`, JSON.stringify(published(schema), null, 2) + '\n');
  }
  files.set('schema-catalog.json', catalogJson(kinds));
  files.set(
    'plugins/validators.ts',
    validatorsModule(
      kinds.map(({ kind, schema }) => ({ name: camel(kind), schema })),
      { what: 'Precompiled validators, one per kind (Ajv standalone).', inline: true },
    ),
  );
  // The fast pass: each schema with the unknown-key walk's rule added (`knownKeysSchema`), first
  // error only. Passing it means valid and no unknown key, so a clean config needs neither the
  // all-errors validator nor the walk.
  const fastEntries = kinds.map(({ kind, schema }) => ({ name: camel(kind), schema: withKnownKeys(schema) }));
  const fast = fastValidatorsModules(fastEntries, 'plugins/fast.js', {
    what: 'Precompiled validators, one per kind, of each schema with no unknown key allowed, stopping at the first error: the fast pass of a lint.',
    inline: true,
    // The added rule's object and array keywords stand without a type (a value of another type passes).
    options: { strictTypes: false },
  });
  for (const [path, text] of fast) files.set(path, text);
  files.set('plugins/shapes.ts', shapesModule(kinds));
  files.set('plugins/catalog.ts', catalogModule(kinds));
  for (const { kind, schema } of kinds) {
    const code = await typeModule(schema, `${pascal(kind)}Config`);
    files.set(`plugins/types/${kind}.ts`, `${banner(`TypeScript types of the ${kind} config as written (before defaults).`)}\n${code}\n`);
  }
  files.set('plugins/types/index.ts', typesIndexModule(kinds));
  files.set('plugins/guards.ts', guardsModule(kinds));
  return files;
}
