/**
 * Where records that current agents really send differ from the published interface. The
 * schemas accept these (agents send them); each is reported as a `spec/divergence` note naming
 * it (`info`: a working agent sends them, so `--strict` passes on a working device). A stream reports each (record type, pointer) once. The README keeps the table with evidence.
 */
import type { Diagnostic } from '../core/diagnostic.js';
/** A note for every divergence from the published interface in a record of `type`. */
export declare function recordDivergences(type: string, record: Record<string, unknown>, agent?: string): Diagnostic[];
