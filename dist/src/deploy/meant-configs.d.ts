import type { PluginInstance } from './model.js';
import type { DeploymentSource } from './source.js';
/** The file a sink was meant to load, and the channels it holds that would post nothing anyway. */
export interface MeantConfig {
    file: string;
    /** Channel names the meant file disables. */
    silent: ReadonlySet<string>;
}
/** The meant configs of the enabled sinks whose config the agent cannot find, by sink tag. */
export declare function readMeantConfigs(plugins: readonly PluginInstance[], source: DeploymentSource, realRoot: string): Promise<Map<string, MeantConfig>>;
