import { bounded } from '../core/message.js';
import { isPlainObject } from '../core/value.js';
import { readingTables } from '../plugins/reading/index.js';
import { verdicts } from '../plugins/reading/interpret.js';
import { namedSinks, sendsByType, sendsVia } from './named-sinks.js';
const unescape = (token) => token.replaceAll('~1', '/').replaceAll('~0', '~');
/**
 * Splits a sink config's findings: the errors at or under a place where its plugin loses every
 * post of one channel (by the kind's reading table), and the rest.
 */
export function channelLosses(kind, value, diagnostics) {
    const table = kind === undefined ? undefined : readingTables[kind];
    if (table === undefined || !isPlainObject(value))
        return { rest: [...diagnostics], losses: [] };
    const depth = table.channels.path.length;
    const losing = [];
    for (const v of verdicts(table, value, undefined).found) {
        if (v.effect.does !== 'loses')
            continue;
        const tokens = v.pointer.split('/').slice(1);
        if (tokens.length < depth || !table.channels.path.every((p, i) => p === '*' || p === unescape(tokens[i])))
            continue;
        losing.push({ pointer: v.pointer, channel: unescape(tokens[depth - 1]) });
    }
    const rest = [];
    const losses = [];
    for (const d of diagnostics) {
        const at = d.severity === 'error' ? losing.find((l) => d.pointer === l.pointer || d.pointer.startsWith(`${l.pointer}/`)) : undefined;
        if (at === undefined)
            rest.push(d);
        else
            losses.push({ channel: at.channel, finding: d });
    }
    return { rest, losses };
}
/**
 * The channels the enabled processors route to, by sink tag; undefined when some enabled
 * processor's config could not be read (it may route anywhere).
 */
export function routedChannels(plugins, configs) {
    const out = new Map();
    for (const p of plugins) {
        if (p.role !== 'processor' || !p.enabled)
            continue;
        const value = p.conf?.local === undefined ? undefined : configs.get(p.conf.local)?.value;
        if (!isPlainObject(value))
            return undefined;
        for (const named of namedSinks(value, sendsVia(p.kind), sendsByType(p.kind))) {
            const set = out.get(named.sink) ?? new Set();
            for (const c of named.channels)
                set.add(c.name);
            out.set(named.sink, set);
        }
    }
    return out;
}
/** A loss on a channel no enabled processor routes to: a warning of what happens once one does. */
export function nothingRoutedToChannel(loss, tags) {
    const sinks = tags.map((t) => `[${t}]`).join(', ');
    return bounded({
        ...loss.finding,
        severity: 'warning',
        message: `no enabled processor sends to channel "${loss.channel}" of ${sinks} now, so nothing is lost yet (once one does, everything sent there is lost): ${loss.finding.message}`,
    });
}
