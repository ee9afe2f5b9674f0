/** The core processor: flow records and agent statistics, streamed to sink channels by type. */
import { childPointer } from '../../core/pointer.js';
import { isPlainObject } from '../../core/value.js';
import { emptyCoreChannels } from '../rules/core-channels.js';
import { flowFilters } from '../rules/flow-filters.js';
import { eachSinkChannel } from '../rules/sink-channels.js';
import { anyChannelHas } from './members.js';
/** Channel types the agent accepts beyond the published `stream-flows` and `stream-stats`. */
function legacyChannelTypes(config) {
    const found = [];
    eachSinkChannel(config, (channel, sink, name) => {
        const types = channel.types;
        if (!Array.isArray(types))
            return;
        for (let i = 0; i < types.length; i++) {
            const type = types[i];
            if (type === 'legacy-http' || type === 'legacy-socket') {
                found.push({
                    pointer: childPointer('/sinks', sink, name, 'types', i),
                    message: `channel type ${JSON.stringify(type)} is accepted by the agent but not part of the published interface (stream-flows, stream-stats)`,
                });
            }
        }
    });
    return found;
}
/** Records each channel type carries (proc-core 1.0.30). */
const recordsByChannelType = {
    'stream-flows': ['flow', 'flow_dpi_update', 'flow_dpi_complete', 'flow_purge', 'flow_stats'],
    'stream-stats': ['agent_status', 'interfaces', 'endpoints', 'interface_stats', 'global_stats'],
    'legacy-socket': ['flow', 'flow_dpi_update', 'flow_dpi_complete', 'flow_purge', 'flow_stats', 'agent_hello', 'agent_status'],
    // One large document per interval whose shape the interface does not publish.
    'legacy-http': 'any',
};
export const procCore = {
    id: 'proc-core',
    role: 'processor',
    signature: (v) => isPlainObject(v.sinks) && anyChannelHas(v, 'types'),
    rules: [emptyCoreChannels, flowFilters],
    divergences: [legacyChannelTypes],
    withoutConfig: { fatal: true, effect: 'proc-core 1.0.30 cannot be loaded without a config ("conf_filename: Invalid argument"), so the agent stops' },
    sends: { via: 'sinks', payload: { byChannelType: recordsByChannelType } },
};
