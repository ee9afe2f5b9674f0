import { AGGREGATOR_BATCH } from '../records/index.js';
import { closest } from '../core/suggest.js';
import { boundText } from '../core/message.js';
import { shownPath } from './reports.js';
import { formatName } from './encoding.js';
/** Mismatches remembered per run; past them, new ones are no longer said (a hostile number of distinct paths). */
const MAX_SAID = 10_000;
/** Judges deliveries against a deployment's HTTP endpoints; remembers what it already said. */
export class DeploymentCheck {
    endpoints;
    said = new Set();
    constructor(endpoints) {
        this.endpoints = endpoints;
    }
    /** The new warnings this delivery shows. */
    judge(delivery) {
        const out = [];
        const warn = (code, detail, message, suggestion) => {
            // The path as reports show it: a client posting to endless 4 KB paths must not grow this set.
            const id = `${shownPath(delivery.path)}\0${code}\0${boundText(detail, 200)}`;
            if (this.said.has(id) || this.said.size >= MAX_SAID)
                return;
            this.said.add(id);
            out.push({ severity: 'warning', code, message, pointer: '', ...(suggestion ? { suggestion } : {}) });
        };
        const matching = this.endpoints.filter((e) => e.pattern?.test(delivery.path));
        if (matching.length === 0) {
            const known = this.endpoints.filter((e) => e.path !== undefined);
            const suggestion = closest(delivery.path, known.map((e) => e.path));
            const list = known.length
                ? `its HTTP channels post to ${known.map((e) => `${e.path} (${where(e)})`).join(', ')}`
                : 'it has no enabled HTTP sink channel with a URL';
            warn('receive/unknown-channel', '', `no enabled HTTP sink channel of the deployment posts to ${delivery.path}; ${list}` + (suggestion ? `; did you mean "${suggestion}"?` : ''), suggestion);
            return out;
        }
        const channels = matching.map(where).join(', ');
        const senders = matching.flatMap((e) => e.senders);
        if (senders.length === 0) {
            warn('receive/unexpected-type', '', `a record arrived on ${delivery.path} (${channels}), but no enabled processor sends to that channel`);
        }
        else {
            this.judgeType(delivery, channels, senders, warn);
            this.judgeEncoding(delivery, channels, senders, warn);
        }
        for (const header of headersOf(matching)) {
            const got = delivery.headers[header.name];
            const value = Array.isArray(got) ? got.join(', ') : got;
            if (value === undefined) {
                warn('receive/header-missing', header.name, `header ${header.name} is missing, but ${header.where} sets it`);
            }
            else if (header.fixed && value !== header.value) {
                warn('receive/header-missing', header.name, `header ${header.name} is ${JSON.stringify(value)}, but ${header.where} sets ${JSON.stringify(header.value)}`);
            }
        }
        return out;
    }
    /**
     * When more than one processor routes flow records to the channels a path matches: who they
     * are (`proc-core (netify-proc-core.json, stream-flows) and proc-core-b (netify-proc-core-b.json,
     * stream-flows) route flow records to sink-http channel "flows" in netify-sink-http.json`) and
     * how many; else undefined.
     */
    sharedFlows(path) {
        const matching = this.endpoints.filter((e) => e.pattern?.test(path));
        const senders = new Map();
        for (const s of matching.flatMap((e) => e.senders))
            if (carriesFlows(s) && !senders.has(s.processor))
                senders.set(s.processor, s);
        if (senders.size < 2)
            return undefined;
        const list = [...senders.values()].map((s) => `${s.processor} (${s.config}, ${s.describes})`);
        return { processors: senders.size, who: `${list.slice(0, -1).join(', ')} and ${list.at(-1)} route flow records to ${matching.map(where).join(', ')}` };
    }
    judgeType(delivery, channels, senders, warn) {
        if (senders.some((s) => s.carries === 'any'))
            return;
        const type = delivery.recordType;
        const fits = (s) => (s.carries === 'batch' ? type === AGGREGATOR_BATCH : type !== undefined && s.carries !== 'any' && s.carries.includes(type));
        if (senders.some(fits))
            return;
        const what = type === AGGREGATOR_BATCH ? 'an aggregator batch' : type === undefined ? 'a record without a type' : `a ${type} record`;
        const who = senders.map((s) => `${s.processor} (${s.config}) sends ${s.describes}`).join('; ');
        warn('receive/unexpected-type', type ?? '', `${what} arrived on ${delivery.path} (${channels}), but the processors that send there do not send it: ${who}`);
    }
    judgeEncoding(delivery, channels, senders, warn) {
        const format = delivery.format;
        if (format !== undefined && !senders.some((s) => s.format === format)) {
            const who = senders.map((s) => `${s.processor} (${s.config}) sends ${formatName(s.format)}`).join('; ');
            warn('receive/format-mismatch', format, `a ${formatName(format)} body arrived on ${delivery.path} (${channels}), but ${who}`);
        }
        if (!senders.some((s) => s.gzip === delivery.gzip)) {
            const says = (s) => `${s.processor} (${s.config}) has compressor ${s.gzip ? 'gz' : 'none'}`;
            warn('receive/format-mismatch', delivery.gzip ? 'gz' : 'none', `${delivery.gzip ? 'a gzip' : 'an uncompressed'} body arrived on ${delivery.path} (${channels}), but ${senders.map(says).join('; ')}`);
        }
    }
}
/** The record types that name a flow (by `flow.digest`), which the per-flow stream rules follow. */
const flowTypes = ['flow', 'flow_dpi_update', 'flow_dpi_complete', 'flow_stats', 'flow_purge'];
function carriesFlows(s) {
    return s.carries === 'any' || (s.carries !== 'batch' && s.carries.some((t) => flowTypes.includes(t)));
}
/** `sink-http channel "flows" in netify-sink-http.json`. */
function where(e) {
    return `${e.sink} channel "${e.channel}" in ${e.config}`;
}
/** The headers every matching channel sets (a request can only come from one of them). */
function headersOf(matching) {
    const [first, ...rest] = matching;
    return first.headers
        .filter((h) => rest.every((e) => e.headers.some((o) => o.name === h.name)))
        .map((h) => ({ ...h, fixed: h.fixed && rest.every((e) => e.headers.some((o) => o.name === h.name && o.value === h.value)), where: where(first) }));
}
