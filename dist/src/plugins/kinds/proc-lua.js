/** The Lua processor: flow events handed to a user's Lua script. */
import { hasAny } from './members.js';
import { unpredictable } from './spec.js';
export const procLua = {
    id: 'proc-lua',
    role: 'processor',
    // `script` alone fits both script processors: only Python's `debug` tells them apart.
    signature: (v) => hasAny(v, 'script') && !hasAny(v, 'debug'),
    rules: [],
    divergences: [],
    sends: { via: 'sinks', payload: unpredictable },
};
