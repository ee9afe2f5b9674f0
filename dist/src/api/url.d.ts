import type { Diagnostic } from '../core/diagnostic.js';
/** The path segments (decoded) and query parameters (decoded; the first of repeated names) of a URL. */
export interface ReadUrl {
    path: string;
    segments: string[];
    query: Record<string, string>;
}
/**
 * Reads a URL relative to an API's base address (`/protocols/catalog?version=5.2`). A scheme and
 * host in front are ignored. Returns a sentence saying why when the URL cannot be read.
 */
export declare function readUrl(url: unknown): ReadUrl | string;
/**
 * Headers as a plain object with lower-case names. Takes a plain object (values strings, numbers
 * or arrays of them, which are joined with ", ") or anything with `forEach` like fetch's Headers.
 */
export declare function readHeaders(headers: unknown, problems?: Diagnostic[]): Record<string, string>;
/**
 * A request or response as its argument check sees it: a body of bytes (a signature file, as an
 * ArrayBuffer or a typed array) is what the API sends, not a caller's mistake, so it is not walked.
 */
export declare function withoutBinaryBody<T>(message: T): unknown;
