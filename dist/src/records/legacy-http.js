import { childPointer } from '../core/pointer.js';
import { describeValue } from '../core/describe.js';
import { isPlainObject } from '../core/value.js';
/** The members only the document has, beside the `agent_status` members. */
const parts = ['version', 'flows', 'interfaces', 'stats', 'devices'];
/** A legacy-http document: no `type`, its own `version` and `flows`, and the status clock. */
export function isLegacyDocument(value) {
    return !Object.hasOwn(value, 'type') && Object.hasOwn(value, 'flows') && Object.hasOwn(value, 'version') && Object.hasOwn(value, 'update_interval');
}
const error = (message, pointer, code = 'schema/type') => ({ severity: 'error', code, message, pointer });
/** Findings of a part judged as a record, moved under `base` (the record's root is the part). */
function under(base, diagnostics, skip = () => false) {
    return diagnostics.filter((d) => !skip(d.pointer)).map((d) => ({ ...d, pointer: base + d.pointer }));
}
/** A part that may be `null` or a map of interface names; the map is judged as a record of `type`. */
function mapPart(doc, name, type, judge, agent) {
    const part = doc[name];
    if (part === null || part === undefined)
        return [];
    if (!isPlainObject(part))
        return [error(`"${name}" must be an object keyed by interface name, or null, not ${describeValue(part)}`, `/${name}`)];
    return under(`/${name}`, judge({ ...part, type }, agent).diagnostics);
}
/** Every flow of `flows`, judged as the `flow` object of a flow record on its interface. */
function flowsPart(flows, judge, agent) {
    if (!isPlainObject(flows))
        return [error(`"flows" must be an object keyed by interface name, not ${describeValue(flows)}`, '/flows')];
    const found = [];
    for (const [iface, list] of Object.entries(flows)) {
        const at = childPointer('/flows', iface);
        if (!Array.isArray(list)) {
            found.push(error(`the flows of interface ${JSON.stringify(iface)} must be an array, not ${describeValue(list)}`, at));
            continue;
        }
        list.forEach((flow, i) => {
            const { diagnostics } = judge({ type: 'flow', interface: iface, internal: false, flow }, agent);
            // The record's own members (type, interface, internal) are ours; the flow object is the agent's.
            found.push(...under(childPointer(at, String(i)), diagnostics.filter((d) => d.pointer.startsWith('/flow')).map((d) => ({ ...d, pointer: d.pointer.slice('/flow'.length) }))));
        });
    }
    return found;
}
/** Findings of a legacy-http document; `judge` checks each part as the record that shares its shape. */
export function legacyDocumentProblems(doc, judge, agent = '5.0') {
    const status = { type: 'agent_status' };
    for (const [key, value] of Object.entries(doc))
        if (!parts.includes(key))
            status[key] = value;
    const found = [
        {
            severity: 'info',
            code: 'record/legacy-document',
            message: `a legacy-http document (the core processor's legacy-http channel, proc-core 1.0.30): checked as agent ${agent} sends it; the published interface does not define it`,
            pointer: '',
        },
        ...under('', judge(status, agent).diagnostics, (p) => p === '/type'),
    ];
    if (typeof doc.version !== 'number')
        found.push(error(`"version" (the JSON version) must be a number, not ${describeValue(doc.version)}`, '/version'));
    if (doc.devices !== null && doc.devices !== undefined && !isPlainObject(doc.devices))
        found.push(error(`"devices" must be an object, or null, not ${describeValue(doc.devices)}`, '/devices'));
    found.push(...flowsPart(doc.flows, judge, agent), ...mapPart(doc, 'interfaces', 'interfaces', judge, agent), ...mapPart(doc, 'stats', 'interface_stats', judge, agent));
    return found;
}
