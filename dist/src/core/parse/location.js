/** The table of source offsets that backs {@link ParsedDocument.locate}. */
import { parsePointer } from '../pointer.js';
const INDEX = /^(?:0|[1-9][0-9]*)$/;
// Below this many members a scan beats building a map.
const SCAN_LIMIT = 16;
/**
 * Where every value and member name starts, one row per value in document order (parents before
 * their children). Kept in flat typed arrays rather than one object per value: on a large file
 * the garbage collector, not the parsing, would otherwise dominate the parse time. A row's
 * subtree is the rows from it up to `end`, so its children are found by hopping over subtrees.
 */
export class LocationTable {
    valueAt;
    keyAt;
    ends;
    arrays;
    /** Member name of each row; undefined for array items and the root. */
    names = [];
    count = 0;
    /** Name lookups for large objects, built on first use. */
    byName = new Map();
    /** Item rows of arrays, built on first use. */
    items = new Map();
    constructor(capacity = 64) {
        const size = Math.max(16, capacity);
        this.valueAt = new Int32Array(size);
        this.keyAt = new Int32Array(size);
        this.ends = new Int32Array(size);
        this.arrays = new Uint8Array(size);
    }
    /** Number of rows. */
    get size() {
        return this.count;
    }
    /**
     * Adds a row for a value starting at `value`, its member name at `key` (-1 for none); returns
     * its index. Until {@link close} is called the row has no children.
     */
    add(value, key, name, isArray) {
        const i = this.count;
        if (i === this.valueAt.length)
            this.grow();
        this.valueAt[i] = value;
        this.keyAt[i] = key;
        this.ends[i] = i + 1;
        this.arrays[i] = isArray ? 1 : 0;
        this.names.push(name);
        this.count = i + 1;
        return i;
    }
    /** Ends the subtree of container row `index`: every row added since belongs to it. */
    close(index) {
        this.ends[index] = this.count;
    }
    /** The offset of row `index`'s member name (-1 for none). */
    keyOffset(index) {
        return this.keyAt[index];
    }
    /** Name -> offset of its first occurrence, over the children of `parent` added so far. */
    firstKeyOffsets(parent) {
        const out = new Map();
        for (let j = parent + 1; j < this.count; j = this.ends[j]) {
            const name = this.names[j];
            if (!out.has(name))
                out.set(name, this.keyAt[j]);
        }
        return out;
    }
    /**
     * The offset for `pointer`: the deepest existing row along it, its member name when `key` is
     * asked for and it has one. Undefined for a malformed pointer or an empty table.
     */
    find(pointer, key) {
        if (this.count === 0)
            return undefined;
        if (typeof pointer !== 'string' || (pointer !== '' && pointer[0] !== '/'))
            return undefined;
        let row = 0;
        for (const token of parsePointer(pointer)) {
            const next = this.child(row, token);
            if (next < 0)
                break;
            row = next;
        }
        const keyAt = this.keyAt[row];
        return key && keyAt >= 0 ? keyAt : this.valueAt[row];
    }
    child(row, token) {
        const end = this.ends[row];
        if (this.arrays[row] === 1) {
            if (!INDEX.test(token))
                return -1;
            let items = this.items.get(row);
            if (items === undefined) {
                // Built once per array: locating every item of a long array must not be quadratic.
                const rows = [];
                for (let j = row + 1; j < end; j = this.ends[j])
                    rows.push(j);
                items = Int32Array.from(rows);
                this.items.set(row, items);
            }
            return items[Number(token)] ?? -1;
        }
        let lookup = this.byName.get(row);
        if (lookup === undefined) {
            let found = -1;
            let members = 0;
            // A later duplicate wins, as it does in the value.
            for (let j = row + 1; j < end; j = this.ends[j], members++) {
                if (this.names[j] === token)
                    found = j;
            }
            if (members <= SCAN_LIMIT)
                return found;
            lookup = new Map();
            for (let j = row + 1; j < end; j = this.ends[j])
                lookup.set(this.names[j], j);
            this.byName.set(row, lookup);
        }
        return lookup.get(token) ?? -1;
    }
    grow() {
        const size = this.valueAt.length * 2;
        const widen = (a, make) => {
            const b = make(size);
            b.set(a);
            return b;
        };
        this.valueAt = widen(this.valueAt, (n) => new Int32Array(n));
        this.keyAt = widen(this.keyAt, (n) => new Int32Array(n));
        this.ends = widen(this.ends, (n) => new Int32Array(n));
        this.arrays = widen(this.arrays, (n) => new Uint8Array(n));
    }
}
/** Builds the `locate` function of a {@link ParsedDocument}. */
export function locator(table, positionOf) {
    return (pointer, options) => {
        const offset = table.find(pointer, options?.key === true);
        return offset === undefined ? undefined : positionOf(offset);
    };
}
