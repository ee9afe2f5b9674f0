import { childPointer } from '../../core/pointer.js';
import { printableJson } from '../../core/printable.js';
import { isPlainObject } from '../../core/value.js';
/** The graph as the JSON document `graph --format json` prints (2-space indented, escaped as every JSON output is). */
export function renderGraphJson(graph) {
    const { model } = graph;
    const ids = new Set();
    /** A node id not taken yet: a tag, or `sink/channel`, with `#2`, `#3`... when a name with a slash makes two alike. */
    const fresh = (stem) => {
        let id = stem;
        for (let n = 2; ids.has(id); n++)
            id = `${stem}#${n}`;
        ids.add(id);
        return id;
    };
    const nodes = [];
    // The first section of a tag is the plugin processors reach, as the deployment check reads it.
    const byTag = new Map();
    for (const p of model.plugins)
        if (!byTag.has(p.tag))
            byTag.set(p.tag, p);
    const pluginIds = new Map();
    for (const p of byTag.values()) {
        const id = fresh(p.tag);
        pluginIds.set(p.tag, id);
        nodes.push({
            id,
            type: p.role,
            tag: p.tag,
            section: p.section,
            loaded: true,
            enabled: p.enabled,
            kind: p.kind ?? p.otherKind ?? null,
            config: p.conf === undefined ? null : { written: p.conf.written, file: p.conf.local ?? null },
            ...position(p.loader, p.at),
        });
    }
    // A tag processors name that no section loads: a sink node that is not loaded, so the edge has an end.
    for (const r of model.references) {
        if (pluginIds.has(r.sink))
            continue;
        pluginIds.set(r.sink, fresh(r.sink));
        nodes.push({
            id: pluginIds.get(r.sink),
            type: 'sink',
            tag: r.sink,
            section: null,
            loaded: false,
            enabled: false,
            kind: null,
            config: null,
            file: null,
            line: null,
            column: null,
        });
    }
    // Channels: those each sink's config defines, then those processors name that no config defines.
    const channelIds = new Map();
    const channelKey = (sink, channel) => JSON.stringify([sink, channel]);
    for (const p of byTag.values()) {
        if (p.role !== 'sink' || p.conf?.local === undefined)
            continue;
        const config = model.configs.get(p.conf.local);
        const channels = isPlainObject(config?.value) ? config.value.channels : undefined;
        if (!isPlainObject(channels))
            continue;
        for (const name of Object.keys(channels)) {
            const id = fresh(`${p.tag}/${name}`);
            const pointer = childPointer('/channels', name);
            channelIds.set(channelKey(p.tag, name), id);
            nodes.push({ id, type: 'channel', sink: p.tag, name, defined: true, pointer, ...position(config.file, at(config.parsed, pointer)) });
        }
    }
    for (const r of model.references) {
        if (r.channel === undefined || channelIds.has(channelKey(r.sink, r.channel)))
            continue;
        const id = fresh(`${r.sink}/${r.channel}`);
        channelIds.set(channelKey(r.sink, r.channel), id);
        nodes.push({ id, type: 'channel', sink: r.sink, name: r.channel, defined: false, pointer: null, file: null, line: null, column: null });
    }
    // The code of the error at the place an edge is written: its channel member, else its sink member.
    const codes = new Map();
    for (const result of graph.results) {
        for (const d of result.diagnostics) {
            const key = `${result.file}\0${d.pointer}`;
            if (d.severity === 'error' && d.code.startsWith('deploy/') && !codes.has(key))
                codes.set(key, d.code);
        }
    }
    /** Where a broken edge's error is, with its code; else where the edge names its channel (or sink). */
    const finding = (r) => {
        for (const pointer of [r.channelPointer, r.sinkPointer]) {
            const code = pointer === undefined ? undefined : codes.get(`${r.file}\0${pointer}`);
            if (code !== undefined)
                return { pointer: pointer, code };
        }
        return { pointer: r.channelPointer ?? r.sinkPointer, code: null };
    };
    // One edge per processor, sink, channel and verdict, in load order, as the text rendering has them.
    const seen = new Set();
    const edges = [];
    for (const r of model.references) {
        const id = JSON.stringify([r.processor, r.sink, r.channel ?? null, r.ok]);
        if (seen.has(id))
            continue;
        seen.add(id);
        const { pointer, code } = r.ok ? { pointer: r.channelPointer ?? r.sinkPointer, code: null } : finding(r);
        const parsed = model.configs.get(r.file)?.parsed;
        edges.push({
            from: pluginIds.get(r.processor) ?? r.processor,
            to: r.channel === undefined ? pluginIds.get(r.sink) : channelIds.get(channelKey(r.sink, r.channel)),
            sink: r.sink,
            channel: r.channel ?? null,
            status: r.ok ? 'ok' : 'BROKEN',
            reason: r.ok ? null : (r.reason ?? null),
            code,
            pointer,
            // A member named by its key (a sinks or channels entry) is placed at its name.
            ...position(r.file, at(parsed, pointer, pointer === r.channelPointer || pointer.startsWith('/sinks/'))),
        });
    }
    const count = (type) => nodes.filter((n) => n.type === type).length;
    const document = {
        root: model.root,
        nodes,
        edges,
        summary: {
            processors: count('processor'),
            sinks: count('sink'),
            channels: count('channel'),
            edges: edges.length,
            broken: edges.filter((e) => e.status === 'BROKEN').length,
            errors: graph.errors,
        },
    };
    return printableJson(JSON.stringify(document, null, 2)) + '\n';
}
function at(parsed, pointer, key = true) {
    return parsed?.locate(pointer, { key });
}
function position(file, where) {
    return { file, line: where?.line ?? null, column: where?.column ?? null };
}
