import type { Diagnostic } from '../../core/diagnostic.js';
import type { Framing } from './frames.js';
import type { AgentRelease } from '../agent-release.js';
import { type RecordEvent } from './judge.js';
import { type RecordLimits } from './limits.js';
/** How to read a payload. */
export interface PayloadOptions {
    /**
     * The framing, when the sender says (an HTTP `Content-Type` of msgpack means `msgpack`);
     * by default it is told from the first bytes.
     */
    framing?: Framing;
    /** Whether the payload is gzip; by default told from its first bytes (`Content-Encoding: gzip` may force it). */
    gzip?: boolean;
    /** The agent release the records come from (`5.0` or `5.2`); by default detected from the first record that tells. */
    agent?: AgentRelease;
    /** Size caps; defaults are {@link payloadLimits}. `maxRecords` caps the records judged: reading stops there. */
    limits?: Partial<RecordLimits>;
    /**
     * Takes the events batch by batch, in payload order, instead of collecting them in the
     * verdict (whose `events` is then empty): memory holds one slice's records, not a body's.
     */
    onEvents?: (events: readonly RecordEvent[]) => void;
}
/** The verdict on one payload. */
export interface PayloadVerdict {
    /** Records and problems in payload order; record indices and offsets count from the payload's start. */
    events: RecordEvent[];
    /** True when no event holds an error. */
    valid: boolean;
    /** The problem that ended reading before the payload's end (the record cap, a record nested too deep, a broken framing), if one did. */
    stopped?: Diagnostic;
}
/**
 * Judges one payload. Records are numbered from 0 within it; feed the events to a
 * `RecordReport` to number them across payloads and to count and group what they hold.
 * @example judgePayload(body, { framing: contentType.includes('msgpack') ? 'msgpack' : undefined })
 */
export declare function judgePayload(bytes: Uint8Array, options?: PayloadOptions): PayloadVerdict;
