/**
 * Loader files (`plugins.d/*.conf`) -> plugin instances, with the findings the agent's loader
 * would act on: files and sections it skips, settings it cannot read, tags it refuses.
 */
import type { Diagnostic } from '../core/diagnostic.js';
import type { SourcePosition } from '../core/parse/document.js';
import { type Collector } from './collector.js';
import type { AgentRelease, PluginInstance } from './model.js';
import { type DeviceMapping } from './paths.js';
import type { DeploymentSource } from './source.js';
/** What the loader step needs to know. */
export interface LoaderContext {
    root: string;
    mapping: DeviceMapping;
    pluginsDir: string;
    variables: Readonly<Record<string, string>>;
    collector: Collector;
    /** The root's real path (symbolic links resolved): nothing outside it is read. */
    realRoot: string;
    /** Where the files come from. */
    source: DeploymentSource;
    /** The agent release; undefined: any 5.x. */
    agent?: AgentRelease | undefined;
}
/** The warning for a file of the loader folder the agent does not read, by its name; undefined for a loader file. */
export declare function ignoredLoaderName(name: string): Diagnostic | undefined;
/** Reads every loader file of the deployment, in the agent's (sorted) order. */
export declare function readLoaders(ctx: LoaderContext): Promise<PluginInstance[]>;
/** `plugins.d/10-x.conf:5`, for messages. */
export declare function place(file: string, position: SourcePosition): string;
