import type { Diagnostic } from '../../core/diagnostic.js';
import { type RecordValidationResult } from '../validate.js';
import type { Frame } from './frames.js';
import { type RecordLimits } from './limits.js';
import { type AgentRelease } from '../agent-release.js';
/** One record of a stream or payload, judged. */
export interface JudgedRecord {
    /** 0-based index among the records of its stream or payload (length headers are not records). */
    index: number;
    /** Byte offset of the record in its (decompressed) stream or payload. */
    offset: number;
    /** The record's type (or `aggregator_batch`), when it has one the interface defines. */
    type?: RecordValidationResult['type'];
    /** False when any diagnostic is an error. */
    valid: boolean;
    /** Findings, each with `record` and `offset`; positions are added by {@link JudgedRecord.locate}. */
    diagnostics: Diagnostic[];
    /** The decoded record; undefined when its bytes could not be decoded. */
    value?: unknown;
    /** The diagnostic with its 1-based line and column in a text stream (unchanged for msgpack). */
    locate(d: Diagnostic): Diagnostic;
}
/** What judging frames yields: a record, or a problem of the stream itself (framing, cut, size). */
export type RecordEvent = {
    kind: 'record';
    record: JudgedRecord;
} | {
    kind: 'problem';
    diagnostic: Diagnostic;
};
/** Turns the frames of one stream or payload into record events, in order. */
export declare class RecordJudge {
    private readonly limits;
    private readonly agent?;
    private index;
    private header;
    /** True once `maxRecords` records were judged: nothing more is. */
    full: boolean;
    /** The problem that ended reading before the end (a record cap, a fatal framing problem), once one did. */
    stopped: Diagnostic | undefined;
    /** A text already parsed (the first line, to tell the framing), with its value and the bytes it spans: used for the first record when its text is that. */
    private seeded;
    /** The unknown members the stream's records repeat, explained once. */
    private readonly recurring;
    /** The release found in the stream, when the caller named none. */
    private detected;
    /** @param agent the release records come from; by default the first record that tells decides, for the stream */
    constructor(limits: RecordLimits, agent?: AgentRelease | undefined);
    /**
     * Hands over the value of `text`, parsed before any frame (to tell the framing) from the stream's
     * bytes at `offset`: the first record is not parsed again when its text is the same, nor decoded
     * again when it spans the same bytes.
     */
    seed(text: string, value: unknown, bytes: {
        offset: number;
        size: number;
    }): void;
    /** Judges frames; `final` says no frame follows (so a header left waiting is reported). */
    judge(frames: readonly Frame[], final?: boolean): RecordEvent[];
    private problem;
    private judgeFrame;
    /** A record whose text the full parser refused (syntax, nesting), with where it says. */
    private pushParseErrors;
    private judgeValue;
    private pushRecord;
}
