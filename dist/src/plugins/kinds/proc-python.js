/** The Python processor: flow events handed to a user's Python script. */
import { hasAny } from './members.js';
import { unpredictable } from './spec.js';
export const procPython = {
    id: 'proc-python',
    role: 'processor',
    // `script` alone fits both script processors: only `debug` tells Python apart.
    signature: (v) => hasAny(v, 'debug', 'script'),
    rules: [],
    divergences: [],
    sends: { via: 'sinks', payload: unpredictable },
};
