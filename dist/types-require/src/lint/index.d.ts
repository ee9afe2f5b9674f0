/**
 * `agentconf/lint`: the lint engine, as `agentconf lint` runs it (docs/lint-engine.md). Node only:
 * it reads and writes files, and may check them on helper threads.
 */
export { LintEngine, type DeploymentLint, type LintReport, type LintRun, type TextLint } from './engine.js';
export { LintEngineError, isLintEngineError } from './errors.js';
export type { LintEngineOptions, LintRules } from './options.js';
export type { LintedFile } from './run.js';
export type { FileResult, Summary } from '../core/report.js';
export type { Diagnostic } from '../core/diagnostic.js';
