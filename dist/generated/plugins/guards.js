// Type guards, one per kind: true exactly when `validate` finds no error (warnings allowed).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
import { validate } from '../../src/plugins/validate.js';
const guard = (kind) => (value) => validate(kind, value).valid;
/** True exactly when `validate('proc-aggregator', value)` finds no error (warnings allowed). */
export const isProcAggregatorConfig = guard('proc-aggregator');
/** True exactly when `validate('proc-core', value)` finds no error (warnings allowed). */
export const isProcCoreConfig = guard('proc-core');
/** True exactly when `validate('proc-dev-discovery', value)` finds no error (warnings allowed). */
export const isProcDevDiscoveryConfig = guard('proc-dev-discovery');
/** True exactly when `validate('proc-intel', value)` finds no error (warnings allowed). */
export const isProcIntelConfig = guard('proc-intel');
/** True exactly when `validate('proc-lua', value)` finds no error (warnings allowed). */
export const isProcLuaConfig = guard('proc-lua');
/** True exactly when `validate('proc-python', value)` finds no error (warnings allowed). */
export const isProcPythonConfig = guard('proc-python');
/** True exactly when `validate('sink-http', value)` finds no error (warnings allowed). */
export const isSinkHttpConfig = guard('sink-http');
/** True exactly when `validate('sink-ubus', value)` finds no error (warnings allowed). */
export const isSinkUbusConfig = guard('sink-ubus');
