/**
 * Signs that a record comes from agent 5.0, whose shapes differ from the published (5.2) ones.
 * Such a record is still judged against the published shape; its errors say why they happen.
 */
import { isPlainObject } from '../core/value.js';
/** The members by which a 5.0 record gives itself away, in words; undefined when none shows. */
export function olderAgentSigns(type, record) {
    const signs = [];
    if (type === 'agent_status') {
        if (Object.hasOwn(record, 'dhc_size'))
            signs.push('it has "dhc_size"');
        if (!Object.hasOwn(record, 'agent_version') && !Object.hasOwn(record, 'build_version'))
            signs.push('it has no "agent_version" or "build_version"');
        return signs.length ? signs.join(' and ') : undefined;
    }
    const flow = record.flow;
    if (!isPlainObject(flow))
        return undefined;
    if (isPlainObject(flow.category) && Object.hasOwn(flow.category, 'network')) {
        signs.push('"category.network" instead of "local_network", "other_network" and "overlay"');
    }
    if (isPlainObject(flow.ssl) && (Object.hasOwn(flow.ssl, 'client_ja3') || Object.hasOwn(flow.ssl, 'server_ja3'))) {
        signs.push('JA3 instead of JA4 fingerprints');
    }
    const lacking = ['app_ip_override', 'app_proto_twins', 'ip_dscp'].filter((m) => type.startsWith('flow') && !Object.hasOwn(flow, m));
    if (signs.length && lacking.length)
        signs.push(`no ${lacking.map((m) => JSON.stringify(m)).join(', ')}`);
    return signs.length ? signs.join('; ') : undefined;
}
/** The clause added to each error of a record that shows older-agent signs. */
export function olderAgentNote(signs) {
    return ` (this looks like an agent 5.0 record: ${signs}; the published interface describes agent 5.2's records)`;
}
