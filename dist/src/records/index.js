export { hasErrors } from '../core/diagnostic.js';
export { AGENT_HELLO, AGGREGATOR_BATCH, LEGACY_HTTP, isRecordType, recordTypes } from './catalog.js';
export { validateRecord } from './validate.js';
export { agentReleases, releaseOfRecord, releaseOfVersion } from './agent-release.js';
export * from './guards.js';
