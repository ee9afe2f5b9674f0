/**
 * How the HTTP sink plugin really treats its config (sink-http 1.0.13, the latest public source),
 * where that differs from what the config says. Each finding names the plugin version: later,
 * closed-source releases may behave otherwise.
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import type { DroppedChannel } from '../kinds/spec.js';
import type { SourceText } from '../source-text.js';
/**
 * In the effective config, "-" for an empty header value (run `resolve-posts`: the header arrived
 * as "-"). What 1.0.13 uses in place of the values it ignores (timeouts, TLS settings, `enable`,
 * headers that are not an object) comes from its reading table.
 */
export declare function sinkHttpIgnores(config: Record<string, unknown>): void;
/**
 * In the effective config, each channel starts from the built-in timeouts and TLS settings: 1.0.13
 * reads the top-level ones and never applies them (FIELD-FACTS, run).
 */
export declare function sinkHttpStarts(config: Record<string, unknown>): void;
/** Warnings where sink-http 1.0.13 does something other than what the config says. */
export declare function sinkHttpFieldBehaviour(config: unknown, source?: SourceText): Diagnostic[];
/**
 * The enabled channels 1.0.13 never defines: those after the first disabled one in byte order of
 * names (a run with a disabled "aaa" logged "channel not defined" for "flows" and "stats" and posted nothing).
 */
export declare function sinkHttpDrops(config: unknown): DroppedChannel[];
