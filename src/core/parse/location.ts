/** The table of source offsets that backs {@link ParsedDocument.locate}. */
import { parsePointer } from '../pointer.js';
import type { LocateOptions, ParsedDocument, SourcePosition } from './document.js';
import type { PositionOf } from './lines.js';

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
  private valueAt: Int32Array;
  private keyAt: Int32Array;
  private ends: Int32Array;
  private arrays: Uint8Array;
  /** Member name of each row; undefined for array items and the root. */
  private readonly names: (string | undefined)[] = [];
  private count = 0;
  /** Name lookups for large objects, built on first use. */
  private readonly byName = new Map<number, Map<string, number>>();
  /** Item rows of arrays, built on first use. */
  private readonly items = new Map<number, Int32Array>();

  constructor(capacity = 64) {
    const size = Math.max(16, capacity);
    this.valueAt = new Int32Array(size);
    this.keyAt = new Int32Array(size);
    this.ends = new Int32Array(size);
    this.arrays = new Uint8Array(size);
  }

  /** Number of rows. */
  get size(): number {
    return this.count;
  }

  /**
   * Adds a row for a value starting at `value`, its member name at `key` (-1 for none); returns
   * its index. Until {@link close} is called the row has no children.
   */
  add(value: number, key: number, name: string | undefined, isArray: boolean): number {
    const i = this.count;
    if (i === this.valueAt.length) this.grow();
    this.valueAt[i] = value;
    this.keyAt[i] = key;
    this.ends[i] = i + 1;
    this.arrays[i] = isArray ? 1 : 0;
    this.names.push(name);
    this.count = i + 1;
    return i;
  }

  /** Ends the subtree of container row `index`: every row added since belongs to it. */
  close(index: number): void {
    this.ends[index] = this.count;
  }

  /** The offset of row `index`'s member name (-1 for none). */
  keyOffset(index: number): number {
    return this.keyAt[index] as number;
  }

  /** Name -> offset of its first occurrence, over the children of `parent` added so far. */
  firstKeyOffsets(parent: number): Map<string, number> {
    const out = new Map<string, number>();
    for (let j = parent + 1; j < this.count; j = this.ends[j] as number) {
      const name = this.names[j] as string;
      if (!out.has(name)) out.set(name, this.keyAt[j] as number);
    }
    return out;
  }

  /**
   * The offset for `pointer`: the deepest existing row along it, its member name when `key` is
   * asked for and it has one. Undefined for a malformed pointer or an empty table.
   */
  find(pointer: string, key: boolean): number | undefined {
    if (this.count === 0) return undefined;
    if (typeof pointer !== 'string' || (pointer !== '' && pointer[0] !== '/')) return undefined;
    let row = 0;
    for (const token of parsePointer(pointer)) {
      const next = this.child(row, token);
      if (next < 0) break;
      row = next;
    }
    const keyAt = this.keyAt[row] as number;
    return key && keyAt >= 0 ? keyAt : (this.valueAt[row] as number);
  }

  private child(row: number, token: string): number {
    const end = this.ends[row] as number;
    if (this.arrays[row] === 1) {
      if (!INDEX.test(token)) return -1;
      let items = this.items.get(row);
      if (items === undefined) {
        // Built once per array: locating every item of a long array must not be quadratic.
        const rows: number[] = [];
        for (let j = row + 1; j < end; j = this.ends[j] as number) rows.push(j);
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
      for (let j = row + 1; j < end; j = this.ends[j] as number, members++) {
        if (this.names[j] === token) found = j;
      }
      if (members <= SCAN_LIMIT) return found;
      lookup = new Map();
      for (let j = row + 1; j < end; j = this.ends[j] as number) lookup.set(this.names[j] as string, j);
      this.byName.set(row, lookup);
    }
    return lookup.get(token) ?? -1;
  }

  private grow(): void {
    const size = this.valueAt.length * 2;
    const widen = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
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
export function locator(table: LocationTable, positionOf: PositionOf): ParsedDocument['locate'] {
  return (pointer: string, options?: LocateOptions): SourcePosition | undefined => {
    const offset = table.find(pointer, options?.key === true);
    return offset === undefined ? undefined : positionOf(offset);
  };
}
