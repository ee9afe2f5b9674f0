/** An edit of decoded text (UTF-16 offsets): `text.slice(start, end)` becomes `text`. */
export interface Splice {
    start: number;
    end: number;
    text: string;
}
/**
 * `bytes` with `edits` (sorted, apart, offsets in `bytes` decoded as UTF-8) spliced in, checked to
 * decode to `expected`; undefined when an edit starts or ends inside bytes that are not UTF-8, or
 * the result would decode to anything else.
 */
export declare function spliceBytes(bytes: Buffer, edits: readonly Splice[], expected: string): Buffer | undefined;
