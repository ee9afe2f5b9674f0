/** The intelligence processor: indicators evaluated on flows, findings sent to sink targets. */
import { sinkTargetReferences } from '../rules/sink-targets.js';
import { hasAny } from './members.js';
export const procIntel = {
    id: 'proc-intel',
    role: 'processor',
    signature: (v) => hasAny(v, 'indicators', 'indicator_defaults', 'sink_targets'),
    rules: [sinkTargetReferences],
    divergences: [],
    sends: { via: 'sink_targets', payload: { carries: ['flow_intel'], describes: 'flow_intel records' } },
};
