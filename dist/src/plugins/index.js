export { hasErrors } from '../core/diagnostic.js';
export { kinds, kindById, isKindId } from './kinds.js';
export { validate } from './validate.js';
export { resolve } from './resolve/index.js';
export { agentVariableDefaults, agentVariables } from '../core/variables.js';
export * from '../../generated/plugins/guards.js';
