/**
 * agentconf: validate the agent's plugin configs and compute the effective config the agent runs
 * with: the plugin-config family's barrel. Browser-safe (no Node built-ins).
 */
export type { Diagnostic, DiagnosticCode, Severity } from '../core/diagnostic.js';
export { hasErrors } from '../core/diagnostic.js';
export { kinds, kindById, isKindId, type Kind, type KindId } from './kinds.js';
export { validate, type ValidateOptions, type ValidationResult } from './validate.js';
export { resolve, type ResolveOptions, type ResolveReading, type ResolveResult } from './resolve/index.js';
export { agentVariableDefaults, agentVariables } from '../core/variables.js';
export * from '../../generated/plugins/guards.js';
export type * from '../../generated/plugins/types/index.js';
