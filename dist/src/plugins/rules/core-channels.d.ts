/**
 * Core processor channels that do other than they say (proc-core 1.0.30): channels that carry
 * nothing. Not an error where nothing was written for them to carry: the agent runs and loses
 * nothing it was asked to send, but almost never what was meant. An error where the top level
 * writes "types" but not as an array: the channel was to carry those, and the plugin reads none
 * (as for a channel that lists no "types", a row of the reading table; found case
 * err-warning-proc-types+route-missing-sink-no-types-a3b634, seed 2037: nothing sent). (An
 * `enable` that is not a boolean is a row of the reading table.)
 */
import type { Diagnostic } from '../../core/diagnostic.js';
/**
 * A warning at each enabled channel with an empty `types` list: it carries no stream, or, where
 * the top level lists types, only those (proc-core 1.0.30 puts them in front of every channel's).
 */
export declare function emptyCoreChannels(config: unknown): Diagnostic[];
