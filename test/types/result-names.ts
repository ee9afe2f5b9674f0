/**
 * Compile-time checks, run by `npm run typecheck`: every entry names its verdict `ValidationResult`
 * (one shape, from src/core/result.ts), and the older names integrators may use still compile.
 */
import type { ValidationResult as PluginResult } from '../../src/index.js';
import { validateRecord, type RecordValidation, type RecordValidationResult, type ValidationResult as RecordsResult } from '../../src/records/index.js';
import { validateObject, type ApiValidationResult, type ValidationResult as ApiResult } from '../../src/api/index.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameEverywhere: [Same<PluginResult, RecordsResult>, Same<PluginResult, ApiResult>] = [true, true];
const apiAlias: Same<ApiValidationResult, ApiResult> = true;
const recordAlias: Same<RecordValidation, RecordValidationResult> = true;

export const verdicts: PluginResult[] = [validateRecord({}), validateObject('Category', {})];
export const checks = [sameEverywhere, apiAlias, recordAlias];
