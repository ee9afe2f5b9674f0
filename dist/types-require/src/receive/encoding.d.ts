/**
 * What a request says its body is (`Content-Type`, `Content-Encoding`) and what the body's first
 * bytes say it is. The HTTP sink sends `application/json` or `application/msgpack`, with
 * `Content-Encoding: gzip` when the processor channel compresses.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Diagnostic } from '../core/diagnostic.js';
/** The two payload formats the agent writes. */
export type BodyFormat = 'json' | 'msgpack';
/** The body as the headers describe it, with a finding per header that is not what the sink sends. */
export interface Declared {
    /** Undefined when `Content-Type` names neither format. */
    format?: BodyFormat;
    gzip: boolean;
    problems: Diagnostic[];
}
/** Reads `Content-Type` and `Content-Encoding`. */
export declare function declaredEncoding(headers: IncomingHttpHeaders): Declared;
/**
 * The format the first meaningful byte suggests: JSON text starts with `{` or `[` (after
 * white space), a msgpack record with a map or array marker. Undefined when it suggests neither.
 */
export declare function sniffFormat(bytes: Uint8Array): BodyFormat | undefined;
/** `JSON`, `msgpack`, `gzip`: names for messages. */
export declare function formatName(format: BodyFormat): string;
