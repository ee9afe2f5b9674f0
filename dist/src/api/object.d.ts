/** `validateObject`: one API object on its own. */
import { type ApiObjectName } from '../../generated/api/operations.js';
import type { ValidationResult } from '../core/result.js';
import { type ApiOptions } from './errors.js';
/** @deprecated Use {@link ValidationResult}, the one verdict shape of every family. */
export type ApiValidationResult = ValidationResult;
/** Whether `name` is the name of an API object. */
export declare function isApiObjectName(name: unknown): name is ApiObjectName;
/**
 * Checks `value` against the API object `name` (`Application`, `LicenseCreateRequest`, ...; see
 * `objectNames`). Never throws and never changes `value`; an unknown name is a diagnostic.
 */
export declare function validateObject(name: ApiObjectName, value: unknown, options?: ApiOptions): ValidationResult;
