/**
 * What one plugin kind is, in one place: its role, how detection tells its configs apart, the
 * rules a schema cannot state, where working field configs go beyond the published interface, and
 * what it sends where. `index.ts` holds one spec per kind id; every field is required, so the
 * compiler asks for each piece of a new kind.
 */
import type { KindId } from '../../../generated/plugins/catalog.js';
import type { Diagnostic } from '../../core/diagnostic.js';
import type { SourceText } from '../source-text.js';
/** Processors produce records and send them to sinks; sinks deliver them. */
export type Role = 'processor' | 'sink';
/**
 * Whether a config object has members (or channel members) that only this kind has. Detection
 * takes a kind when its signature is the only one that fits.
 */
export type Signature = (config: Record<string, unknown>) => boolean;
/**
 * A rule of the kind that a schema cannot state: run on every validation, on any value; `source`
 * (when the config was read from JSON text) says how a value is written where that matters.
 */
export type KindRule = (config: unknown, source?: SourceText) => Diagnostic[];
/**
 * What the plugin does with settings it reads and ignores: replaces each, in place in the
 * effective config, by the value the plugin uses instead (so `resolve` shows what it runs with).
 */
export type Ignores = (config: Record<string, unknown>, source?: SourceText) => void;
/** Puts, in place in the effective config, the values each channel starts from (see `KindSpec.starts`). */
export type Starts = (config: Record<string, unknown>) => void;
/** One divergence from the published interface (reported as a `spec/divergence` note). */
export interface Divergence {
    pointer: string;
    message: string;
}
/** Finds one sort of divergence in a config object (reported as `spec/divergence`). */
export type DivergenceRule = (config: Record<string, unknown>) => Divergence[];
/** What a processor channel sends: record types, `batch` for aggregator output, `any` when agentconf cannot tell. */
export type Carried = readonly string[] | 'batch' | 'any';
/** What a processor's channels carry. */
export type Payload = 
/** The same on every channel; `describes` is for messages (`aggregator batches`). */
{
    readonly carries: Carried;
    readonly describes: string;
}
/** Set by each channel's `types` (the top-level `types` in front): the records each channel type carries. */
 | {
    readonly byChannelType: Readonly<Record<string, readonly string[] | 'any'>>;
};
/** What agentconf says of a processor whose records it cannot predict (a script, device discovery, an unknown kind). */
export declare const unpredictable: Payload;
/** What a processor sends where. */
export interface Sends {
    /**
     * The members that name the sinks and channels it sends to: `sinks` (sink tag -> channel name ->
     * settings, a channel switched off by `enable: false`) or `sink_targets` (target -> `sink` tag
     * and `channels`, a channel switched off by `enabled: false`).
     */
    readonly via: 'sinks' | 'sink_targets';
    readonly payload: Payload;
}
/** The parts every kind has. */
interface Common<K extends KindId> {
    readonly id: K;
    readonly signature: Signature;
    /** Run by `validate` after the schema, the unknown-key walk and the divergences, in this order. */
    readonly rules: readonly KindRule[];
    /** Run by `validate` after the schema and the unknown-key walk, in this order. */
    readonly divergences: readonly DivergenceRule[];
    /** Run by `resolve` after the defaults are filled, before channels inherit (only kinds that ignore settings). */
    readonly ignores?: Ignores;
    /**
     * What each channel starts from whatever the top level says, where the plugin does not apply the
     * inheritance the published interface documents: run by `resolve` before channels inherit, so a
     * channel shows what the plugin uses; skipped when the documented reading is asked for.
     */
    readonly starts?: Starts;
    /**
     * What the plugin does when its loader section names no config (no `conf_filename`), where that
     * is known: `fatal` when the agent stops; `effect` says it, naming the plugin version.
     */
    readonly withoutConfig?: {
        readonly fatal: boolean;
        readonly effect: string;
    };
}
/** A processor kind: what it sends where. */
export interface ProcessorSpec<K extends KindId = KindId> extends Common<K> {
    readonly role: 'processor';
    readonly sends: Sends;
}
/** A channel a sink's config defines that the sink never delivers on, and why (naming the plugin version). */
export interface DroppedChannel {
    readonly channel: string;
    readonly why: string;
}
/** A sink kind: how it delivers (`http`: it posts each record, so `receive` can stand in for its endpoint). */
export interface SinkSpec<K extends KindId = KindId> extends Common<K> {
    readonly role: 'sink';
    readonly delivers: 'http' | 'ubus';
    /** The enabled channels of a config that the sink still never delivers on (sink-http 1.0.13 after a disabled channel). */
    readonly drops?: (config: unknown) => readonly DroppedChannel[];
}
/** The spec of kind `K`. */
export type KindSpec<K extends KindId = KindId> = ProcessorSpec<K> | SinkSpec<K>;
export {};
