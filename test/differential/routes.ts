/**
 * What a deployment routes as its configs are written, read roughly as the agent reads them (enough
 * for the fixtures): each enabled proc-core channel to the URL path of the sink channel it names
 * (the channel's name where the sink defines no URL). The rule in ./rule.ts holds lint to what the
 * agent did with these routes.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Loader sections, roughly as the agent reads them (enough for the fixtures: `[tag]` then `key = value`). */
export function sections(root: string): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  const dir = join(root, 'plugins.d');
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).filter((n) => /^\d.*\.conf$/.test(n))) {
    let current: Record<string, string> | undefined;
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      const head = /^\s*\[([^\]]+)\]/.exec(line);
      if (head) out.set(head[1]!.toLowerCase(), (current = {}));
      const pair = /^\s*([\w-]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (pair && current) current[pair[1]!.toLowerCase()] = pair[2]!;
    }
  }
  return out;
}

const readJson = (path: string): any => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * The URL paths the enabled processor channels send to, as the configs are written; with
 * `filtered`, only those of stream-flows channels whose processor has flow filters (what arrives
 * there depends on the traffic: the rule's `filtered`).
 */
export function routes(root: string, only?: 'filtered'): string[] {
  const loaders = sections(root);
  const confOf = (tag: string) => loaders.get(tag)?.conf_filename?.replace('${path_state_persistent}', root);
  const out = new Set<string>();
  for (const [tag, section] of loaders) {
    if (/^(no|false|off|0)$/i.test(section.enable ?? '') || !/proc-core/.test(section.plugin_library ?? '')) continue;
    const conf = confOf(tag);
    const proc = conf === undefined ? undefined : readJson(conf);
    if (typeof proc?.sinks !== 'object' || proc.sinks === null) continue;
    const filters = Array.isArray(proc.flow_filters) && proc.flow_filters.length > 0;
    const flowsIn = (types: unknown) => Array.isArray(types) && types.includes('stream-flows');
    for (const [sink, channels] of Object.entries(proc.sinks as Record<string, Record<string, { enable?: unknown; types?: unknown }>>)) {
      const sinkConf = confOf(sink.toLowerCase());
      const defined = sinkConf === undefined ? undefined : readJson(sinkConf)?.channels;
      for (const [name, channel] of Object.entries(channels ?? {})) {
        if (channel?.enable === false) continue;
        // A channel that lists no types (absent or [], none at the top level) asks for nothing.
        const none = (types: unknown) => types === undefined || (Array.isArray(types) && types.length === 0);
        if (!(channel !== null && typeof channel === 'object') || (none(channel.types) && none(proc.types))) continue;
        if (only === 'filtered' && !(filters && (flowsIn(channel?.types) || flowsIn(proc.types)))) continue;
        const url = defined?.[name]?.url;
        out.add(typeof url === 'string' && url.includes('://') ? new URL(url.replace(/\$\{[^}]*\}/g, 'x')).pathname : name);
      }
    }
  }
  return [...out].sort();
}
