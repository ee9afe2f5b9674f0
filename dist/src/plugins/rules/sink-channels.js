/** The channels of a processor's `sinks` map (sink -> channel name -> channel), for the rules on them. */
import { isPlainObject } from '../../core/value.js';
/**
 * Calls `visit` on every channel of every sink in a processor's `sinks` map, with the sink's and
 * the channel's names (a finding makes its pointer from them). A callback, not a generator: a
 * generator is slow in code that has not been optimised yet, which is all code in a one-shot CLI
 * run.
 */
export function eachSinkChannel(config, visit) {
    const sinks = config.sinks;
    if (!isPlainObject(sinks))
        return;
    const sinkNames = Object.keys(sinks);
    for (let i = 0; i < sinkNames.length; i++) {
        const sink = sinkNames[i];
        const channels = sinks[sink];
        if (!isPlainObject(channels))
            continue;
        const names = Object.keys(channels);
        for (let j = 0; j < names.length; j++) {
            const name = names[j];
            const channel = channels[name];
            if (isPlainObject(channel))
                visit(channel, sink, name);
        }
    }
}
