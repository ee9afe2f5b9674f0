/**
 * Where working field configs go beyond the published interface. The schemas accept these (the
 * agent does); each is reported as a warning naming the divergence, so a user knows the config
 * relies on behaviour the interface does not promise. The README keeps the table with evidence.
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import { childPointer } from '../../core/pointer.js';
import { hasMember, isPlainObject } from '../../core/value.js';
import { eachSinkChannel } from './sink-channels.js';

/** A divergence; `info` when the config follows the interface but deployed agents differ. */
type Finding = { pointer: string; message: string; severity?: 'warning' | 'info' };
type Rule = (config: Record<string, unknown>) => Finding[];

/** The spec's URL character set, without a port. */
const specUrl = /^https?:\/\/[A-Za-z0-9._/${}-]+$/;
/** The host part the schema also accepts beyond the spec: an IPv6 literal in brackets, a port. */
const urlHost = /^https?:\/\/(\[[^\]/]*\]|[^/:]*)(?::(\d+))?(?:\/|$)/;
const perMacLimitsWithoutObjectForm = ['max_mdns_services', 'max_http_user_agents', 'max_ssdp_user_agents'];

const rules: Readonly<Record<string, Rule>> = {
  'proc-aggregator': (config) => {
    if (!hasMember(config, 'nested_mode')) return [];
    const found: Finding[] = [
      { pointer: '/nested_mode', message: '"nested_mode" is how deployed agents spell this member; the published interface calls it "nested"' },
    ];
    if (hasMember(config, 'nested') && config.nested !== config.nested_mode) {
      found.push({ pointer: '/nested', message: '"nested" and "nested_mode" disagree; which one the agent follows is not specified' });
    }
    return found;
  },
  'proc-core': (config) => {
    const found: Finding[] = [];
    eachSinkChannel(config, (channel, sink, name) => {
      const types = channel.types;
      if (!Array.isArray(types)) return;
      for (let i = 0; i < types.length; i++) {
        const type: unknown = types[i];
        if (type === 'legacy-http' || type === 'legacy-socket') {
          found.push({
            pointer: childPointer('/sinks', sink, name, 'types', i),
            message: `channel type ${JSON.stringify(type)} is accepted by the agent but not part of the published interface (stream-flows, stream-stats)`,
          });
        }
      }
    });
    return found;
  },
  'proc-dev-discovery': (config) => {
    const found: Finding[] = [];
    for (let i = 0; i < perMacLimitsWithoutObjectForm.length; i++) {
      const name = perMacLimitsWithoutObjectForm[i]!;
      if (isPlainObject(config[name])) {
        found.push({
          pointer: childPointer('', name),
          message: `the object form of ${JSON.stringify(name)} is accepted by the agent, but the published interface gives it only for "max_ja4_clients"`,
        });
      }
    }
    if (hasMember(config, 'netify_api')) {
      found.push({
        pointer: '/netify_api',
        message: '"netify_api" is the brand-named key deployed agents read for cloud discovery; the published interface does not name it',
      });
    }
    if (hasMember(config, 'cloud_api')) {
      found.push({
        pointer: '/cloud_api',
        severity: 'info',
        message: '"cloud_api" is the published interface\'s neutral name for the cloud discovery key; deployed agents read the brand-named "netify_api" instead',
      });
    }
    return found;
  },
  'sink-http': (config) => {
    const found: Finding[] = [];
    const channels = config.channels;
    if (!isPlainObject(channels)) return found;
    const names = Object.keys(channels);
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      const channel = channels[name];
      if (!isPlainObject(channel) || typeof channel.url !== 'string' || specUrl.test(channel.url)) continue;
      const host = urlHost.exec(channel.url);
      // Only what the schema accepts is a divergence; the rest is already a schema error.
      if (host === null || (host[2] !== undefined && Number(host[2]) > 65535)) continue;
      const parts = [host[1]!.startsWith('[') ? 'an IPv6 address in brackets' : '', host[2] !== undefined ? 'a ":port"' : ''].filter(Boolean);
      if (parts.length === 0) continue;
      found.push({
        pointer: childPointer('/channels', name, 'url'),
        message: `${parts.join(' and ')} in the URL works with deployed agents, but the published interface allows only letters, digits and . - _ / $ { } after the scheme`,
      });
    }
    return found;
  },
};

/** A warning (or, where the config follows the interface, a note) for every divergence in a config of `kind`. */
export function divergences(kind: string, config: unknown): Diagnostic[] {
  const rule = rules[kind];
  if (!rule || !isPlainObject(config)) return [];
  const found = rule(config);
  return found.length === 0 ? [] : found.map(({ pointer, message, severity = 'warning' }) => ({ severity, code: 'spec/divergence', message, pointer }));
}
