import { type Collector } from './collector.js';
import type { ConfigFile, PluginInstance, SinkReference } from './model.js';
import type { MeantConfig } from './meant-configs.js';
/** The references of every enabled processor, judged; reports broken ones and unused sinks. */
export declare function checkReferences(plugins: readonly PluginInstance[], configs: ReadonlyMap<string, ConfigFile>, collector: Collector, meant?: ReadonlyMap<string, MeantConfig>): SinkReference[];
