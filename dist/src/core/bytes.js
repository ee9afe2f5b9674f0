/**
 * Bytes as every reader meets them: a size said in words, the gzip magic number, the UTF-8
 * byte-order mark (as bytes, and as the character it decodes to).
 */
/** `1.5 MiB`, `16 MiB`, `512 bytes`: a size for a message. */
import { sortInPlace } from './sort.js';
export function byteSize(n) {
    if (n < 1024)
        return `${n} bytes`;
    const units = ['KiB', 'MiB', 'GiB', 'TiB'];
    let value = n / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}
/**
 * Whether a caller's value is a Uint8Array (a Buffer too); false for what cannot be asked (a revoked
 * proxy, a proxy whose prototype trap throws): `instanceof` would throw on those.
 */
export function isUint8Array(value) {
    try {
        return value instanceof Uint8Array;
    }
    catch {
        return false;
    }
}
/** Whether bytes start with the gzip magic number (1f 8b). */
export function isGzip(bytes) {
    return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}
/** Whether bytes start with the UTF-8 byte-order mark (ef bb bf); it is 3 bytes long. */
export function hasUtf8Bom(bytes) {
    return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}
/**
 * Text without a leading byte-order mark: columns are what an editor shows, and editors do not
 * show the mark.
 */
export function stripBom(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
/**
 * The order of two strings' UTF-8 bytes, as C++ compares `std::string` keys (sink-http 1.0.13
 * reads its channels so: a run with channels "ａ" and "😀" read "ａ" first). That is the order of
 * code points; UTF-16 order (JavaScript's `<` and `sort()`) is the same but where a character
 * beyond U+FFFF, a surrogate pair, meets one from U+E000 to U+FFFF: the pair sorts before it in
 * UTF-16 and after it in UTF-8.
 */
export function compareBytes(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x !== y)
            return codePointRank(x) - codePointRank(y);
    }
    return a.length - b.length;
}
/** A UTF-16 code unit's place in code point order: surrogates after U+E000-U+FFFF. */
const codePointRank = (unit) => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);
/** `names` sorted in place by {@link compareBytes}, and returned (a config's few channel names without a work array). */
export function sortByBytes(names) {
    return sortInPlace(names, compareBytes);
}
