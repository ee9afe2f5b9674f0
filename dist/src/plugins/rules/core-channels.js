import { childPointer } from '../../core/pointer.js';
import { isPlainObject } from '../../core/value.js';
import { eachSinkChannel } from './sink-channels.js';
/**
 * A warning at each enabled channel with an empty `types` list: it carries no stream, or, where
 * the top level lists types, only those (proc-core 1.0.30 puts them in front of every channel's).
 */
export function emptyCoreChannels(config) {
    if (!isPlainObject(config) || !isPlainObject(config.sinks))
        return [];
    const topLevel = Array.isArray(config.types) ? config.types.filter((t) => typeof t === 'string') : [];
    const unread = Object.hasOwn(config, 'types') && !Array.isArray(config.types);
    const severity = unread ? 'error' : 'warning';
    const message = unread
        ? 'an empty "types" list carries only the top-level types, and proc-core 1.0.30 reads the top-level "types" only as an array: it sends nothing on this channel'
        : topLevel.length > 0
            ? `an empty "types" list still carries the top-level types: proc-core 1.0.30 sends ${topLevel.map((t) => JSON.stringify(t)).join(', ')} records on this channel`
            : 'an empty "types" list carries no stream: proc-core 1.0.30 sends nothing on this channel';
    const out = [];
    eachSinkChannel(config, (channel, sink, name) => {
        if (channel.enable === false || !Array.isArray(channel.types) || channel.types.length > 0)
            return;
        out.push({ severity, code: 'field/behaviour', message, pointer: childPointer('/sinks', sink, name, 'types') });
    });
    return out;
}
