/** The deployment as the agent loads it: plugin instances, their configs, and who sends to whom. */
import type { KindId } from '../plugins/kinds.js';
import type { ParsedDocument, SourcePosition } from '../core/parse/document.js';
/** An agent release line whose loader behaviour differs (`5.0`: 5.0.x; `5.2`: 5.2.x). */
export type AgentRelease = '5.0' | '5.2';
/**
 * The releases a deployment check judges for: one release line, or `5.x`, every 5.x release (what
 * stops any of them is an error naming the releases it breaks on).
 */
export type AgentTarget = AgentRelease | '5.x';
/** The release judged for when nothing says: the current one, which the field runs. */
export declare const DEFAULT_AGENT: AgentRelease;
/** The targets `--agent` and the `agent` options name, in the order help lists them. */
export declare const agentTargets: readonly AgentTarget[];
/** The targets as a message lists them. */
export declare const targetList = "\"5.0\", \"5.2\" or \"5.x\"";
/** The release line a target narrows the loader's reading to; undefined for every 5.x. */
export declare function releaseOfTarget(target: AgentTarget | undefined): AgentRelease | undefined;
/** What a plugin does, from its section name: `proc-*` processors and `sink-*` sinks. */
export type PluginRole = 'processor' | 'sink';
/** A setting of a loader section, as written and after `${variable}` substitution. */
export interface LoaderSetting {
    written: string;
    expanded: string;
    /** Where the value starts in the loader file. */
    at: SourcePosition;
}
/** One `[proc-*]` or `[sink-*]` section of a loader file. */
export interface PluginInstance {
    /** The tag: the section name, lower-cased as the agent's INI reader does. */
    tag: string;
    /** The section name as written. */
    section: string;
    role: PluginRole;
    /** `enable`, default true. */
    enabled: boolean;
    /** The loader file, as joined from the deployment root. */
    loader: string;
    /** The loader file relative to the root (`plugins.d/10-x.conf`), for messages. */
    loaderName: string;
    /** The section header. */
    at: SourcePosition;
    /** Where `enable` is set, when it is. */
    enableAt?: SourcePosition;
    /** `plugin_library`; undefined when missing. */
    library?: LoaderSetting;
    /** The kind, when the library names one agentconf has a schema for. */
    kind?: KindId;
    /** The kind name the library names when agentconf has no schema for it (`sink-log`). */
    otherKind?: string;
    /** `conf_filename`; undefined when the plugin has none. */
    conf?: LoaderSetting & {
        /** The file in the deployment folder; undefined when the path lies outside it. */
        local?: string;
        /** Why the agent cannot find the file, when the loader line alone says so (then `local` is undefined). */
        missing?: {
            why: string;
            versionDependent?: boolean;
            /** The file in the folder the author meant, when that can be told (`meant-configs.ts`). */
            meant?: string;
        };
    };
}
/** A plugin config file that is part of the deployment. */
export interface ConfigFile {
    /** The file, as joined from the deployment root. */
    file: string;
    /** The kind it was checked as (the first plugin that loads it decides). */
    kind?: KindId;
    /** The parse result; undefined when the file could not be read. */
    parsed?: ParsedDocument;
    /** The parsed value; undefined when the file could not be read or parsed. */
    value: unknown;
}
/** One processor -> sink (-> channel) reference, as an enabled processor's config makes it. */
export interface SinkReference {
    processor: string;
    sink: string;
    /** The channel; undefined when the reference names no channel. */
    channel?: string;
    /** The file that makes the reference: the processor's config. */
    file: string;
    /** The member that names the sink (`/sinks/sink-log`, `/sink_targets/t/sink`). */
    sinkPointer: string;
    /** The member that names the channel. */
    channelPointer?: string;
    /** True when the agent would deliver along this reference. */
    ok: boolean;
    /** Why not, when not ok. */
    reason?: string;
}
/** Everything a deployment check learned. */
export interface DeploymentModel {
    /** The deployment folder as given. */
    root: string;
    /** The loader folder, as joined from the root. */
    pluginsDir: string;
    /** The variable table used for substitution. */
    variables: Readonly<Record<string, string>>;
    /** Every plugin section, in load order (a duplicated tag appears twice). */
    plugins: PluginInstance[];
    /** Config files by file name. */
    configs: Map<string, ConfigFile>;
    /** References made by enabled processors, in load order. */
    references: SinkReference[];
}
