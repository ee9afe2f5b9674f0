/**
 * A deployment's HTTP endpoints: each channel of an enabled HTTP sink, with its URL and headers
 * after variable expansion, and the processor channels that send to it with the format,
 * compression and record types they are configured with. Read from the deployment model
 * (`lintDeployment(...).model`): its plugins, their parsed configs and its judged references.
 */
import { relative } from 'node:path';
import { agentVariableDefaults, substituteString } from '../core/variables.js';
import { isPlainObject } from '../core/value.js';
import { sortByBytes } from '../core/bytes.js';
import { specOf } from '../plugins/kinds/index.js';
import { unpredictable } from '../plugins/kinds/spec.js';
/** The HTTP endpoints of a deployment, in load order. */
export function httpEndpoints(model) {
    const byTag = new Map();
    for (const p of model.plugins)
        if (!byTag.has(p.tag))
            byTag.set(p.tag, p);
    const endpoints = [];
    for (const sink of byTag.values()) {
        if (sink.role !== 'sink' || !sink.enabled || !postsOverHttp(sink.kind))
            continue;
        const config = configOf(model, sink);
        if (config === undefined || !isPlainObject(config.value.channels))
            continue;
        const channels = config.value.channels;
        for (const channel of sortByBytes(Object.keys(channels))) {
            const settings = channels[channel];
            if (!isPlainObject(settings))
                continue;
            // sink-http 1.0.13 stops its loop over channels at the first disabled one (byte order).
            if (settings.enable === false)
                break;
            if (typeof settings.url !== 'string')
                continue;
            const url = expand(settings.url, model);
            endpoints.push({
                sink: sink.tag,
                channel,
                config: config.name,
                url,
                ...pathOf(settings.url, model),
                headers: headersOf(settings.headers, model),
                senders: sendersTo(model, byTag, sink.tag, channel),
            });
        }
    }
    return endpoints;
}
/** The request path (and query) a channel URL posts to, `${variables}` of the device left as written; undefined when it cannot be parsed. */
export function requestPathOf(written, model) {
    return pathOf(written, model).path;
}
/** Whether a plugin's kind is a sink that posts each record over HTTP (its spec `delivers: 'http'`). */
export function postsOverHttp(kind) {
    const spec = specOf(kind);
    return spec?.role === 'sink' && spec.delivers === 'http';
}
function configOf(model, plugin) {
    const file = plugin.conf?.local;
    const value = file === undefined ? undefined : model.configs.get(file)?.value;
    return file !== undefined && isPlainObject(value) ? { name: relative(model.root, file) || file, value } : undefined;
}
function expand(text, model) {
    const ignored = [];
    return substituteString(text, model.variables, '', ignored);
}
/** A stand-in for a variable while the URL is parsed: letters only, so no part of the URL encodes it. */
const SLOT = 'agentconfvariableslot';
/** The variables the HTTP sink fills in from the device itself (FIELD-FACTS): each device has its own. */
const deviceVariables = ['uuid_agent', 'uuid_serial', 'uuid_site'];
/**
 * The path of a channel URL as written, and the pattern of the paths it posts to: a device's own
 * variable still at its default (no --var, no --agent-config value) matches any value; every
 * other variable is expanded as the agent expands it.
 */
function pathOf(written, model) {
    const names = [];
    const own = (name) => deviceVariables.includes(name) && model.variables[name] === agentVariableDefaults[name];
    const marked = expand(eachReference(written, (whole, name) => (own(name) ? `${SLOT}${names.push(name) - 1}${SLOT}` : whole)), model);
    let path;
    try {
        const parsed = new URL(marked);
        path = parsed.pathname + parsed.search;
    }
    catch {
        return {};
    }
    // The path split at its slots: literal parts at even places, a variable's index at odd ones.
    const parts = path.split(SLOT);
    const literals = parts.filter((_, i) => i % 2 === 0);
    const shown = parts.map((part, i) => (i % 2 === 0 ? part : `\${${names[Number(part)]}}`)).join('');
    return { path: shown, pattern: new PathPattern(literals) };
}
/**
 * A path with a wildcard between each two literal parts: a wildcard stands for any value without
 * `/ ? & #`. Matched by one pass per part over the set of reachable positions (no regular
 * expression, no backtracking): linear in the path's length times the number of parts.
 */
