/**
 * A sink channel that loses every post (its reading table says `loses`: a URL libcurl refuses, a
 * scheme that is not HTTP) loses nothing while no enabled processor routes to it: the agent runs
 * as configured (found case ok-error-sink-channel-url-d6062e, agent 5.0.7: a channel URL with a
 * leading space that nothing routes to, the other channels deliver). At deployment level such a
 * finding is a warning that says what happens once something is routed there; on a routed
 * channel it stays an error (run model-url-space: every post fails, curl code 3).
 */
import type { Diagnostic } from '../core/diagnostic.js';
import { bounded } from '../core/message.js';
import { isPlainObject } from '../core/value.js';
import { readingTables } from '../plugins/reading/index.js';
import { verdicts } from '../plugins/reading/interpret.js';
import type { KindId } from '../plugins/kinds.js';
import type { ConfigFile, PluginInstance } from './model.js';
import { namedSinks, sendsByType, sendsVia } from './named-sinks.js';

/** A finding on one channel of a sink config that loses what is routed there. */
export interface ChannelLoss {
  channel: string;
  finding: Diagnostic;
}

const unescape = (token: string) => token.replaceAll('~1', '/').replaceAll('~0', '~');

/**
 * Splits a sink config's findings: the errors at or under a place where its plugin loses every
 * post of one channel (by the kind's reading table), and the rest.
 */
export function channelLosses(kind: KindId | undefined, value: unknown, diagnostics: readonly Diagnostic[]): { rest: Diagnostic[]; losses: ChannelLoss[] } {
  const table = kind === undefined ? undefined : readingTables[kind];
  if (table === undefined || !isPlainObject(value)) return { rest: [...diagnostics], losses: [] };
  const depth = table.channels.path.length;
  const losing: { pointer: string; channel: string }[] = [];
  for (const v of verdicts(table, value, undefined).found) {
    if (v.effect.does !== 'loses') continue;
    const tokens = v.pointer.split('/').slice(1);
    if (tokens.length < depth || !table.channels.path.every((p, i) => p === '*' || p === unescape(tokens[i]!))) continue;
    losing.push({ pointer: v.pointer, channel: unescape(tokens[depth - 1]!) });
  }
  const rest: Diagnostic[] = [];
  const losses: ChannelLoss[] = [];
  for (const d of diagnostics) {
    const at = d.severity === 'error' ? losing.find((l) => d.pointer === l.pointer || d.pointer.startsWith(`${l.pointer}/`)) : undefined;
    if (at === undefined) rest.push(d);
    else losses.push({ channel: at.channel, finding: d });
  }
  return { rest, losses };
}

/**
 * The channels the enabled processors route to, by sink tag; undefined when some enabled
 * processor's config could not be read (it may route anywhere).
 */
export function routedChannels(plugins: readonly PluginInstance[], configs: ReadonlyMap<string, ConfigFile>): Map<string, Set<string>> | undefined {
  const out = new Map<string, Set<string>>();
  for (const p of plugins) {
    if (p.role !== 'processor' || !p.enabled) continue;
    const value = p.conf?.local === undefined ? undefined : configs.get(p.conf.local)?.value;
    if (!isPlainObject(value)) return undefined;
    for (const named of namedSinks(value, sendsVia(p.kind), sendsByType(p.kind))) {
      const set = out.get(named.sink) ?? new Set<string>();
      for (const c of named.channels) set.add(c.name);
      out.set(named.sink, set);
    }
  }
  return out;
}

/** A loss on a channel no enabled processor routes to: a warning of what happens once one does. */
export function nothingRoutedToChannel(loss: ChannelLoss, tags: readonly string[]): Diagnostic {
  const sinks = tags.map((t) => `[${t}]`).join(', ');
  return bounded({
    ...loss.finding,
    severity: 'warning',
    message: `no enabled processor sends to channel "${loss.channel}" of ${sinks} now, so nothing is lost yet (once one does, everything sent there is lost): ${loss.finding.message}`,
  });
}
