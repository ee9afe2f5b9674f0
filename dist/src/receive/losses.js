/**
 * What a deployment loses before anything is posted, said on the request path it would have
 * arrived on. Each processor route the deployment check judged undeliverable (a reference that is
 * not `ok`: a sink that is not loaded, a channel the sink does not define, a sink without its
 * config, a channel sink-http 1.0.13 skips after a disabled one) brings the findings `lint --root`
 * gives at that route, with their codes and severities. The request path is the one the sink's
 * channel URL posts to; a channel without a URL (not defined, no sink) is named
 * `(sink channel "name")` instead.
 *
 * One loss the deployment check does not say (yet) is added here: a route to a sink-http channel
 * that is switched off (`"enable": false`). sink-http 1.0.13 does not define a disabled channel,
 * so it drops every record routed there (run: "sink-http: channel not defined: zoff" for each).
 */
import { relative } from 'node:path';
import { isPlainObject } from '../core/value.js';
import { postsOverHttp, requestPathOf } from './endpoints.js';
/** The losses of a deployment, from its model and what its check found (`lintDeployment`'s `results`), in route order. */
export function deploymentLosses(model, results) {
    // By file and pointer: a deployment with thousands of routes is not searched once per route.
    const found = new Map();
    for (const r of results) {
        for (const d of r.diagnostics) {
            const key = `${r.file}\0${d.pointer}`;
            const list = found.get(key);
            if (list)
                list.push(d);
            else
                found.set(key, [d]);
        }
    }
    const at = (file, pointer) => (pointer === undefined ? [] : (found.get(`${file}\0${pointer}`) ?? []));
    const byTag = new Map();
    for (const p of model.plugins)
        if (!byTag.has(p.tag))
            byTag.set(p.tag, p);
    const losses = [];
    const said = new Set();
    const add = (path, diagnostic) => {
        const id = `${path}\0${diagnostic.code}\0${diagnostic.message}`;
        if (said.has(id))
            return;
        said.add(id);
        losses.push({ path, diagnostic });
    };
    for (const ref of model.references) {
        const sink = byTag.get(ref.sink);
        const settings = channelOf(model, sink, ref.channel);
        const path = (typeof settings?.url === 'string' ? requestPathOf(settings.url, model) : undefined) ?? unnamed(ref);
        const lint = ref.ok
            ? []
            : [...at(ref.file, ref.channelPointer), ...at(ref.file, ref.sinkPointer)].filter((d) => d.code.startsWith('deploy/') && d.severity !== 'info');
        const route = `${ref.processor} routes records to ${target(ref)} (${name(model, ref.file)}${placeOf(model, ref, at(ref.file, ref.channelPointer ?? ref.sinkPointer)[0] ?? lint[0])})`;
        if (!ref.ok) {
            // Every undeliverable route is at least a warning: what is routed there is lost.
            if (lint.length === 0)
                add(path, loss('warning', 'deploy/channel-missing', `${route}, and none can arrive: ${ref.reason ?? 'the agent does not deliver there'}`));
            for (const d of lint)
                add(path, loss(d.severity, d.code, `${route}, and none can arrive: ${d.message}`));
        }
        else if (sink !== undefined && postsOverHttp(sink.kind) && settings?.enable === false) {
            const config = sink.conf?.local === undefined ? sink.conf?.written : name(model, sink.conf.local);
            add(path, loss('error', 'deploy/channel-missing', `${route}, and none can arrive: the channel is disabled in ${config} ("enable": false), and sink-http 1.0.13 does not define a disabled channel: it drops every record sent there ("channel not defined: ${ref.channel}" in the agent's log)`));
        }
    }
    return losses;
}
function loss(severity, code, message) {
    return { severity, code, message, pointer: '' };
}
/** `sink-http channel "flows"`, or the sink alone for a route that names no channel. */
function target(ref) {
    return ref.channel === undefined ? `sink ${ref.sink}` : `${ref.sink} channel "${ref.channel}"`;
}
/** The name of a route without a URL: `(sink-http channel "nope")`. */
function unnamed(ref) {
    return `(${target(ref)})`;
}
/** A file of the deployment, relative to its root. */
function name(model, file) {
    return relative(model.root, file) || file;
}
/** `:14:7`: where the route is written, as the deployment check located a finding there, else from the processor's config. */
function placeOf(model, ref, lint) {
    const pointer = ref.channelPointer ?? ref.sinkPointer;
    const place = lint?.line !== undefined ? lint : model.configs.get(ref.file)?.parsed?.locate(pointer, { key: true });
    return place?.line === undefined ? ` at ${pointer}` : `:${place.line}:${place.column ?? 1}`;
}
/** The settings of a sink's channel in its config, when the config is in the deployment and defines it. */
function channelOf(model, sink, channel) {
    const file = sink?.conf?.local;
    const value = file === undefined ? undefined : model.configs.get(file)?.value;
    if (channel === undefined || !isPlainObject(value) || !isPlainObject(value.channels))
        return undefined;
    const settings = Object.hasOwn(value.channels, channel) ? value.channels[channel] : undefined;
    return isPlainObject(settings) ? settings : undefined;
}
