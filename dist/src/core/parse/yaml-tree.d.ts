/**
 * The YAML document tree walked once: where each value and member name starts (for `locate`),
 * duplicate keys, the nesting limit, and the pointer of an error's offset.
 */
import { type Document } from 'yaml';
import type { Diagnostic } from '../diagnostic.js';
import { type SourcePosition } from './document.js';
import { FindingsCap } from '../cap.js';
import { LocationTable } from './location.js';
/**
 * How many alias expansions `toJS` may make. A handful of anchors is normal in a config; the
 * "billion laughs" document needs millions, and would otherwise take unbounded time and memory.
 */
export declare const MAX_ALIAS_COUNT = 100;
/** Anything the walk below may meet where a node is expected. */
type TreeNode = unknown;
/** A node waiting to be visited, or (`close`) the end of a container's subtree. */
export interface Visit {
    node: TreeNode;
    /** Offset of the member name; -1 for items and the root. */
    keyAt: number;
    /** Offset to use when the node has no range of its own (a missing value). */
    fallbackAt: number;
    name: string | undefined;
    token: string | number | undefined;
    parent: Visit | undefined;
    depth: number;
    close: number;
}
export interface Walk {
    table: LocationTable;
    diagnostics: Diagnostic[];
    /** Offsets of the duplicate keys reported here, so the yaml package's own report is dropped. */
    duplicateKeysAt: Set<number>;
    /** Every alias, in document order, for placing alias errors from `toJS`. */
    aliases: {
        offset: number;
        source: string;
        visit: Visit;
    }[];
}
export declare function pointerOf(visit: Visit | undefined): string;
/**
 * Walks the document tree once, iteratively (depth is bounded only by the input), recording
 * where each value and member name starts, reporting duplicate keys with both lines, and
 * checking the nesting limit. Aliases are not followed: a pointer below one locates the alias.
 */
export declare function walkTree(doc: Document.Parsed, positionOf: (offset: number) => SourcePosition, cap?: FindingsCap): Walk;
/** The pointer of the deepest value whose source range holds `offset` (for yaml's own errors). */
export declare function pointerAt(doc: Document.Parsed, offset: number): string;
export {};
