import type { ParsedDocument } from './document.js';
import type { PositionOf } from './lines.js';
/**
 * Where every value and member name starts, one row per value in document order (parents before
 * their children). Kept in flat typed arrays rather than one object per value: on a large file
 * the garbage collector, not the parsing, would otherwise dominate the parse time. A row's
 * subtree is the rows from it up to `end`, so its children are found by hopping over subtrees.
 */
export declare class LocationTable {
    private valueAt;
    private keyAt;
    private ends;
    private arrays;
    /** Member name of each row; undefined for array items and the root. */
    private readonly names;
    private count;
    /** Name lookups for large objects, built on first use. */
    private readonly byName;
    /** Item rows of arrays, built on first use. */
    private readonly items;
    constructor(capacity?: number);
    /** Number of rows. */
    get size(): number;
    /**
     * Adds a row for a value starting at `value`, its member name at `key` (-1 for none); returns
     * its index. Until {@link close} is called the row has no children.
     */
    add(value: number, key: number, name: string | undefined, isArray: boolean): number;
    /** Ends the subtree of container row `index`: every row added since belongs to it. */
    close(index: number): void;
    /** The offset of row `index`'s member name (-1 for none). */
    keyOffset(index: number): number;
    /** Name -> offset of its first occurrence, over the children of `parent` added so far. */
    firstKeyOffsets(parent: number): Map<string, number>;
    /**
     * The offset for `pointer`: the deepest existing row along it, its member name when `key` is
     * asked for and it has one. Undefined for a malformed pointer or an empty table.
     */
    find(pointer: string, key: boolean): number | undefined;
    private child;
    private grow;
}
/** Builds the `locate` function of a {@link ParsedDocument}. */
export declare function locator(table: LocationTable, positionOf: PositionOf): ParsedDocument['locate'];
