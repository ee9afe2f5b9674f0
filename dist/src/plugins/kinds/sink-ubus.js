/** The ubus sink: publishes each record it receives by calling a method on a ubus object. */
import { isPlainObject } from '../../core/value.js';
import { anyChannelHas } from './members.js';
export const sinkUbus = {
    id: 'sink-ubus',
    role: 'sink',
    signature: (v) => isPlainObject(v.channels) && anyChannelHas(v, 'path', 'function'),
    rules: [],
    divergences: [],
    delivers: 'ubus',
};
