import type { ProcAggregatorConfig } from './proc-aggregator.js';
import type { ProcCoreConfig } from './proc-core.js';
import type { ProcDevDiscoveryConfig } from './proc-dev-discovery.js';
import type { ProcIntelConfig } from './proc-intel.js';
import type { ProcLuaConfig } from './proc-lua.js';
import type { ProcPythonConfig } from './proc-python.js';
import type { SinkHttpConfig } from './sink-http.js';
import type { SinkUbusConfig } from './sink-ubus.js';
import type { KindId } from '../catalog.js';
export type { ProcAggregatorConfig, ProcCoreConfig, ProcDevDiscoveryConfig, ProcIntelConfig, ProcLuaConfig, ProcPythonConfig, SinkHttpConfig, SinkUbusConfig, };
/** Kind id -> the TypeScript type of its config. */
export interface ConfigByKind {
    "proc-aggregator": ProcAggregatorConfig;
    "proc-core": ProcCoreConfig;
    "proc-dev-discovery": ProcDevDiscoveryConfig;
    "proc-intel": ProcIntelConfig;
    "proc-lua": ProcLuaConfig;
    "proc-python": ProcPythonConfig;
    "sink-http": SinkHttpConfig;
    "sink-ubus": SinkUbusConfig;
}
/** The config type of kind `K`. */
export type ConfigOf<K extends KindId> = ConfigByKind[K];
