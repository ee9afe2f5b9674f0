import { closest } from '../core/suggest.js';
import { isPlainObject } from '../core/value.js';
import { specOf } from '../plugins/kinds/index.js';
import { at } from './collector.js';
import { locate } from './configs.js';
import { place } from './loaders.js';
import { namedSinks, sendsByType, sendsVia } from './named-sinks.js';
/** The references of every enabled processor, judged; reports broken ones and unused sinks. */
export function checkReferences(plugins, configs, collector, meant = new Map()) {
    const byTag = new Map();
    for (const p of plugins)
        if (!byTag.has(p.tag))
            byTag.set(p.tag, p);
    const sinkTags = [...byTag.values()].filter((p) => p.role === 'sink');
    const enabledSinkTags = sinkTags.filter((p) => p.enabled).map((p) => p.tag);
    const references = [];
    const reported = new Set();
    const used = new Set();
    /** Reports once per file, place and code, at the right position. */
    const report = (file, parsed, where, d) => {
        const id = `${file}\0${where.pointer}\0${d.code}`;
        if (reported.has(id))
            return;
        reported.add(id);
        collector.add(file, locate({ ...d, pointer: where.pointer }, parsed, where.key));
    };
    // What a sink tag is, judged once per tag: many processors sharing one config name the same
    // sinks, and judging each anew cost a walk over every plugin per processor (quadratic).
    const byWritten = new Map();
    for (const p of plugins) {
        if (!byWritten.has(p.section))
            byWritten.set(p.section, p);
        if (!byWritten.has(p.tag))
            byWritten.set(p.tag, p);
    }
    const sinkTagNames = sinkTags.map((t) => t.tag);
    const targets = new Map();
    const targetOf = (tag) => {
        let target = targets.get(tag);
        if (target !== undefined)
            return target;
        const sink = byTag.get(tag);
        const problem = sinkProblem(tag, sink, byWritten.get(tag) ?? byWritten.get(tag.toLowerCase()));
        target =
            problem === undefined
                ? { sink, defined: definedChannels(sink, configs), dropped: droppedChannels(sink, configs) }
                : { sink, problem, suggestion: closest(tag, enabledSinkTags) ?? closest(tag, sinkTagNames) };
        targets.set(tag, target);
        return target;
    };
    const judge = (processor, file, parsed, named) => {
        used.add(named.sink);
        const { sink, problem, suggestion, defined, dropped = [] } = targetOf(named.sink);
        const base = { processor: processor.tag, sink: named.sink, file, sinkPointer: named.sinkWhere.pointer };
        if (problem !== undefined) {
            report(file, parsed, named.sinkWhere, {
                severity: 'error',
                code: 'deploy/sink-not-loaded',
                // The agent's processor base (libnetifyd) looks a sink up when the first record goes there
                // and throws: the agent stops (runs sink-not-loaded, disabled-sink-referenced, upper-section-upper-key).
                message: `${problem}; the agent stops when the processor first sends to it ("sink target not found: ${named.sink}")` +
                    (suggestion ? `; did you mean "${suggestion}"?` : ''),
                ...(suggestion ? { suggestion } : {}),
            });
        }
        if (named.channels.length === 0)
            references.push(judged(base, problem));
        for (const channel of named.channels) {
            let reason = problem;
            const drop = dropped.find((d) => d.channel === channel.name);
            if (drop !== undefined) {
                reason = drop.why;
                report(file, parsed, channel.where, { severity: 'error', code: 'deploy/channel-missing', message: `${drop.why}; everything sent there is lost` });
            }
            else if (defined !== undefined && !defined.includes(channel.name)) {
                reason = `sink "${named.sink}" has no channel "${channel.name}"`;
                const suggestion = closest(channel.name, defined);
                const without = specOf(sink.kind)?.withoutConfig;
                const conf = sink.conf;
                const list = !without
                    ? undefined
                    : conf === undefined
                        ? `[${sink.section}] in ${place(sink.loaderName, sink.at)} has no conf_filename: ${without.effect}`
                        : conf.missing !== undefined
                            ? `the agent cannot find its config ${JSON.stringify(conf.written)}: ${without.effect}`
                            : conf.local !== undefined && unreadable(configs.get(conf.local))
                                ? `its config ${conf.written} cannot be read or parsed: ${without.effect}`
                                : undefined;
                // The graph says the state the sink is in: without a readable config it has no channel at all.
                if (list !== undefined)
                    reason = `sink "${named.sink}": ${list}`;
                // A channel the file meant disables loses nothing meant: the loader's finding says the config is lost.
                const meantOff = conf?.missing !== undefined && meant.get(named.sink)?.silent.has(channel.name) === true;
                const channels = list ? list : defined.length ? `its channels: ${defined.map((c) => `"${c}"`).join(', ')}` : 'it defines no channels';
                if (!meantOff)
                    report(file, parsed, channel.where, {
                        severity: 'error',
                        code: 'deploy/channel-missing',
                        message: `sink "${named.sink}" has no channel "${channel.name}" (${channels}); the agent drops what is sent there` +
                            (suggestion ? `; did you mean "${suggestion}"?` : ''),
                        ...(suggestion ? { suggestion } : {}),
                    });
            }
            references.push(judged({ ...base, channel: channel.name, channelPointer: channel.where.pointer }, reason));
        }
    };
    const feeds = contentTypes();
    // A processor whose config agentconf could not read may send to any sink: then no sink is called unused.
    let routingUnknown = false;
    for (const processor of plugins) {
        if (processor.role !== 'processor' || !processor.enabled)
            continue;
        const config = processor.conf?.local === undefined ? undefined : configs.get(processor.conf.local);
        if (config === undefined || !isPlainObject(config.value)) {
            routingUnknown = true;
            continue;
        }
        for (const named of namedSinks(config.value, sendsVia(processor.kind), sendsByType(processor.kind))) {
            judge(processor, config.file, config.parsed, named);
            if (byTag.get(named.sink)?.kind === 'sink-http')
                feeds.add(processor, config, named);
        }
    }
    for (const [where, message] of feeds.mixed())
        report(where.file, where.parsed, where, { severity: 'warning', code: 'field/behaviour', message });
    for (const sink of byTag.values()) {
        if (routingUnknown || sink.role !== 'sink' || !sink.enabled || used.has(sink.tag))
            continue;
        collector.add(sink.loader, at(sink.at, 'warning', 'deploy/sink-unused', `sink [${sink.tag}] is enabled but no enabled processor sends to it`));
    }
    return references;
}
function judged(reference, reason) {
    return reason === undefined ? { ...reference, ok: true } : { ...reference, ok: false, reason };
}
/**
 * Why a tag cannot receive, or undefined when it is a loaded, enabled sink. `written` is the first
 * plugin whose section is the tag as written, or whose tag is it lower-cased.
 */
