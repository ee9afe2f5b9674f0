/**
 * The effective config: what the agent actually runs with. A fixed pipeline of pure steps, each
 * in its own file:
 * 1. validate the config as written (`validate`); with errors, stop: there is no effective config;
 * 2. fill defaults (`defaults.ts`), then put what the plugin uses in place of settings it ignores
 *    or cuts (its reading table, `reading/`: an HTTP sink timeout written `2.0` becomes the
 *    built-in value, 4294967298 becomes 2; then its kind spec's `ignores`);
 * 3. inherit channel settings from the top level (`inherit.ts`), as the plugin does: where it does
 *    not apply the documented inheritance (sink-http 1.0.13: timeouts and TLS), each channel starts
 *    from what the plugin uses (its kind spec's `starts`), unless `reading: 'documented'` is asked;
 * 4. substitute `${variables}` in every string (`variables.ts`), unless `keepVariables` is asked;
 * 5. validate the result again: a substituted value can break a rule (a URL, a path); for a kind
 *    with a reading table, only where the plugin would stop, hang or lose posts.
 * The input is never modified.
 */
import type { KindId } from '../../../generated/plugins/catalog.js';
import type { Diagnostic } from '../../core/diagnostic.js';
import type { ConfigOf } from '../../../generated/plugins/types/index.js';
import type { FastCheck } from '../fast.js';
import type { SourceText } from '../source-text.js';
import { FindingsCap } from '../../core/cap.js';
/** Options of `resolve`. */
export interface ResolveOptions {
    /**
     * Values of `${name}` variables, over the agent's defaults (`path_state_persistent` is
     * `/etc/netifyd`, `uuid_agent` is `00-00-00-00`, ...; see `agentVariableDefaults`). A value may
     * refer to others (`${path_state_persistent}/custom`): it is expanded once, as the agent expands
     * its settings; an unknown name in it is reported (`var/unknown`).
     */
    variables?: Readonly<Record<string, string>>;
    /**
     * `agent` (default): channels get what the plugin really applies (sink-http 1.0.13 never applies
     * its top-level timeouts and TLS settings). `documented`: the inheritance the published interface
     * documents (channels take the top-level values).
     */
    reading?: ResolveReading;
    /**
     * True: `${variables}` stay as written, for the agent to expand on the device (a config converted
     * for devices); unknown names are still reported.
     */
    keepVariables?: boolean;
    /**
     * The most findings listed, as `validate` takes it (default 1000; anything but a whole number from
     * 1 to `Number.MAX_SAFE_INTEGER` or `Infinity` is a `call/argument` finding and the default is
     * used). Past it findings are counted: `truncated` says how many, and one `... and N more` note
     * per severity and code ends the list.
     */
    maxFindings?: number;
}
/** Which reading of channel inheritance `resolve` follows (see `ResolveOptions.reading`). */
export type ResolveReading = 'agent' | 'documented';
/** The effective config and everything found on the way. */
export interface ResolveResult<K extends KindId = KindId> {
    /** The effective config; undefined when the config has errors. */
    value: ConfigOf<K> | undefined;
    /** The diagnostics of validation, then those of resolution (unknown variables, ...). */
    diagnostics: Diagnostic[];
    /** Findings counted past `maxFindings` and not listed; absent when none were. */
    truncated?: number;
}
/**
 * Computes the effective config of `kind` from `value` (which is not modified). Never throws: a
 * kind that is no kind id, a value that is not JSON data, or options of the wrong type give
 * diagnostics (`call/argument`) and, when the config cannot be resolved, no value.
 */
export declare function resolve<K extends KindId>(kind: K, value: unknown, options?: ResolveOptions): ResolveResult<K>;
/** How `resolveWithTable` goes about it. */
export interface ResolveSteps {
    /** Makes the copy of the value that becomes the effective config (a parser may have a faster way than walking it). */
    copy?: (() => unknown) | undefined;
    /** False: only the findings are wanted; the effective-config steps are skipped. */
    needEffective?: boolean;
    /**
     * Only the findings are wanted: where they can be told from the config as written
     * (`as-written.ts`, which changes the config while it looks and puts it back), the effective
     * config is not built, and the result has no value.
     */
    findingsOnly?: boolean;
    /** The fast check of clean configs (`validate/fast.ts`). */
    fastCheck?: FastCheck | undefined;
    /** How the value is written (`2.0` versus `2`), where the config was read from JSON text. */
    source?: SourceText | undefined;
    /** See `ResolveOptions.reading` (default `agent`). */
    reading?: ResolveReading | undefined;
    /** See `ResolveOptions.keepVariables`. */
    keepVariables?: boolean | undefined;
    /** The findings cap of the check: findings past it are counted in it, not built. */
    cap?: FindingsCap | undefined;
}
/**
 * `resolve` with a complete variable table (from `variableTable`), for a kind id and a value
 * already known to be JSON data; `found` are diagnostics to report first.
 */
export declare function resolveWithTable<K extends KindId>(kind: K, value: unknown, variables: Readonly<Record<string, string>>, found?: Diagnostic[], steps?: ResolveSteps): ResolveResult<K>;
