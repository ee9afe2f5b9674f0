/**
 * agentconf: validate the agent's plugin configs and compute the effective config the agent runs
 * with. Runs in Node and in the browser (no Node built-ins here).
 */
export type { Diagnostic, DiagnosticCode, Severity } from './diagnostic.js';
export { hasErrors } from './diagnostic.js';
export { kinds, kindById, isKindId, type Kind, type KindId } from './kinds.js';
export { validate, type ValidationResult } from './validate/index.js';
export { resolve, type ResolveOptions, type ResolveResult } from './resolve/index.js';
export { agentVariableDefaults, agentVariables } from './resolve/variables.js';
export * from './guards.js';
export type * from './types.js';
