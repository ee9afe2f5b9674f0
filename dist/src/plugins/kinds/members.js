/** Helpers for the kinds' signatures: which members a config, or one of its channels, has. */
import { isPlainObject } from '../../core/value.js';
/** Whether `value` has any of `names` as an own member. */
export const hasAny = (value, ...names) => names.some((n) => Object.hasOwn(value, n));
/** The channels of a config, whatever map holds them: `sinks` -> sink -> channel, and `channels` -> channel. */
function channelsOf(value) {
    const out = [];
    if (isPlainObject(value.sinks)) {
        for (const sink of Object.values(value.sinks)) {
            if (isPlainObject(sink))
                out.push(...Object.values(sink).filter(isPlainObject));
        }
    }
    if (isPlainObject(value.channels))
        out.push(...Object.values(value.channels).filter(isPlainObject));
    return out;
}
/** Whether any channel of a config has any of `names`. */
export const anyChannelHas = (value, ...names) => channelsOf(value).some((c) => hasAny(c, ...names));
