/**
 * Who sends to whom. An enabled processor names sinks by tag (`sinks` keys; the intelligence
 * processor's `sink_targets.<name>.sink`) and channels by name; the agent delivers only to
 * loaded, enabled sinks and only on channels the sink's config defines. Disabled processors send
 * nothing, so their references are not checked.
 */
import type { Diagnostic } from '../diagnostic.js';
import { childPointer } from '../pointer.js';
import { closest } from '../suggest.js';
import { isPlainObject } from '../value.js';
import { at, type Collector } from './collector.js';
import { locate } from './configs.js';
import { place } from './loaders.js';
import type { ConfigFile, PluginInstance, SinkReference } from './model.js';

/** A reference as found in a config, before it is judged. */
interface Named {
  sink: string;
  sinkPointer: string;
  /** Whether the sink is named by a member's key (`sinks`) or by a string value (`sink_targets`). */
  sinkIsKey: boolean;
  channels: { name: string; pointer: string }[];
}

/** The references of every enabled processor, judged; reports broken ones and unused sinks. */
export function checkReferences(
  plugins: readonly PluginInstance[],
  configs: ReadonlyMap<string, ConfigFile>,
  collector: Collector,
): SinkReference[] {
  const byTag = new Map<string, PluginInstance>();
  for (const p of plugins) if (!byTag.has(p.tag)) byTag.set(p.tag, p);
  const sinkTags = [...byTag.values()].filter((p) => p.role === 'sink');
  const enabledSinkTags = sinkTags.filter((p) => p.enabled).map((p) => p.tag);
  const references: SinkReference[] = [];
  const reported = new Set<string>();
  const used = new Set<string>();
  const report = (config: ConfigFile, d: Diagnostic, key: boolean) => {
    const id = `${config.file}\0${d.pointer}\0${d.code}`;
    if (reported.has(id)) return;
    reported.add(id);
    collector.add(config.file, locate(d, config.parsed, key));
  };
  for (const processor of plugins) {
    if (processor.role !== 'processor' || !processor.enabled || processor.conf?.local === undefined) continue;
    const config = configs.get(processor.conf.local);
    if (config === undefined) continue;
    for (const named of namedSinks(config.value, processor.kind === 'proc-intel')) {
      used.add(named.sink);
      const sink = byTag.get(named.sink);
      const problem = sinkProblem(named.sink, sink);
      const base = { processor: processor.tag, sink: named.sink, file: config.file, sinkPointer: named.sinkPointer };
      if (problem !== undefined) {
        const suggestion = closest(named.sink, enabledSinkTags) ?? closest(named.sink, sinkTags.map((s) => s.tag));
        report(
          config,
          {
            severity: 'error',
            code: 'deploy/sink-not-loaded',
            message: `${problem}; the agent cannot deliver to it` + (suggestion ? `; did you mean "${suggestion}"?` : ''),
            pointer: named.sinkPointer,
            ...(suggestion ? { suggestion } : {}),
          },
          named.sinkIsKey,
        );
      }
      if (named.channels.length === 0) references.push(judged(base, problem));
      const defined = problem === undefined ? definedChannels(sink!, configs) : undefined;
      for (const channel of named.channels) {
        let reason = problem;
        if (defined !== undefined && !defined.includes(channel.name)) {
          reason = `sink "${named.sink}" has no channel "${channel.name}"`;
          const suggestion = closest(channel.name, defined);
          const list = defined.length ? `its channels: ${defined.map((c) => `"${c}"`).join(', ')}` : 'it defines no channels';
          report(
            config,
            {
              severity: 'error',
              code: 'deploy/channel-missing',
              message: `${reason} (${list}); the agent drops what is sent there` + (suggestion ? `; did you mean "${suggestion}"?` : ''),
              pointer: channel.pointer,
              ...(suggestion ? { suggestion } : {}),
            },
            true,
          );
        }
        references.push(judged({ ...base, channel: channel.name, channelPointer: channel.pointer }, reason));
      }
    }
  }
  for (const sink of plugins) {
    if (sink.role !== 'sink' || !sink.enabled || used.has(sink.tag)) continue;
    collector.add(sink.loader, at(sink.at, 'warning', 'deploy/sink-unused', `sink [${sink.tag}] is enabled but no enabled processor sends to it`));
  }
  return references;
}

function judged(reference: Omit<SinkReference, 'ok'>, reason: string | undefined): SinkReference {
  return reason === undefined ? { ...reference, ok: true } : { ...reference, ok: false, reason };
}

/** Why a tag cannot receive, or undefined when it is a loaded, enabled sink. */
function sinkProblem(tag: string, plugin: PluginInstance | undefined): string | undefined {
  if (plugin === undefined) return `no loader file defines sink "${tag}"`;
  if (plugin.role !== 'sink') return `"${tag}" is a processor, not a sink`;
  if (!plugin.enabled) {
    return `sink "${tag}" is disabled in ${place(plugin.loaderName, plugin.enableAt ?? plugin.at)}`;
  }
  return undefined;
}

/** The channel names a sink's config defines; undefined when its config is not known. */
function definedChannels(sink: PluginInstance, configs: ReadonlyMap<string, ConfigFile>): string[] | undefined {
  const file = sink.conf?.local;
  const value = file === undefined ? undefined : configs.get(file)?.value;
  if (!isPlainObject(value)) return undefined;
  return isPlainObject(value.channels) ? Object.keys(value.channels) : [];
}

/** The sinks and channels a processor's config names. */
function namedSinks(value: unknown, intel: boolean): Named[] {
  if (!isPlainObject(value)) return [];
  const out: Named[] = [];
  if (intel) {
    const targets = value.sink_targets;
    if (!isPlainObject(targets)) return out;
    for (const name of Object.keys(targets)) {
      const target = targets[name];
      if (!isPlainObject(target) || typeof target.sink !== 'string') continue;
      const pointer = childPointer('/sink_targets', name);
      out.push({ sink: target.sink, sinkPointer: childPointer(pointer, 'sink'), sinkIsKey: false, channels: channelsOf(target.channels, childPointer(pointer, 'channels')) });
    }
    return out;
  }
  const sinks = value.sinks;
  if (!isPlainObject(sinks)) return out;
  for (const sink of Object.keys(sinks)) {
    const pointer = childPointer('/sinks', sink);
    out.push({ sink, sinkPointer: pointer, sinkIsKey: true, channels: channelsOf(sinks[sink], pointer) });
  }
  return out;
}

function channelsOf(channels: unknown, pointer: string): Named['channels'] {
  return isPlainObject(channels) ? Object.keys(channels).map((name) => ({ name, pointer: childPointer(pointer, name) })) : [];
}
