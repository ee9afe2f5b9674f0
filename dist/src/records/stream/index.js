/**
 * agentconf/records/stream (Node only): telemetry records read from bytes. A payload judged
 * whole (`judgePayload`), a stream read chunk by chunk (`readRecords`), a file or standard input
 * read into one report (`judgeStreamFile`), and the report that counts, de-duplicates, groups
 * and caps what they find (`RecordReport`).
 */
export { readRecordBatches, readRecords } from './reader.js';
export { judgeStreamFile } from './file.js';
export { judgePayload } from './payload.js';
export { RecordReport, DEFAULT_MAX_PROBLEMS } from './report.js';
export { RecordJudge } from './judge.js';
export { framingNames } from './frames.js';
export { payloadLimits, streamLimits } from './limits.js';
export { summarize } from '../../core/report.js';
