/** `agentconf schema ID`, `agentconf schema --catalog` and `agentconf kinds`. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kinds } from '../plugins/kinds.js';
import { boundText } from '../core/message.js';
import { closest } from '../core/suggest.js';
import { packageInfo } from './package.js';
import { UsageError } from './usage.js';

/**
 * Every published schema by id: config kinds (`sink-http`), telemetry record types
 * (`flow_stats`) and API objects (`LicenseObject`); the three families' ids never collide.
 */
function publishedSchemas(): Map<string, string> {
  const dir = join(packageInfo().root, 'generated', 'schemas');
  const byId = new Map<string, string>();
  for (const family of families) {
    for (const file of readdirSync(join(dir, family.folder)).sort()) {
      if (file.endsWith('.schema.json')) byId.set(file.slice(0, -'.schema.json'.length), join(dir, family.folder, file));
    }
  }
  return byId;
}

/** The published schema folders under generated/schemas/, one per family, and what each holds. */
const families = [
  { folder: 'plugins', what: 'config kind' },
  { folder: 'records', what: 'telemetry record' },
  { folder: 'api', what: 'API object' },
] as const;

/** The self-contained schema of a config kind, record type or API object, as text. */
export function schemaText(id: string | undefined): string {
  const byId = publishedSchemas();
  const ids = [...byId.keys()];
  if (id === undefined) throw new UsageError(`schema needs an id: a config kind (${kinds.map((k) => k.id).join(', ')}), a record type or an API object (agentconf schema --list)`);
  const path = byId.get(id);
  if (path === undefined) {
    const meant = closest(id, ids);
    throw new UsageError(`no schema ${JSON.stringify(boundText(id, 80))}${meant ? ` (did you mean ${JSON.stringify(meant)}?)` : ''}; agentconf schema --list shows the ids`);
  }
  return readFileSync(path, 'utf8');
}

/** The ids `schema` takes, one a line, with their family. */
export function schemaListText(): string {
  const dir = join(packageInfo().root, 'generated', 'schemas');
  const familyOf = (path: string) => families.find((f) => path.startsWith(join(dir, f.folder)))!.what;
  return [...publishedSchemas()].map(([id, path]) => `${id.padEnd(28)}  ${familyOf(path)}`).join('\n') + '\n';
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
