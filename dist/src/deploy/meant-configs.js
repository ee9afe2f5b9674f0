/**
 * The configs a sink was meant to load but the agent cannot find (a relative conf_filename, `$name`
 * without braces, a quoted name: `PluginInstance.conf.missing.meant`). sink-http 1.0.13 then
 * starts with no channels and drops every record routed to it; whether that loses anything its
 * author meant to send depends on the file it was meant to read. A channel that file disables
 * loses nothing by the config being lost:
 * found case ok-error-loader-sink-conf+proc-sinks+route-disabled-sink-cha-ac4db0 (agent 5.0.7: the
 * only routed channel disabled in the meant file, nothing posted, as the author wrote).
 */
import { agentJson } from './agent-json.js';
import { isPlainObject } from '../core/value.js';
/** The meant configs of the enabled sinks whose config the agent cannot find, by sink tag. */
export async function readMeantConfigs(plugins, source, realRoot) {
    const out = new Map();
    const wanted = plugins.filter((p) => p.enabled && p.role === 'sink' && p.conf?.missing?.meant !== undefined && !p.conf.missing.versionDependent);
    await Promise.all(wanted.map(async (plugin) => {
        const file = plugin.conf.missing.meant;
        const read = await source.read(file, realRoot);
        if (!('text' in read))
            return;
        const json = agentJson(read.text);
        if (json !== undefined)
            out.set(plugin.tag, { file, silent: silentChannels(json.value) });
    }));
    return out;
}
/**
 * The channels a sink config disables (`"enable": false`): the author meant them to post nothing.
 * A channel the plugin would drop though enabled (sink-http 1.0.13 stops at the first disabled
 * one in byte order) is a loss the author did not mean, lost config or not (found case
 * err-warning-loader-sink-conf+route-disabled-sink-channel-1c1550, seed 2033 case 1953: "stats" after a
 * disabled "aaa", nothing posted; an error).
 */
function silentChannels(value) {
    const silent = new Set();
    if (!isPlainObject(value) || !isPlainObject(value.channels))
        return silent;
    for (const [name, channel] of Object.entries(value.channels))
        if (isPlainObject(channel) && channel.enable === false)
            silent.add(name);
    return silent;
}
