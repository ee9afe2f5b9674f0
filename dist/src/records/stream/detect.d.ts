/** Tells a stream's framing and compression from its first bytes. */
import type { Framing } from './frames.js';
/** How much of the stream detection may look at before it decides anyway. */
export declare const DETECT_BYTES: number;
/**
 * The framing of (decompressed) bytes: `[` a JSON array, `{` NDJSON when the first line holds a
 * whole JSON value that is not a length header and JSON values one after another otherwise, a msgpack map msgpack. `more`
 * when the bytes so far cannot tell (and `final` is false); undefined when they begin no framing.
 * `parsed` is given the first line, its value and the bytes it spans when it was parsed to tell
 * (a one-record body is then neither decoded nor parsed twice: see `RecordJudge.seed`).
 */
export declare function detectFraming(head: Buffer, final: boolean, parsed?: (text: string, value: unknown, bytes: {
    offset: number;
    size: number;
}) => void): Framing | 'more' | undefined;
/** A short hex rendering of the first bytes, for messages. */
export declare function hexHead(head: Uint8Array): string;
