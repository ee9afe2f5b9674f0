/**
 * Each plugin's JSON config: found on the deployment folder, parsed, and (for a kind agentconf
 * has a schema for) validated and resolved with the deployment's variables. A file loaded by
 * several plugins is read and checked once, as the kind of the first plugin that loads it.
 */
import type { Diagnostic } from '../core/diagnostic.js';
import type { ParsedDocument } from '../core/parse/document.js';
import type { FastCheck } from '../plugins/fast.js';
import { type Collector } from './collector.js';
import type { ConfigFile, PluginInstance } from './model.js';
import type { DeploymentSource } from './source.js';
import type { MeantConfig } from './meant-configs.js';
/** What the config step needs to know. */
export interface ConfigContext {
    variables: Readonly<Record<string, string>>;
    collector: Collector;
    /** The deployment folder's real path (symbolic links resolved): nothing outside it is read. */
    realRoot: string;
    /** The deployment folder as the check names it (the value of `${path_state_persistent}`). */
    root: string;
    /** Where the files come from. */
    source: DeploymentSource;
    /** The command's fast check of clean configs (`plugins/fast.ts`): the same findings, sooner. */
    fastCheck?: FastCheck | undefined;
    /** A loader file checked alone: its plugins' configs are not there to read. */
    loadersOnly?: boolean;
    /** The configs sinks were meant to load but the agent cannot find, by tag (`meant-configs.ts`). */
    meant?: ReadonlyMap<string, MeantConfig>;
}
/** Reads and checks every config the plugins load; returns them by file name. */
export declare function readConfigs(plugins: readonly PluginInstance[], ctx: ConfigContext): Promise<Map<string, ConfigFile>>;
/** Adds the source position of a diagnostic's pointer: members named by key at their name. */
export declare function locate(d: Diagnostic, parsed: ParsedDocument | undefined, key?: boolean): Diagnostic;
