/** Which plugin a library file is, from its name: `libnetify-proc-aggregator.so.0.0.0`. */
import { type KindId } from '../plugins/kinds.js';
/** What a library name says: a kind agentconf knows, another kind name, or nothing. */
export type LibraryKind = {
    known: true;
    id: KindId;
} | {
    known: false;
    id: string;
} | undefined;
/** The base name of a path (either separator). */
export declare function baseName(path: string): string;
/**
 * The kind a plugin library implements: the base name contains a kind id followed by `.so`,
 * `-` or `.`. A `proc-*`/`sink-*` name agentconf has no schema for comes back as not known.
 */
export declare function libraryKind(library: string): LibraryKind;