export class PathPattern {
    literals;
    constructor(literals) {
        this.literals = literals;
    }
    test(path) {
        let reach = new Uint8Array(path.length + 1);
        reach[0] = 1;
        for (let i = 0; i < this.literals.length; i++) {
            if (i > 0)
                reach = wildcard(path, reach);
            reach = literal(path, reach, this.literals[i]);
        }
        return reach[path.length] === 1;
    }
}
/** The positions reached after `text` from each reachable one. */
function literal(path, reach, text) {
    const next = new Uint8Array(path.length + 1);
    for (let p = 0; p + text.length <= path.length; p++)
        if (reach[p] === 1 && path.startsWith(text, p))
            next[p + text.length] = 1;
    return next;
}
/** The positions reached after a run of characters other than `/ ? & #` from each reachable one. */
function wildcard(path, reach) {
    const next = new Uint8Array(path.length + 1);
    let open = false;
    for (let q = 0; q <= path.length; q++) {
        if (reach[q] === 1)
            open = true;
        if (open)
            next[q] = 1;
        const c = path[q];
        if (c === '/' || c === '?' || c === '&' || c === '#')
            open = false;
    }
    return next;
}
/** `text` with each `${name}` replaced by what `replace` gives (a scan, not a regular expression). */
function eachReference(text, replace) {
    let out = '';
    let at = 0;
    for (;;) {
        const start = text.indexOf('${', at);
        const end = start === -1 ? -1 : text.indexOf('}', start + 2);
        if (end === -1)
            return out + text.slice(at);
        out += text.slice(at, start) + replace(text.slice(start, end + 1), text.slice(start + 2, end));
        at = end + 1;
    }
}
function headersOf(headers, model) {
    if (!isPlainObject(headers))
        return [];
    return Object.keys(headers)
        .filter((name) => typeof headers[name] === 'string')
        .map((name) => {
        const written = headers[name];
        const value = expand(written, model);
        // A header that expands to an empty string is sent as "-" (sink-http 1.0.13).
        return { name: name.toLowerCase(), value: value === '' ? '-' : value, fixed: !written.includes('${') };
    });
}
/** The processor channels whose references to this sink channel the deployment check judged deliverable. */
function sendersTo(model, byTag, sink, channel) {
    const senders = [];
    for (const ref of model.references) {
        if (!ref.ok || ref.sink !== sink || ref.channel !== channel)
            continue;
        const processor = byTag.get(ref.processor);
        if (processor === undefined)
            continue;
        const config = configOf(model, processor);
        if (config === undefined)
            continue;
        const sinks = config.value.sinks;
        const settings = isPlainObject(sinks) && isPlainObject(sinks[sink]) ? sinks[sink][channel] : undefined;
        const own = isPlainObject(settings) ? settings : {};
        if (own.enable === false)
            continue;
        const pick = (name, allowed, fallback) => {
            const value = own[name] ?? config.value[name];
            return allowed.includes(value) ? value : fallback;
        };
        senders.push({
            processor: ref.processor,
            config: config.name,
            format: pick('format', ['json', 'msgpack'], 'json'),
            gzip: pick('compressor', ['none', 'gz'], 'none') === 'gz',
            ...carried(processor, config.value, own),
        });
    }
    return senders;
}
/** What a processor's kind says it sends (`unpredictable` for a kind agentconf does not know). */
function payloadOf(kind) {
    const spec = specOf(kind);
    return spec?.role === 'processor' ? spec.sends.payload : unpredictable;
}
function carried(processor, top, own) {
    const payload = payloadOf(processor.kind);
    if (!('byChannelType' in payload))
        return { carries: payload.carries, describes: payload.describes };
    // Channel types set what is sent (proc-core): a top-level `types` array goes in front of each channel's own.
    const list = (v) => (Array.isArray(v) ? v.filter((t) => typeof t === 'string') : []);
    const channelTypes = [...new Set([...list(top.types), ...list(own.types)])];
    const types = new Set();
    for (const t of channelTypes) {
        const carries = payload.byChannelType[t];
        if (carries === 'any')
            return { carries: 'any', describes: channelTypes.join(', ') };
        for (const r of carries ?? [])
            types.add(r);
    }
    return { carries: [...types], describes: channelTypes.length ? channelTypes.join(', ') : 'no channel types' };
}
