/**
 * One spec per plugin kind, in one table keyed by kind id: a kind the schemas add without a spec,
 * or a misspelt key, does not compile. Detection, validation, divergences, deployment references
 * and the receiving endpoint read a kind's specifics here, never by testing kind strings.
 *
 * A new kind: its schema in `schemas/plugins/<id>.schema.json`; `npm run generate` (its id, config
 * type, type guard and validators); its spec in `kinds/<id>.ts`, added to `kindSpecs` (the
 * compiler asks); fixtures in `fixtures/plugins/<id>/{valid,invalid}/` (test/plugins/kind-specs
 * asks).
 */
import type { KindId } from '../../../generated/plugins/catalog.js';
import type { KindSpec } from './spec.js';
export type * from './spec.js';
/**
 * The spec of every kind. Written in the order detection tries the signatures, which is the order
 * it lists the kinds a config fits equally ("it could be proc-python or proc-lua"): the most
 * telling members first.
 */
export declare const kindSpecs: {
    readonly [K in KindId]: KindSpec<K>;
};
/** The spec of a plugin's kind; undefined when its library names no kind agentconf knows. */
export declare function specOf(kind: KindId | undefined): KindSpec | undefined;
