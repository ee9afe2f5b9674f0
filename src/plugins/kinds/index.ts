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
import { procAggregator } from './proc-aggregator.js';
import { procCore } from './proc-core.js';
import { procDevDiscovery } from './proc-dev-discovery.js';
import { procIntel } from './proc-intel.js';
import { procLua } from './proc-lua.js';
import { procPython } from './proc-python.js';
import { sinkHttp } from './sink-http.js';
import { sinkUbus } from './sink-ubus.js';

export type * from './spec.js';

/**
 * The spec of every kind. Written in the order detection tries the signatures, which is the order
 * it lists the kinds a config fits equally ("it could be proc-python or proc-lua"): the most
 * telling members first.
 */
export const kindSpecs: { readonly [K in KindId]: KindSpec<K> } = {
  'proc-intel': procIntel,
  'proc-aggregator': procAggregator,
  'proc-dev-discovery': procDevDiscovery,
  'proc-python': procPython,
  'proc-lua': procLua,
  'proc-core': procCore,
  'sink-http': sinkHttp,
  'sink-ubus': sinkUbus,
};

/** The spec of a plugin's kind; undefined when its library names no kind agentconf knows. */
export function specOf(kind: KindId | undefined): KindSpec | undefined {
  return kind === undefined ? undefined : kindSpecs[kind];
}
