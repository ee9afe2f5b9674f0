/** The registry of kinds: id, title, role, and the members that tell a kind's config apart. */
import { catalog, type KindId } from '../../generated/plugins/catalog.js';

export type { KindId };

/** One kind of plugin config. */
export interface Kind {
  /** Stable id, part of the public API: `proc-aggregator`, `sink-http`, ... */
  readonly id: KindId;
  /** Human name, from the schema. */
  readonly title: string;
  /** What the plugin does, from the schema. */
  readonly description: string;
  /** `$id` of the kind's JSON Schema. */
  readonly schemaId: string;
  /** Processors produce records and send them to sinks; sinks deliver them. */
  readonly role: 'processor' | 'sink';
}

/** The eight kinds, in a stable order. */
export const kinds: readonly Kind[] = catalog.map((entry) => ({
  ...entry,
  role: entry.id.startsWith('sink-') ? 'sink' : 'processor',
}));

const ids = new Set<string>(kinds.map((k) => k.id));

/** Whether `id` names a kind. */
export function isKindId(id: string): id is KindId {
  return ids.has(id);
}

/** The kind with this id, or undefined. */
export function kindById(id: string): Kind | undefined {
  return kinds.find((k) => k.id === id);
}

/** Throws for an id that names no kind: a programming error, not a user's config mistake. */
export function assertKindId(id: string): asserts id is KindId {
  if (!isKindId(id)) {
    throw new TypeError(`unknown kind ${JSON.stringify(id)}; kinds are ${kinds.map((k) => k.id).join(', ')}`);
  }
}
