/**
 * Where working field configs go beyond the published interface. The schemas accept these (the
 * agent does); each is reported as a note (`info`) naming the divergence, so a user knows the
 * config relies on behaviour the interface does not promise. A note, not a warning: the agent runs
 * as configured, so `--strict` passes on a working device. Each kind's spec (`kinds/`) lists its own;
 * the README keeps the table with evidence.
 */
import type { KindId } from '../../../generated/plugins/catalog.js';
import type { Diagnostic } from '../../core/diagnostic.js';
import { isPlainObject } from '../../core/value.js';
import { kindSpecs } from '../kinds/index.js';
import type { Divergence } from '../kinds/spec.js';

/** A note for every divergence in a config of `kind`. */
export function divergences(kind: KindId, config: unknown): Diagnostic[] {
  const rules = kindSpecs[kind].divergences;
  if (rules.length === 0 || !isPlainObject(config)) return [];
  let found: Divergence[] = [];
  // concat, not spreads: a spread runs the iterator protocol, slow in code not yet optimised.
  for (let i = 0; i < rules.length; i++) found = found.concat(rules[i]!(config));
  return found.length === 0 ? [] : found.map(({ pointer, message }) => ({ severity: 'info', code: 'spec/divergence', message, pointer }));
}
