/**
 * agentconf/api: the objects of the data feeds, events and integrator APIs, and checks of requests
 * before they are sent and of responses when they arrive. Runs in Node and in the browser.
 */
export type { Diagnostic, DiagnosticCode, Severity } from '../core/diagnostic.js';
export { hasErrors } from '../core/diagnostic.js';
export { objectNames, operations, type ApiId, type ApiObjectName, type Operation } from '../../generated/api/operations.js';
export type { ValidationResult } from '../core/result.js';
export { validateObject, isApiObjectName, type ApiValidationResult } from './object.js';
export { validateRequest, type ApiRequest, type RequestValidationResult } from './request.js';
export { validateResponse, type ApiResponse } from './response.js';
export type { ApiOptions } from './errors.js';
export type * from '../../generated/api/types/index.js';
export type * from './operation-types.js';
