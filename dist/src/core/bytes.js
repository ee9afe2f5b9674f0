/**
 * Bytes as every reader meets them: a size said in words, the gzip magic number, the UTF-8
 * byte-order mark (as bytes, and as the character it decodes to).
 */
/** `1.5 MiB`, `16 MiB`, `512 bytes`: a size for a message. */
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
