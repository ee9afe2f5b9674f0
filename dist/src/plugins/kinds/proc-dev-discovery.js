/** The device discovery processor: device fingerprints, sent to sinks. */
import { childPointer } from '../../core/pointer.js';
import { hasMember, isPlainObject } from '../../core/value.js';
import { hasAny } from './members.js';
import { unpredictable } from './spec.js';
const perMacLimitsWithoutObjectForm = ['max_mdns_services', 'max_http_user_agents', 'max_ssdp_user_agents'];
/** The agent takes the object form of every per-MAC limit; the interface gives it for one. */
function objectFormLimits(config) {
    const found = [];
    for (let i = 0; i < perMacLimitsWithoutObjectForm.length; i++) {
        const name = perMacLimitsWithoutObjectForm[i];
        if (isPlainObject(config[name])) {
            found.push({
                pointer: childPointer('', name),
                message: `the object form of ${JSON.stringify(name)} is accepted by the agent, but the published interface gives it only for "max_ja4_clients"`,
            });
        }
    }
    return found;
}
/** Deployed agents read the cloud discovery key under its brand name... */
function brandNamedCloudKey(config) {
    if (!hasMember(config, 'netify_api'))
        return [];
    return [
        {
            pointer: '/netify_api',
            message: '"netify_api" is the brand-named key deployed agents read for cloud discovery; the published interface does not name it',
        },
    ];
}
/** ...so the interface's neutral name is a note. */
function neutralCloudKey(config) {
    if (!hasMember(config, 'cloud_api'))
        return [];
    return [
        {
            pointer: '/cloud_api',
            message: '"cloud_api" is the published interface\'s neutral name for the cloud discovery key; deployed agents read the brand-named "netify_api" instead',
        },
    ];
}
export const procDevDiscovery = {
    id: 'proc-dev-discovery',
    role: 'processor',
    signature: (v) => hasAny(v, 'max_confidence', 'max_devices', 'max_device_age', 'max_ja4_clients', 'max_mdns_services', 'max_http_user_agents', 'max_ssdp_user_agents', 'path_device_cache', 'process_all_macs', 'device_mac_ignore', 'cloud_api', 'netify_api'),
    rules: [],
    divergences: [objectFormLimits, brandNamedCloudKey, neutralCloudKey],
    sends: { via: 'sinks', payload: unpredictable },
};
