/**
 * agentconf/records/stream (Node only): telemetry records read from bytes. A payload judged
 * whole (`judgePayload`), a stream read chunk by chunk (`readRecords`), a file or standard input
 * read into one report (`judgeStreamFile`), and the report that counts, de-duplicates, groups
 * and caps what they find (`RecordReport`).
 */
export { readRecordBatches, readRecords, type ReadOptions } from './reader.js';
export { judgeStreamFile, type StreamFileOptions } from './file.js';
export { judgePayload, type PayloadOptions, type PayloadVerdict } from './payload.js';
export { RecordReport, DEFAULT_MAX_PROBLEMS, type RecordReportOptions } from './report.js';
export { RecordJudge, type JudgedRecord, type RecordEvent } from './judge.js';
export { framingNames, type Framing } from './frames.js';
export type { AgentRelease } from '../agent-release.js';
export { payloadLimits, streamLimits, type RecordLimits } from './limits.js';
export type { FileResult, ProblemGroup, RecordStats, StreamSummary, Summary } from '../../core/report.js';
export { summarize } from '../../core/report.js';
