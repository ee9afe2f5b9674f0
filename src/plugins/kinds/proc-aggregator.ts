/** The aggregator processor: periodic sums of flows, sent to sinks as batches. */
import { hasMember } from '../../core/value.js';
import { hasAny } from './members.js';
import type { Divergence, ProcessorSpec } from './spec.js';

/** Deployed agents spell `nested` as `nested_mode`. */
function nestedMode(config: Record<string, unknown>): Divergence[] {
  if (!hasMember(config, 'nested_mode')) return [];
  const found: Divergence[] = [
    { pointer: '/nested_mode', message: '"nested_mode" is how deployed agents spell this member; the published interface calls it "nested"' },
  ];
  if (hasMember(config, 'nested') && config.nested !== config.nested_mode) {
    found.push({ pointer: '/nested', message: '"nested" and "nested_mode" disagree; which one the agent follows is not specified' });
  }
  return found;
}

export const procAggregator: ProcessorSpec<'proc-aggregator'> = {
  id: 'proc-aggregator',
  role: 'processor',
  signature: (v) => hasAny(v, 'aggregator', 'log_interval', 'privacy_mode', 'nested', 'nested_mode', 'batched_rows', 'criteria'),
  rules: [],
  divergences: [nestedMode],
  sends: { via: 'sinks', payload: { carries: 'batch', describes: 'aggregator batches' } },
};
