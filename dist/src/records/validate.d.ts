import type { ValidationResult } from '../core/result.js';
import { type AgentRelease } from './agent-release.js';
import { FindingsCap } from '../core/cap.js';
import { AGENT_HELLO, AGGREGATOR_BATCH, LEGACY_HTTP, type RecordType } from './catalog.js';
import type { RecurringMembers } from './recurring-members.js';
/** How to judge a record. */
export interface RecordOptions {
    /**
     * The agent release the record comes from: `5.0` does not require what only 5.2 sends (the
     * members marked so in the schemas) and knows 5.0's own members; `5.2` or none judges by the
     * published interface (errors of a record that looks older say so).
     */
    agent?: AgentRelease;
    /**
     * The most findings built (default 1000; a whole number from 1 up, or `Infinity` for all):
     * past it they are counted, not built, as `validate`'s `maxFindings` (`truncated`, and one
     * `... and N more` note per severity and code).
     */
    maxFindings?: number;
}
/** The verdict on one record: errors first (schema), then unknown members and divergences. */
export interface RecordValidationResult extends ValidationResult {
    /**
     * The record's `type` when the interface defines it, or `aggregator_batch` for aggregator
     * output (which has no `type`), or `agent_hello` for the legacy-socket greeting; absent when
     * the record has no usable type.
     */
    type?: RecordType | typeof AGGREGATOR_BATCH | typeof AGENT_HELLO | typeof LEGACY_HTTP;
}
/** @deprecated Use {@link RecordValidationResult} (a {@link ValidationResult} with the record's type). */
export type RecordValidation = RecordValidationResult;
/**
 * Judges one record (a parsed JSON or msgpack value). Never throws, never changes `value`: a value
 * that is not data (a cycle, a typed array, a getter that throws, more than a million members)
 * is a `call/argument` error, found before any rule walks it.
 * @example validateRecord(JSON.parse(line)).valid
 */
export declare function validateRecord(value: unknown, options?: RecordOptions): RecordValidationResult;
/**
 * {@link validateRecord} for a value known to be data: parsed from JSON or decoded from msgpack
 * by the stream reader (which holds msgpack's binary and timestamps as they are).
 */
export declare function judgeRecordValue(value: unknown, agent?: AgentRelease, cap?: FindingsCap, recurring?: RecurringMembers): RecordValidationResult;
