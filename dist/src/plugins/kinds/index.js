import { procAggregator } from './proc-aggregator.js';
import { procCore } from './proc-core.js';
import { procDevDiscovery } from './proc-dev-discovery.js';
import { procIntel } from './proc-intel.js';
import { procLua } from './proc-lua.js';
import { procPython } from './proc-python.js';
import { sinkHttp } from './sink-http.js';
import { sinkUbus } from './sink-ubus.js';
/**
 * The spec of every kind. Written in the order detection tries the signatures, which is the order
 * it lists the kinds a config fits equally ("it could be proc-python or proc-lua"): the most
 * telling members first.
 */
export const kindSpecs = {
    'proc-intel': procIntel,
    'proc-aggregator': procAggregator,
    'proc-dev-discovery': procDevDiscovery,
    'proc-python': procPython,
    'proc-lua': procLua,
    'proc-core': procCore,
    'sink-http': sinkHttp,
    'sink-ubus': sinkUbus,
};
/** The spec of a plugin's kind; undefined when its library names no kind agentconf knows. */
export function specOf(kind) {
    return kind === undefined ? undefined : kindSpecs[kind];
}
