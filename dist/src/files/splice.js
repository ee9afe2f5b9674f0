/**
 * Text edits made on a file's decoded text, applied to the file's bytes: the bytes outside the
 * edits stay as they were, even where they are not UTF-8 (decoding turned those into U+FFFD, and
 * writing the decoded text back would have written U+FFFD for them).
 */
import { isUtf8 } from 'node:buffer';
/**
 * Walks bytes and their UTF-8 decoding together, forward only. An ASCII byte always decodes to
 * itself and ends whatever sequence came before it, so each run of other bytes decodes on its own
 * to exactly the characters it gives in the whole.
 */
class BytePlaces {
    bytes;
    char = 0;
    byte = 0;
    constructor(bytes) {
        this.bytes = bytes;
    }
    /** The byte offset where the decoded text's offset `to` (not before the last asked) starts; undefined inside bytes that are not UTF-8. */
    byteAt(to) {
        const bytes = this.bytes;
        while (this.char < to) {
            if (this.byte >= bytes.length)
                return undefined;
            if (bytes[this.byte] < 0x80) {
                this.char++;
                this.byte++;
                continue;
            }
            let end = this.byte;
            while (end < bytes.length && bytes[end] >= 0x80)
                end++;
            const run = bytes.toString('utf8', this.byte, end);
            if (this.char + run.length <= to) {
                this.char += run.length;
                this.byte = end;
                continue;
            }
            // Inside the run: exact only where the run is UTF-8 (one character is then its own bytes).
            if (!isUtf8(bytes.subarray(this.byte, end)))
                return undefined;
            this.byte += Buffer.byteLength(run.slice(0, to - this.char));
            this.char = to;
        }
        return this.char === to ? this.byte : undefined;
    }
}
/**
 * `bytes` with `edits` (sorted, apart, offsets in `bytes` decoded as UTF-8) spliced in, checked to
 * decode to `expected`; undefined when an edit starts or ends inside bytes that are not UTF-8, or
 * the result would decode to anything else.
 */
export function spliceBytes(bytes, edits, expected) {
    // Valid UTF-8 decodes and encodes back to the same bytes: the text is the answer.
    const spliced = isUtf8(bytes) ? Buffer.from(expected, 'utf8') : spliceInto(bytes, edits);
    return spliced !== undefined && spliced.toString('utf8') === expected ? spliced : undefined;
}
function spliceInto(bytes, edits) {
    const places = new BytePlaces(bytes);
    const parts = [];
    let kept = 0;
    for (const e of edits) {
        const start = places.byteAt(e.start);
        const end = start === undefined ? undefined : places.byteAt(e.end);
        if (start === undefined || end === undefined || start < kept)
            return undefined;
        parts.push(bytes.subarray(kept, start), Buffer.from(e.text, 'utf8'));
        kept = end;
    }
    parts.push(bytes.subarray(kept));
    return Buffer.concat(parts);
}
