/**
 * The deployment as a graph: an edge per processor -> sink (-> channel) reference of an enabled
 * processor, and two renderings of it, plain text and a Mermaid flowchart.
 */
import { printable } from '../core/printable.js';
/**
 * The edges of a deployment, in load order, each once: a config loaded by two sections of the
 * same tag, or two intelligence targets naming the same channel, make one edge.
 */
export function deploymentGraph(model) {
    const seen = new Set();
    const edges = [];
    for (const r of model.references) {
        const id = JSON.stringify([r.processor, r.sink, r.channel ?? null, r.ok]);
        if (seen.has(id))
            continue;
        seen.add(id);
        const edge = { from: r.processor, sink: r.sink, ok: r.ok };
        if (r.channel !== undefined)
            edge.channel = r.channel;
        if (r.reason !== undefined)
            edge.reason = r.reason;
        edges.push(edge);
    }
    return edges;
}
/** One line per edge: `proc-aggregator -> sink-log/stats  ok` or `...  BROKEN (reason)`. */
export function renderGraphText(edges) {
    return (edges
        // Names come from the deployment's files: printable, so a newline in one forges no edge.
        .map((e) => `${printable(e.from)} -> ${printable(e.sink)}${e.channel === undefined ? '' : '/' + printable(e.channel)}  ${e.ok ? 'ok' : `BROKEN (${printable(e.reason ?? 'unknown reason')})`}\n`)
        .join(''));
}
/**
 * A Mermaid flowchart: a node per plugin tag, an edge per reference labelled with its channel;
 * broken edges are dashed and labelled with the reason. Node ids are the tags with every
 * character outside `[A-Za-z0-9_]` replaced, made unique.
 */
export function renderGraphMermaid(edges) {
    const ids = new Map();
    const taken = new Set();
    const lines = ['flowchart LR'];
    const node = (tag) => {
        let id = ids.get(tag);
        if (id !== undefined)
            return id;
        const stem = 'n_' + tag.replace(/[^A-Za-z0-9_]/g, '_');
        id = stem;
        for (let n = 2; taken.has(id); n++)
            id = `${stem}_${n}`;
        ids.set(tag, id);
        taken.add(id);
        lines.push(`  ${id}["${label(tag)}"]`);
        return id;
    };
    for (const e of edges) {
        node(e.from);
        node(e.sink);
    }
    for (const e of edges) {
        const text = e.ok ? e.channel : `${e.channel === undefined ? '' : e.channel + ': '}BROKEN: ${e.reason ?? 'unknown reason'}`;
        const arrow = e.ok ? '-->' : '-.->';
        lines.push(`  ${ids.get(e.from)} ${arrow}${text === undefined ? '' : `|"${label(text)}"|`} ${ids.get(e.sink)}`);
    }
    return lines.join('\n') + '\n';
}
/** Text safe inside a quoted Mermaid label (entity codes for quote, angle brackets, pipe). */
function label(text) {
    return printable(text).replace(/&/g, '#amp;').replace(/"/g, '#quot;').replace(/</g, '#lt;').replace(/>/g, '#gt;').replace(/\|/g, '#124;');
}
