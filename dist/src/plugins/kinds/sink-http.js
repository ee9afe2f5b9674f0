/** The HTTP sink: posts each record it receives to a channel's URL. */
import { childPointer } from '../../core/pointer.js';
import { isPlainObject } from '../../core/value.js';
import { sinkHttpDrops, sinkHttpFieldBehaviour, sinkHttpIgnores, sinkHttpStarts } from '../rules/sink-http-field.js';
import { anyChannelHas, hasAny } from './members.js';
/** The spec's URL character set, without a port. */
const specUrl = /^https?:\/\/[A-Za-z0-9._/${}-]+$/;
/** The host part the schema also accepts beyond the spec: an IPv6 literal in brackets, a port. */
const urlHost = /^https?:\/\/(\[[^\]/]*\]|[^/:]*)(?::(\d+))?(?:\/|$)/;
/** URLs with an IPv6 literal or a port: deployed agents post to them, the interface does not allow them. */
function urlBeyondSpec(config) {
    const found = [];
    const channels = config.channels;
    if (!isPlainObject(channels))
        return found;
    const names = Object.keys(channels);
    for (let i = 0; i < names.length; i++) {
        const name = names[i];
        const channel = channels[name];
        if (!isPlainObject(channel) || typeof channel.url !== 'string' || specUrl.test(channel.url))
            continue;
        const host = urlHost.exec(channel.url);
        // Only what the schema accepts is a divergence; the rest is already a schema error.
        if (host === null || (host[2] !== undefined && Number(host[2]) > 65535))
            continue;
        const parts = [host[1].startsWith('[') ? 'an IPv6 address in brackets' : '', host[2] !== undefined ? 'a ":port"' : ''].filter(Boolean);
        if (parts.length === 0)
            continue;
        found.push({
            pointer: childPointer('/channels', name, 'url'),
            message: `${parts.join(' and ')} in the URL works with deployed agents, but the published interface allows only letters, digits and . - _ / $ { } after the scheme`,
        });
    }
    return found;
}
export const sinkHttp = {
    id: 'sink-http',
    role: 'sink',
    signature: (v) => hasAny(v, 'timeout_connect', 'timeout_transfer', 'tls_verify', 'tls_version1') || (isPlainObject(v.channels) && anyChannelHas(v, 'url', 'headers')),
    rules: [sinkHttpFieldBehaviour],
    divergences: [urlBeyondSpec],
    ignores: sinkHttpIgnores,
    starts: sinkHttpStarts,
    withoutConfig: { fatal: false, effect: 'sink-http 1.0.13 then has no channels and drops every record sent to it' },
    delivers: 'http',
    drops: sinkHttpDrops,
};
