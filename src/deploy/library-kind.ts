/** Which plugin a library file is, from its name: `libnetify-proc-aggregator.so.0.0.0`. */
import { kinds, type KindId } from '../plugins/kinds.js';

/** What a library name says: a kind agentconf knows, another kind name, or nothing. */
export type LibraryKind = { known: true; id: KindId } | { known: false; id: string } | undefined;

// Longest first, so a kind id that extends another is matched whole.
const known = kinds.map((k) => k.id).sort((a, b) => b.length - a.length);
const knownPatterns = known.map((id) => ({ id, pattern: new RegExp(`(?:^|[^A-Za-z0-9])${id}(?=\\.so|-|\\.)`) }));
const anyKind = /(?:^|[^A-Za-z0-9])((?:proc|sink)-[A-Za-z0-9_-]*?[A-Za-z0-9])(?=\.so|\.|$)/;

/** The base name of a path (either separator). */
export function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/**
 * The kind a plugin library implements: the base name contains a kind id followed by `.so`,
 * `-` or `.`. A `proc-*`/`sink-*` name agentconf has no schema for comes back as not known.
 */
export function libraryKind(library: string): LibraryKind {
  const name = baseName(library);
  for (const { id, pattern } of knownPatterns) if (pattern.test(name)) return { known: true, id };
  const other = anyKind.exec(name);
  return other ? { known: false, id: other[1]! } : undefined;
}
