/**
 * Bytes as every reader meets them: a size said in words, the gzip magic number, the UTF-8
 * byte-order mark (as bytes, and as the character it decodes to).
 */
/** `1.5 MiB`, `16 MiB`, `512 bytes`: a size for a message. */
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