function sinkProblem(tag, plugin, written) {
    if (plugin === undefined) {
        // The agent lower-cases section names: [sink-HTTP] loads as "sink-http", which this key is not.
        if (written !== undefined) {
            return `no sink is loaded with tag "${tag}" (keys must match tags exactly, and the agent lower-cases section names: [${written.section}] in ${place(written.loaderName, written.at)} loads as "${written.tag}")`;
        }
        return `no loader file defines sink "${tag}"`;
    }
    if (plugin.role !== 'sink')
        return `"${tag}" is a processor, not a sink`;
    if (!plugin.enabled) {
        return `sink "${tag}" is disabled in ${place(plugin.loaderName, plugin.enableAt ?? plugin.at)}`;
    }
    return undefined;
}
/**
 * The channel names a sink's config defines; undefined when its config is not known. A sink of a
 * kind known to have no channels without a config (sink-http) has none when it has no
 * `conf_filename`, or when its config in the folder cannot be read or parsed: sink-http 1.0.13
 * then starts with no channels and drops everything (run `sink-conf-missing`: "channel not
 * defined" for each post).
 */
function definedChannels(sink, configs) {
    const channelless = specOf(sink.kind)?.withoutConfig !== undefined;
    if ((sink.conf === undefined || sink.conf.missing !== undefined) && channelless)
        return [];
    const file = sink.conf?.local;
    const value = file === undefined ? undefined : configs.get(file)?.value;
    if (!isPlainObject(value))
        return channelless && file !== undefined && unreadable(configs.get(file)) ? [] : undefined;
    return isPlainObject(value.channels) ? Object.keys(value.channels) : [];
}
/** A config in the folder that could not be read, or not parsed (its value is then undefined). */
function unreadable(config) {
    return config === undefined || config.value === undefined;
}
/** The channels a sink's config defines that the sink never delivers on (its kind spec's `drops`). */
function droppedChannels(sink, configs) {
    const spec = specOf(sink.kind);
    const file = sink.conf?.local;
    if (spec?.role !== 'sink' || spec.drops === undefined || file === undefined)
        return [];
    return spec.drops(configs.get(file)?.value);
}
/**
 * sink-http 1.0.13 builds a channel's header list once per compression (gz or not), from the
 * first payload it posts there: a channel fed JSON and msgpack by two processor channels labels
 * every post with the first one's Content-Type (run `resolve-posts`: JSON and msgpack bodies on
 * one channel, all `application/msgpack`). Collects what each HTTP sink channel is fed and says
 * where formats are mixed.
 */
function contentTypes() {
    const groups = new Map();
    return {
        add(processor, config, named) {
            const value = config.value;
            const sinkChannels = isPlainObject(value.sinks) ? value.sinks[named.sink] : undefined;
            if (!isPlainObject(sinkChannels))
                return;
            for (const channel of named.channels) {
                const own = sinkChannels[channel.name];
                if (!isPlainObject(own))
                    continue;
                // proc-core 1.0.30 defaults to json / none; another processor's format is taken only as written.
                const fallback = processor.kind === 'proc-core' ? { format: 'json', compressor: 'none' } : {};
                const format = own.format ?? value.format ?? fallback.format;
                const compressor = own.compressor ?? value.compressor ?? fallback.compressor;
                if (typeof format !== 'string')
                    continue;
                const key = `${named.sink}\0${channel.name}\0${compressor === 'gz' ? 'gz' : ''}`;
                const list = groups.get(key) ?? [];
                list.push({ processor: processor.tag, format, file: config.file, parsed: config.parsed, pointer: channel.where.pointer, key: channel.where.key });
                groups.set(key, list);
            }
        },
        mixed() {
            const out = [];
            for (const [key, list] of groups) {
                const formats = [...new Set(list.map((f) => f.format))];
                if (formats.length < 2)
                    continue;
                const [sink, channel] = key.split('\0');
                const sent = list.map((f) => `${f.format} by [${f.processor}]`).join(', ');
                for (const feed of list)
                    out.push([
                        feed,
                        `sink-http 1.0.13 labels every post of channel "${channel}" of sink "${sink}" with the Content-Type of the first payload it posts there, and it is sent ${sent}: some posts carry the wrong Content-Type; give each format its own channel`,
                    ]);
            }
            return out;
        },
    };
}
