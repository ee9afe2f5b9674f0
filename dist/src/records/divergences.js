import { childPointer } from '../core/pointer.js';
import { isPlainObject } from '../core/value.js';
import { markBounded } from '../core/message.js';
const flowCounters = ['local_bytes', 'local_packets', 'local_rate', 'other_bytes', 'other_packets', 'other_rate', 'total_bytes', 'total_packets'];
const omittedWhenEmpty = 'the agent leaves out empty strings, arrays and objects; the published interface requires it';
/**
 * The warning of each finding that names nothing of the record, built once: a stream repeats them
 * in record after record, and the report (which says each once) compares them as they are.
 */
const warnings = new WeakMap();
/** A finding made once, with its warning. */
function fixed(pointer, message) {
    const finding = { pointer, message };
    const warning = { severity: 'info', code: 'spec/divergence', message, pointer };
    warnings.set(finding, markBounded(warning));
    return finding;
}
/** The finding of each member the encoder leaves out when empty. */
const omitted = new Map(['dns_host_name', 'digest_prev'].map((m) => [m, fixed('/flow', `"${m}" is absent: ${omittedWhenEmpty}`)]));
/** A flow's members that the encoder leaves out when empty and the interface requires. */
function emptyOmissions(flow, members) {
    const found = [];
    for (const m of members)
        if (!Object.hasOwn(flow, m))
            found.push(omitted.get(m));
    return found;
}
const shortDigest = fixed('/flow/digest', 'a 16-hex-digit digest (xxHash64, agents from 5.2.7); earlier agents and the published examples use 40-digit SHA-1 digests');
function shortDigests(flow) {
    return typeof flow.digest === 'string' && flow.digest.length === 16 && /^[0-9a-f]{16}$/i.test(flow.digest) ? [shortDigest] : [];
}
function floatRates(flow, type) {
    return ['local_rate', 'other_rate']
        .filter((m) => typeof flow[m] === 'number' && !Number.isInteger(flow[m]))
        .map((m) => ({
        pointer: childPointer('/flow', m),
        message: `"${m}" has a fraction: agents send rates as floats (mean bytes/s), where the published interface gives ${type} rates as integers`,
    }));
}
/** The finding of each flow hash cache member that is absent. */
const cacheAbsent = new Map(['dhc_hit', 'fhc_hit'].map((cache) => [
    cache,
    fixed('/flow', `"${cache}" is absent: agents send it only when that cache is enabled; the published interface requires it`),
]));
const flowRule = (record, type, agent) => {
    const flow = record.flow;
    if (!isPlainObject(flow))
        return [];
    // Agent 5.0 has no digest_prev and no flow hash cache at all: their absence is no divergence there.
    const older = agent === '5.0';
    const found = emptyOmissions(flow, older ? ['dns_host_name'] : ['dns_host_name', 'digest_prev']);
    if (typeof flow.digest === 'string' && flow.digest.length === 16)
        found.push(...shortDigests(flow));
    for (const cache of older ? ['dhc_hit'] : ['dhc_hit', 'fhc_hit']) {
        if (!Object.hasOwn(flow, cache))
            found.push(cacheAbsent.get(cache));
    }
    const missing = type === 'flow' ? flowCounters.filter((m) => !Object.hasOwn(flow, m)) : [];
    if (missing.length) {
        found.push({
            pointer: '/flow',
            message: `a "flow" record without counters (${missing.map((m) => JSON.stringify(m)).join(', ')}): the core processor (1.0.30) sends metadata only at detection; the published interface requires them`,
        });
    }
    return found;
};
const countersRule = (record, type, agent) => {
    const flow = record.flow;
    if (!isPlainObject(flow))
        return [];
    return [...emptyOmissions(flow, agent === '5.0' ? [] : ['digest_prev']), ...floatRates(flow, type), ...shortDigests(flow)];
};
const upperCase = {
    role: ['LAN', 'WAN', 'UNKNOWN'],
    capture_type: ['NFQ', 'PCAP', 'TPv3', 'UNKNOWN'],
};
const tcmallocMembers = ['tcm_kb', 'tcm_kb_prev'];
const tcmalloc = tcmallocMembers.map((m) => fixed('', `"${m}" is absent: agents report it only when built with tcmalloc; the published interface requires it`));
const rules = {
    agent_status: (record) => tcmalloc.filter((_, i) => !Object.hasOwn(record, tcmallocMembers[i])),
    interfaces: (record) => {
        const found = [];
        for (const name of Object.keys(record)) {
            const iface = record[name];
            if (name === 'type' || !isPlainObject(iface))
                continue;
            if (Object.hasOwn(iface, 'capture_file')) {
                found.push({
                    pointer: childPointer('', name, 'capture_file'),
                    message: '"capture_file": agents 5.0.7 and 5.2.8 send it for an offline capture; the published interface does not list it',
                });
            }
            for (const [member, values] of Object.entries(upperCase)) {
                if (typeof iface[member] === 'string' && values.includes(iface[member])) {
                    found.push({
                        pointer: childPointer('', name, member),
                        message: `${JSON.stringify(iface[member])} is upper-case: agents 5.0.7 and 5.2.8 write "${member}" so, the published interface lower-case`,
                    });
                }
            }
        }
        return found;
    },
    flow: flowRule,
    flow_dpi_update: flowRule,
    flow_dpi_complete: flowRule,
    flow_purge: countersRule,
    flow_stats: countersRule,
};
/** Members whose absence, in a flow, is a divergence; checked first, as most records have them all. */
const usualFlowMembers = ['dns_host_name', 'digest_prev', 'dhc_hit', 'fhc_hit', ...flowCounters];
/** The common case of a DPI flow record (every member there, a 40-digit digest): nothing to say. */
function plainDpiFlow(type, record) {
    if (type !== 'flow_dpi_update' && type !== 'flow_dpi_complete')
        return false;
    const flow = record.flow;
    if (!isPlainObject(flow) || (typeof flow.digest === 'string' && flow.digest.length === 16))
        return false;
    for (const member of usualFlowMembers)
        if (!Object.hasOwn(flow, member))
            return false;
    return true;
}
/** A note for every divergence from the published interface in a record of `type`. */
export function recordDivergences(type, record, agent) {
    const rule = rules[type];
    if (!rule || plainDpiFlow(type, record))
        return [];
    return rule(record, type, agent).map((finding) => warnings.get(finding) ?? { severity: 'info', code: 'spec/divergence', message: finding.message, pointer: finding.pointer });
}
