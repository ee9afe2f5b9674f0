/**
 * The configs a sink was meant to load but the agent cannot find (a relative conf_filename, `$name`
 * without braces, a quoted name: `PluginInstance.conf.missing.meant`). sink-http 1.0.13 then
 * starts with no channels and drops every record routed to it; whether that loses anything its
 * author meant to send depends on the file it was meant to read. A channel that file disables, or
 * one the sink would never post on (its kind's `drops`), loses nothing by the config being lost:
 * found case ok-error-loader-sink-conf+proc-sinks+route-disabled-sink-cha-ac4db0 (agent 5.0.7: the
 * only routed channel disabled in the meant file, nothing posted, as the author wrote).
 */
import { isPlainObject } from '../core/value.js';
import { specOf } from '../plugins/kinds/index.js';
/** The meant configs of the enabled sinks whose config the agent cannot find, by sink tag. */
export async function readMeantConfigs(plugins, source, realRoot) {
    const out = new Map();
    const wanted = plugins.filter((p) => p.enabled && p.role === 'sink' && p.conf?.missing?.meant !== undefined && !p.conf.missing.versionDependent);
    await Promise.all(wanted.map(async (plugin) => {
        const file = plugin.conf.missing.meant;
        const read = await source.read(file, realRoot);
        if (!('text' in read))
            return;
        let value;
        try {
            value = JSON.parse(read.text);
        }
        catch {
            return;
        }
        out.set(plugin.tag, { file, silent: silentChannels(plugin, value) });
    }));
    return out;
}
/** The channels of a sink config that post nothing: disabled (`"enable": false`), or dropped by the kind. */
function silentChannels(plugin, value) {
    const silent = new Set();
    if (!isPlainObject(value) || !isPlainObject(value.channels))
        return silent;
    for (const [name, channel] of Object.entries(value.channels))
        if (isPlainObject(channel) && channel.enable === false)
            silent.add(name);
    const spec = specOf(plugin.kind);
    if (spec?.role === 'sink' && spec.drops !== undefined)
        for (const d of spec.drops(value))
            silent.add(d.channel);
    return silent;
}
