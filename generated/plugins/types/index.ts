// The config type of every kind.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

export type { ProcAggregatorConfig } from './proc-aggregator.js';
export type { ProcCoreConfig } from './proc-core.js';
export type { ProcDevDiscoveryConfig } from './proc-dev-discovery.js';
export type { ProcIntelConfig } from './proc-intel.js';
export type { ProcLuaConfig } from './proc-lua.js';
export type { ProcPythonConfig } from './proc-python.js';
export type { SinkHttpConfig } from './sink-http.js';
export type { SinkUbusConfig } from './sink-ubus.js';
