/**
 * `agentconf/lint`: the lint engine, as `agentconf lint` runs it (docs/lint-engine.md). Node only:
 * it reads and writes files, and may check them on helper threads.
 */
export { LintEngine } from './engine.js';
export { LintEngineError, isLintEngineError } from './errors.js';
