import { hasUtf8Bom } from '../../core/bytes.js';
/** How much of the stream detection may look at before it decides anyway. */
export const DETECT_BYTES = 64 * 1024;
/**
 * The framing of (decompressed) bytes: `[` a JSON array, `{` NDJSON when the first line holds a
 * whole JSON value that is not a length header and JSON values one after another otherwise, a msgpack map msgpack. `more`
 * when the bytes so far cannot tell (and `final` is false); undefined when they begin no framing.
 * `parsed` is given the first line, its value and the bytes it spans when it was parsed to tell
 * (a one-record body is then neither decoded nor parsed twice: see `RecordJudge.seed`).
 */
export function detectFraming(head, final, parsed) {
    let i = hasUtf8Bom(head) ? 3 : 0;
    while (i < head.length && (head[i] === 32 || head[i] === 10 || head[i] === 13 || head[i] === 9))
        i++;
    if (i === head.length)
        return final ? 'ndjson' : 'more';
    const c = head[i];
    if (c === 0x5b)
        return 'json-array';
    if ((c >= 0x80 && c <= 0x8f) || c === 0xde || c === 0xdf)
        return 'msgpack';
    if (c !== 0x7b)
        return undefined;
    const nl = head.indexOf(10, i);
    if (nl < 0 && !final && head.length < DETECT_BYTES)
        return 'more';
    const end = nl < 0 ? head.length : nl;
    const firstLine = head.toString('utf8', i, end);
    try {
        // A legacy-socket length header: in debug mode (`netifyd -d`) the record after it is
        // pretty-printed over many lines, so records are read as values, not lines.
        const value = JSON.parse(firstLine);
        parsed?.(firstLine, value, { offset: i, size: end - i });
        return isLengthHeader(value) ? 'json-seq' : 'ndjson';
    }
    catch {
        return 'json-seq';
    }
}
/** `{"length": N}` and nothing else, as the legacy-socket channel writes before each record. */
function isLengthHeader(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const keys = Object.keys(value);
    return keys.length === 1 && keys[0] === 'length';
}
/** A short hex rendering of the first bytes, for messages. */
export function hexHead(head) {
    return [...head.subarray(0, 4)].map((b) => `0x${b.toString(16).padStart(2, '0')}`).join(' ');
}
