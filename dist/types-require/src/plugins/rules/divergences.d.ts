/**
 * Where working field configs go beyond the published interface. The schemas accept these (the
 * agent does); each is reported as a note (`info`) naming the divergence, so a user knows the
 * config relies on behaviour the interface does not promise. A note, not a warning: the agent runs
 * as configured, so `--strict` passes on a working device. Each kind's spec (`kinds/`) lists its own;
 * the README keeps the table with evidence.
 */
import type { KindId } from '../../../generated/plugins/catalog.js';
import type { Diagnostic } from '../../core/diagnostic.js';
/** A note for every divergence in a config of `kind`. */
export declare function divergences(kind: KindId, config: unknown): Diagnostic[];
