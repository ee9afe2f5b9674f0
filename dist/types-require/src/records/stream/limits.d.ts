import type { Diagnostic } from '../../core/diagnostic.js';
import { type Framing } from './frames.js';
import { type AgentRelease } from '../agent-release.js';
/** How much a reader takes in before it calls a stream hostile: every cap has a default. */
/** Size caps for reading records. */
export interface RecordLimits {
    /** Largest record (or unfinished record) kept in memory, in bytes. Default 16 MiB. */
    maxRecordBytes: number;
    /** Most bytes gzip may inflate to, per stream or payload. Default 1 GiB for streams (see {@link payloadLimits}). */
    maxDecompressedBytes: number;
    /**
     * Most times its own size gzip may inflate to, once past 4 MiB: agent records compress 10 to
     * 50 times; a stream that inflates far more is a bomb of tiny records. Default 200.
     */
    maxInflateRatio: number;
    /**
     * Most records judged per stream or payload: each costs a few microseconds however small, so
     * this bounds the time a stream can take. Default 10,000,000 for streams, 1,000,000 for a payload.
     */
    maxRecords: number;
}
/** The defaults for streams (files, stdin, sockets): records stay small, streams may be long. */
export declare const streamLimits: RecordLimits;
/** The defaults for one payload (an HTTP body): it is held whole in memory, so it is capped lower. */
export declare const payloadLimits: RecordLimits;
/** Inflated bytes below which the ratio cap does not apply: small streams of repeated records compress well. */
export declare const RATIO_FLOOR: number;
/** The options every reader takes, as the caller gave them. */
interface CommonOptions {
    framing?: Framing;
    limits?: Partial<RecordLimits>;
    agent?: AgentRelease;
}
/**
 * A caller's reading options checked (an object; a known framing; caps that are positive numbers)
 * and the caps filled from `defaults`, or the `call/argument` problem with them.
 */
export declare function readOptions<O extends CommonOptions>(options: O | undefined, defaults: RecordLimits): {
    options: O;
    limits: RecordLimits;
} | {
    diagnostic: Diagnostic;
};
export {};
