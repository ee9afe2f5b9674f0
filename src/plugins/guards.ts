/**
 * Type guards, one per kind: true exactly when `validate` finds no error (warnings allowed), so a
 * guard and `validate(...).valid` never disagree.
 */
import type { KindId } from '../../generated/plugins/catalog.js';
import type { ConfigOf } from './types.js';
import { validate } from './validate.js';

const guard =
  <K extends KindId>(kind: K) =>
  (value: unknown): value is ConfigOf<K> =>
    validate(kind, value).valid;

export const isProcAggregatorConfig = guard('proc-aggregator');
export const isProcCoreConfig = guard('proc-core');
export const isProcDevDiscoveryConfig = guard('proc-dev-discovery');
export const isProcIntelConfig = guard('proc-intel');
export const isProcPythonConfig = guard('proc-python');
export const isProcLuaConfig = guard('proc-lua');
export const isSinkHttpConfig = guard('sink-http');
export const isSinkUbusConfig = guard('sink-ubus');
