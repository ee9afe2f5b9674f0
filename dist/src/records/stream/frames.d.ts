/**
 * What framers cut a byte stream into: the bytes of one JSON value, one decoded msgpack value, or
 * a problem with the framing itself. Framers are synchronous and incremental (push chunks, then
 * end), so a stream reader and a one-payload reader share them.
 */
import type { Diagnostic } from '../../core/diagnostic.js';
/** Where a frame starts: byte offset in the (decompressed) stream, and line/column in a text stream. */
export interface FramePlace {
    offset: number;
    /** 1-based line of the first byte, for JSON framings. */
    line?: number;
    /** 1-based column (in bytes) of the first byte, for JSON framings. */
    column?: number;
}
/** One unit a framer found. */
export type Frame = 
/** The text of one JSON value, not yet parsed. */
(FramePlace & {
    kind: 'json';
    bytes: Buffer;
    last?: boolean;
})
/** One msgpack value, decoded, and how many bytes it took. */
 | (FramePlace & {
    kind: 'value';
    value: unknown;
    size: number;
})
/** The bytes do not follow the framing; `fatal` when nothing after it can be read. */
 | {
    kind: 'problem';
    diagnostic: Diagnostic;
    fatal?: boolean;
};
/** The framings a stream may use. Length headers are recognised in every one of them. */
export declare const framingNames: readonly ["ndjson", "json-seq", "json-array", "msgpack"];
/** A framing: `ndjson` (one record a line), `json-seq` (JSON values one after another, compact or pretty), `json-array`, `msgpack`. */
export type Framing = (typeof framingNames)[number];
/** Cuts a stream into frames, chunk by chunk. */
export interface Framer {
    /** Frames complete in the bytes so far. */
    push(chunk: Buffer): Frame[];
    /** Frames left at the end of the stream, and a problem if it stops inside one. */
    end(): Frame[];
}
/** A framing problem as a frame. */
export declare function problem(code: Diagnostic['code'], message: string, offset: number, fatal?: boolean): Frame;
