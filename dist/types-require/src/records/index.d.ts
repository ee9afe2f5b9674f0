/**
 * agentconf/records: the telemetry records the agent sends to its sinks, judged one at a time.
 * Runs in Node and in the browser (no Node built-ins here); the stream reader is apart
 * (`agentconf/records/stream`).
 */
export type { Diagnostic, DiagnosticCode, Severity } from '../core/diagnostic.js';
export { hasErrors } from '../core/diagnostic.js';
export { AGENT_HELLO, AGGREGATOR_BATCH, LEGACY_HTTP, isRecordType, recordTypes, type RecordSchemaId, type RecordType } from './catalog.js';
export type { ValidationResult } from '../core/result.js';
export { validateRecord, type RecordOptions, type RecordValidation, type RecordValidationResult } from './validate.js';
export { agentReleases, releaseOfRecord, releaseOfVersion, type AgentRelease } from './agent-release.js';
export * from './guards.js';
export type * from '../../generated/records/types/index.js';
