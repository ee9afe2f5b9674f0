/**
 * The sinks and channels a processor's config names, as its kind reads them: `sinks` (sink tag ->
 * channel name -> channel) or, for the intelligence processor, `sink_targets`; a channel switched
 * off, and a proc-core channel that carries no type, name nothing (they never dispatch).
 */
import { childPointer } from '../core/pointer.js';
import { isPlainObject } from '../core/value.js';
import { specOf } from '../plugins/kinds/index.js';
/** The members that name a processor's sinks: its kind's (`sinks` for a kind agentconf does not know, or a sink's kind). */
export function sendsVia(kind) {
    const spec = specOf(kind);
    return spec?.role === 'processor' ? spec.sends.via : 'sinks';
}
/** Whether a processor kind's channels carry what their `types` name (proc-core), so a channel with none sends nothing. */
export function sendsByType(kind) {
    const spec = specOf(kind);
    return spec?.role === 'processor' && 'byChannelType' in spec.sends.payload;
}
/** The sinks and channels a processor's config names. */
export function namedSinks(value, via, byType) {
    if (!isPlainObject(value))
        return [];
    const out = [];
    if (via === 'sink_targets') {
        const targets = value.sink_targets;
        if (!isPlainObject(targets))
            return out;
        for (const name of Object.keys(targets)) {
            const target = targets[name];
            if (!isPlainObject(target) || typeof target.sink !== 'string')
                continue;
            const pointer = childPointer('/sink_targets', name);
            const channels = channelsOf(target.channels, childPointer(pointer, 'channels'), 'enabled');
            if (channels.length === 0 && hasChannels(target.channels))
                continue;
            out.push({ sink: target.sink, sinkWhere: { pointer: childPointer(pointer, 'sink'), key: false }, channels });
        }
        return out;
    }
    const sinks = value.sinks;
    if (!isPlainObject(sinks))
        return out;
    for (const sink of Object.keys(sinks)) {
        const pointer = childPointer('/sinks', sink);
        const channels = channelsOf(sinks[sink], pointer, 'enable', byType ? (Array.isArray(value.types) ? value.types : []) : undefined);
        // Every channel switched off: nothing is ever dispatched to this sink.
        if (channels.length === 0 && hasChannels(sinks[sink]))
            continue;
        out.push({ sink, sinkWhere: { pointer, key: true }, channels });
    }
    return out;
}
function hasChannels(channels) {
    return isPlainObject(channels) && Object.keys(channels).length > 0;
}
/**
 * The channels of a map that can send: not switched off (`switchName` false: proc-core 1.0.30
 * never reads a disabled channel, run loader-disabled-channel-junk) and, given `topTypes` (a
 * proc-core config's top-level `types`, put in front of every channel's), not carrying no type at
 * all: such a channel never dispatches, so the sink it names is never looked up (runs
 * loader-types-empty-missing-sink, `"types": []`, and model-channel-not-object, a channel that is
 * no object, whose own types proc-core 1.0.30 cannot read).
 */
function channelsOf(channels, pointer, switchName, topTypes) {
    if (!isPlainObject(channels))
        return [];
    const typeless = (channel) => topTypes !== undefined && topTypes.length === 0 && !(isPlainObject(channel) && Array.isArray(channel.types) && channel.types.length > 0);
    const silent = (channel) => (isPlainObject(channel) && channel[switchName] === false) || typeless(channel);
    return Object.keys(channels)
        .filter((name) => !silent(channels[name]))
        .map((name) => ({ name, where: { pointer: childPointer(pointer, name), key: true } }));
}
/**
 * Whether a processor's config routes anything: some sink channel it names would carry records
 * (for a kind whose channels are not told by their types, any sink it names).
 */
export function routesAnything(kind, value) {
    const byType = sendsByType(kind);
    return namedSinks(value, sendsVia(kind), byType).some((n) => n.channels.length > 0 || !byType);
}
