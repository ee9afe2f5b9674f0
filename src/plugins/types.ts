/** The config type of each kind, generated from the schemas, and the map from kind id to type. */
import type {
  ProcAggregatorConfig,
  ProcCoreConfig,
  ProcDevDiscoveryConfig,
  ProcIntelConfig,
  ProcLuaConfig,
  ProcPythonConfig,
  SinkHttpConfig,
  SinkUbusConfig,
} from '../../generated/plugins/types/index.js';
import type { KindId } from '../../generated/plugins/catalog.js';

export type * from '../../generated/plugins/types/index.js';

/** Kind id -> the TypeScript type of its config. */
export interface ConfigByKind {
  'proc-aggregator': ProcAggregatorConfig;
  'proc-core': ProcCoreConfig;
  'proc-dev-discovery': ProcDevDiscoveryConfig;
  'proc-intel': ProcIntelConfig;
  'proc-python': ProcPythonConfig;
  'proc-lua': ProcLuaConfig;
  'sink-http': SinkHttpConfig;
  'sink-ubus': SinkUbusConfig;
}

/** The config type of kind `K`. */
export type ConfigOf<K extends KindId> = ConfigByKind[K];
