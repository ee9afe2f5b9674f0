/** The schema reader the generator uses (scripts/schemas.mjs), and a strict Ajv to compile schemas with. */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import { repoRoot } from './paths.js';

/** One schema file: its path relative to schemas/ and its parsed content. */
export interface SchemaFile {
  file: string;
  schema: Record<string, unknown>;
}

/** What scripts/schemas.mjs exports (a JavaScript module without type declarations). */
export interface SchemasModule {
  readSchemas(): { common: SchemaFile[]; plugins: SchemaFile[] };
  bundledSchemas(): { kind: string; file: string; schema: Record<string, unknown> }[];
  lean(node: unknown): unknown;
  published(schema: unknown): unknown;
}

/** Loads scripts/schemas.mjs, the one reader of schemas/ that the generator uses too. */
export async function loadSchemasModule(): Promise<SchemasModule> {
  const url = pathToFileURL(join(repoRoot, 'scripts', 'schemas.mjs')).href;
  return (await import(url)) as SchemasModule;
}

/**
 * A strict Ajv for JSON Schema 2020-12 that knows our annotation keyword. (Ajv is CommonJS; under
 * NodeNext its default import is `module.exports`, whose `default` is the class.)
 */
export function strictAjv(): Ajv2020 {
  const ajv = new Ajv2020Module.default({ strict: true, allErrors: true });
  ajv.addKeyword('x-agentconf-inherit');
  ajv.addKeyword('x-agentconf-alias-of');
  ajv.addKeyword('x-agentconf-since');
  return ajv;
}
export type Ajv2020 = InstanceType<typeof Ajv2020Module.default>;
