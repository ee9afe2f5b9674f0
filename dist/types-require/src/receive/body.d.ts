/**
 * One POST body, as its headers describe it: gunzipped (capped; inline when small, else on the thread pool) when it is
 * gzip, with a finding for each header that contradicts the bytes (gzip without
 * `Content-Encoding: gzip`, the header without gzip, msgpack labelled JSON and the reverse). The
 * bytes are then read for what they are, so the records of a mislabelled body are judged too.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Diagnostic } from '../core/diagnostic.js';
import { type BodyFormat } from './encoding.js';
/** A body ready to be judged, or why not. */
export interface OpenedBody {
    /** The (decompressed) payload; undefined when gunzip failed or was capped. */
    payload?: Buffer;
    /** The format the first bytes show. */
    format?: BodyFormat;
    /** The body was gzip. */
    gzip: boolean;
    /** Findings on the headers and the body. */
    diagnostics: Diagnostic[];
    /** The body decompresses past the decoded-size cap (answered 413). */
    tooLarge?: boolean;
}
/** Checks the headers against the body and decompresses it; never throws. */
export declare function openBody(headers: IncomingHttpHeaders, body: Buffer, maxDecoded: number): Promise<OpenedBody>;
