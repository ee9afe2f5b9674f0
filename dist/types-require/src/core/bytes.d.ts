/**
 * Bytes as every reader meets them: a size said in words, the gzip magic number, the UTF-8
 * byte-order mark (as bytes, and as the character it decodes to).
 */
export declare function byteSize(n: number): string;
/**
 * Whether a caller's value is a Uint8Array (a Buffer too); false for what cannot be asked (a revoked
 * proxy, a proxy whose prototype trap throws): `instanceof` would throw on those.
 */
export declare function isUint8Array(value: unknown): value is Uint8Array;
/** Whether bytes start with the gzip magic number (1f 8b). */
export declare function isGzip(bytes: Uint8Array): boolean;
/** Whether bytes start with the UTF-8 byte-order mark (ef bb bf); it is 3 bytes long. */
export declare function hasUtf8Bom(bytes: Uint8Array): boolean;
/**
 * Text without a leading byte-order mark: columns are what an editor shows, and editors do not
 * show the mark.
 */
export declare function stripBom(text: string): string;
/**
 * The order of two strings' UTF-8 bytes, as C++ compares `std::string` keys (sink-http 1.0.13
 * reads its channels so: a run with channels "ａ" and "😀" read "ａ" first). That is the order of
 * code points; UTF-16 order (JavaScript's `<` and `sort()`) is the same but where a character
 * beyond U+FFFF, a surrogate pair, meets one from U+E000 to U+FFFF: the pair sorts before it in
 * UTF-16 and after it in UTF-8.
 */
export declare function compareBytes(a: string, b: string): number;
/** `names` sorted in place by {@link compareBytes}, and returned (a config's few channel names without a work array). */
export declare function sortByBytes(names: string[]): string[];
