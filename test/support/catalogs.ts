/**
 * What exists, read from the generated catalogs and their sources rather than counted by hand, so
 * that adding a kind, a record schema, an API object or an operation needs no test edit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiId } from '../../generated/api/operations.js';
import { recordCatalog, type RecordSchemaId } from '../../generated/records/catalog.js';
import { catalog, type KindId } from '../../generated/plugins/catalog.js';
import { repoRoot } from './paths.js';

/** The plugin kinds, in catalog order. */
export const kindIds: KindId[] = catalog.map((k) => k.id);

/** The record schemas (one per file in schemas/records/), in catalog order. */
export const recordSchemaIds: RecordSchemaId[] = recordCatalog.map((r) => r.id);

/** The APIs, one per description in schemas/api/operations/, sorted. */
export const apiIds = readdirSync(join(repoRoot, 'schemas', 'api', 'operations'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort() as ApiId[];

/** How many operations the description of an API in schemas/api/operations/ lists. */
export function describedOperationCount(api: string): number {
  const description = JSON.parse(readFileSync(join(repoRoot, 'schemas', 'api', 'operations', `${api}.json`), 'utf8')) as { operations: unknown[] };
  return description.operations.length;
}

/** The API objects, one per schemas/api/<Name>.schema.json, sorted. */
export const apiObjectSchemaNames: string[] = readdirSync(join(repoRoot, 'schemas', 'api'))
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace(/\.schema\.json$/, ''))
  .sort();
