/** `agentconf schema ID`, `agentconf schema --catalog` and `agentconf kinds`. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kinds, isKindId } from '../kinds.js';
import { packageInfo } from './package.js';
import { UsageError } from './usage.js';

const kindList = () => kinds.map((k) => k.id).join(', ');

/** The bundled (self-contained) schema of a kind, as text. */
export function schemaText(id: string | undefined): string {
  if (id === undefined) throw new UsageError(`schema needs a kind id: ${kindList()}`);
  if (!isKindId(id)) throw new UsageError(`unknown kind ${JSON.stringify(id)}; kinds are ${kindList()}`);
  return readFileSync(join(packageInfo().root, 'generated', 'schemas', `${id}.schema.json`), 'utf8');
}

/** The schema catalog (SchemaStore format): which schema each config file name takes. */
export function catalogText(): string {
  return readFileSync(join(packageInfo().root, 'generated', 'schema-catalog.json'), 'utf8');
}

/** The kinds, as aligned text or JSON. */
export function kindsText(format: string): string {
  if (format === 'json') return JSON.stringify(kinds, null, 2) + '\n';
  if (format !== 'text') throw new UsageError(`unknown format ${JSON.stringify(format)} for kinds; formats are text, json`);
  const width = Math.max(...kinds.map((k) => k.id.length));
  return kinds.map((k) => `${k.id.padEnd(width)}  ${k.title}`).join('\n') + '\n';
}
