/**
 * The fast check of a config: one first-error pass of the kind's schema with the unknown-key
 * walk's rule added (generated/plugins/fast.js, from `knownKeysSchema`). True means the full check would
 * find no schema error and no unknown key; false says nothing more (the full check then runs and
 * explains). A lint of many configs passes it to the pipeline (`CheckInput.fastCheck`):
 * most configs are clean, and for them the all-errors validator and the walk are skipped. The
 * library's own entry points do not import it, so a browser bundle does not carry it.
 */
import type { KindId } from '../../generated/plugins/catalog.js';
/** True when `value`, a config of `kind`, has no schema error and no unknown key. */
export type FastCheck = (kind: KindId, value: unknown) => boolean;
export declare const fastCheck: FastCheck;
