/** The intelligence processor's indicators may only send to sink targets the config defines. */
import type { Diagnostic } from '../../core/diagnostic.js';
/** An error at each indicator `sink_targets` item that names no top-level `sink_targets` key. */
export declare function sinkTargetReferences(config: unknown): Diagnostic[];
