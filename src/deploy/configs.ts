/**
 * Each plugin's JSON config: found on the deployment folder, parsed, and (for a kind agentconf
 * has a schema for) validated and resolved with the deployment's variables. A file loaded by
 * several plugins is read and checked once, as the kind of the first plugin that loads it.
 */
import type { Diagnostic } from '../core/diagnostic.js';
import { checkSource } from '../plugins/check.js';
import { bounded } from '../core/message.js';
import { locateDiagnostic } from '../core/locate.js';
import type { ParsedDocument } from '../core/parse/document.js';
import { closest } from '../core/suggest.js';
import type { FastCheck } from '../plugins/fast.js';
import { at, type Collector } from './collector.js';
import type { ConfigFile, PluginInstance } from './model.js';
import { specOf } from '../plugins/kinds/index.js';
import type { DeploymentSource } from './source.js';
import { namedSinks, sendsByType, sendsVia } from './named-sinks.js';
import { channelLosses, nothingRoutedToChannel, routedChannels, type ChannelLoss } from './unrouted-channels.js';
import type { MeantConfig } from './meant-configs.js';
import { isRefusal } from './agent-json.js';

/** What the config step needs to know. */
export interface ConfigContext {
  variables: Readonly<Record<string, string>>;
  collector: Collector;
  /** The deployment folder's real path (symbolic links resolved): nothing outside it is read. */
  realRoot: string;
  /** The deployment folder as the check names it (the value of `${path_state_persistent}`). */
  root: string;
  /** Where the files come from. */
  source: DeploymentSource;
  /** The command's fast check of clean configs (`plugins/fast.ts`): the same findings, sooner. */
  fastCheck?: FastCheck | undefined;
  /** A loader file checked alone: its plugins' configs are not there to read. */
  loadersOnly?: boolean;
  /** The configs sinks were meant to load but the agent cannot find, by tag (`meant-configs.ts`). */
  meant?: ReadonlyMap<string, MeantConfig>;
}

/** A file of the deployment named from its folder: a message must not depend on where the folder is. */
function inFolder(file: string, ctx: ConfigContext): string {
  const relative = ctx.source.relative(ctx.root, file);
  return relative === '' || relative.startsWith('..') ? file : relative;
}

/** Reads and checks every config the plugins load; returns them by file name. */
export async function readConfigs(plugins: readonly PluginInstance[], ctx: ConfigContext): Promise<Map<string, ConfigFile>> {
  const files = new Map<string, { kind: PluginInstance['kind']; readers: PluginInstance[] }>();
  // A sink that runs without its config loses what is routed to it: said once the processors' configs tell whether anything is.
  const losses: { plugin: PluginInstance; finding: Diagnostic }[] = [];
  const report = (plugin: PluginInstance, finding: Diagnostic) => {
    if (finding.severity === 'error' && plugin.enabled && plugin.role === 'sink' && specOf(plugin.kind)?.withoutConfig?.fatal === false)
      losses.push({ plugin, finding });
    else ctx.collector.add(plugin.loader, finding);
  };
  for (const plugin of plugins) {
    const conf = plugin.conf;
    if (conf === undefined) {
      const without = specOf(plugin.kind)?.withoutConfig;
      if (plugin.enabled && without?.fatal) {
        ctx.collector.add(plugin.loader, at(plugin.at, 'error', 'deploy/missing-config', `[${plugin.section}] has no conf_filename: ${without.effect}`));
      }
      continue;
    }
    if (conf.missing !== undefined) {
      report(plugin, notFoundFinding(plugin, conf.missing));
      continue;
    }
    if (conf.local === undefined) {
      if (!conf.expanded.includes('${')) {
        const where = conf.expanded.startsWith('/')
          ? `is outside the deployment folder (${ctx.variables.path_state_persistent})`
          : 'is a relative path (the agent resolves it against its working folder, unknown here)';
        ctx.collector.add(
          plugin.loader,
          at(conf.at, plugin.enabled ? 'warning' : 'info', 'deploy/config-unchecked', `conf_filename ${conf.expanded} ${where}; agentconf cannot check it`),
        );
      }
      continue;
    }
    const entry = files.get(conf.local);
    if (entry) entry.readers.push(plugin);
    else files.set(conf.local, { kind: plugin.kind, readers: [plugin] });
  }
  const configs = new Map<string, ConfigFile>();
  reportUnknownKinds(plugins, ctx.collector);
  if (ctx.loadersOnly) {
    // A loader file alone: whether anything is routed to the sink cannot be told.
    for (const { plugin, finding } of losses) ctx.collector.add(plugin.loader, finding);
    return configs;
  }
  const read = await Promise.all([...files].map(async ([file, entry]) => ({ file, entry, read: await ctx.source.read(file, ctx.realRoot) })));
  const channelLossesOf: { file: string; tags: string[]; losses: ChannelLoss[] }[] = [];
  const refusals: { file: string; tags: string[]; findings: Diagnostic[] }[] = [];
  for (const { file, entry, read: got } of read) {
    if (!('text' in got)) {
      const meant = await nearbyFile(file, ctx);
      const hint = meant === undefined ? '' : `; did you mean ${JSON.stringify(meant)}?`;
      for (const plugin of entry.readers) {
        // The agent never opens the config of a disabled plugin.
        const off = plugin.enabled ? '' : '; the plugin is disabled, so the agent does not read it';
        report(
          plugin,
          at(
            plugin.conf!.at,
            plugin.enabled ? 'error' : 'info',
            'deploy/missing-config',
            `cannot read conf_filename ${plugin.conf!.written} (${JSON.stringify(inFolder(file, ctx))} in the deployment folder): ${got.error}${off}${hint}`,
            meant,
          ),
        );
      }
      continue;
    }
    const text = got.text;
    ctx.collector.sources.set(file, text);
    ctx.collector.touch(file, entry.kind);
    // The single-file pipeline, as `agentconf lint` runs it; the kind comes from the loader.
    const { result, parsed } = await checkSource({
      file,
      text,
      format: 'json',
      ...(entry.kind !== undefined ? { kind: entry.kind } : {}),
      detect: false,
      variables: ctx.variables,
      ...(ctx.fastCheck ? { fastCheck: ctx.fastCheck } : {}),
    });
    // What the agent's JSON parser (nlohmann::json) refuses whole, though agentconf reads a value from
    // it: a number beyond a double (run json-number-overflow-sink: out_of_range.406), an escaped
    // half of a surrogate pair (runs json-lone-surrogate-*: parse_error.101). The plugin then has no
    // config: sink-http has no channels, proc-core stops the agent.
    const refused = parsed.diagnostics.some(isRefusal);
    const config: ConfigFile = { file, parsed, value: refused ? undefined : parsed.value };
    if (entry.kind !== undefined) config.kind = entry.kind;
    // Only disabled plugins name it: the agent never opens it, so nothing in it stops the agent
    // today (found case ok-error-proc-format+loader-proc-enable: "format": "xml", the agent ran).
    const unread = entry.readers.every((p) => !p.enabled);
    const sinks = entry.readers.filter((p) => p.enabled && p.role === 'sink');
    // What loses every post of one channel is told apart: it loses nothing while nothing is routed there.
    const split = unread || sinks.length === 0 ? undefined : channelLosses(entry.kind, config.value, result.diagnostics);
    if (split?.losses.length) channelLossesOf.push({ file, tags: sinks.map((p) => p.tag), losses: split.losses });
    const found = unread ? result.diagnostics.map(notReadYet) : (split?.rest ?? result.diagnostics);
    // A refused config of sinks that run without one (sink-http) loses what is routed to them: judged with the routes.
    const lossOnly = refused && !unread && entry.readers.every((p) => !p.enabled || (p.role === 'sink' && specOf(p.kind)?.withoutConfig?.fatal === false));
    if (lossOnly) refusals.push({ file, tags: sinks.map((p) => p.tag), findings: found.filter(isRefusal) });
    ctx.collector.addAll(file, lossOnly ? found.filter((d) => !isRefusal(d)) : found);
    configs.set(file, config);
  }
  if (channelLossesOf.length > 0) {
    const routed = routedChannels(plugins, configs);
    for (const { file, tags, losses } of channelLossesOf) {
      for (const loss of losses) {
        const used = routed === undefined || tags.some((t) => routed.get(t)?.has(loss.channel));
        ctx.collector.add(file, used ? loss.finding : nothingRoutedToChannel(loss, tags));
      }
    }
  }
  if (refusals.length > 0) {
    // Found case ok-error-sink-text+proc-sinks-7eefed: a lone surrogate in a sink-http config nothing is routed to; the agent ran as configured.
    const routed = routedTags(plugins, configs);
    for (const { file, tags, findings } of refusals) {
      const lost = tags.some((t) => routed.has(t));
      for (const d of findings) ctx.collector.add(file, lost ? d : nothingRoutedYetTo(d, tags));
    }
  }
  if (losses.length > 0) {
    const routed = routedTags(plugins, configs);
    const channels = routedChannels(plugins, configs);
    for (const { plugin, finding } of losses) {
      const meant = ctx.meant?.get(plugin.tag);
      const to = [...(channels?.get(plugin.tag) ?? [])];
      const silent = meant !== undefined && to.length > 0 && to.every((c) => meant.silent.has(c));
      const judged = !routed.has(plugin.tag) ? nothingRoutedYet(finding, plugin) : silent ? silentAnyway(finding, to, inFolder(meant.file, ctx)) : finding;
      ctx.collector.add(plugin.loader, judged);
    }
  }
  return configs;
}

/**
 * The sink tags the enabled processors' configs send to: a sink they name with a channel that
 * carries records (`named-sinks.ts`; a proc-core `"sink-http": {}` names no channel, found case
 * ok-error-loader-sink-conf+loader-proc-enable-445062).
 */
function routedTags(plugins: readonly PluginInstance[], configs: ReadonlyMap<string, ConfigFile>): Set<string> {
  const tags = new Set<string>();
  for (const p of plugins) {
    if (p.role !== 'processor' || !p.enabled || p.conf?.local === undefined) continue;
    const value = configs.get(p.conf.local)?.value;
    const byType = sendsByType(p.kind);
    for (const named of namedSinks(value, sendsVia(p.kind), byType)) if (named.channels.length > 0 || !byType) tags.add(named.sink);
  }
  return tags;
}

/** A sink's lost config where no enabled processor sends to it: nothing is lost yet, a warning. */
function nothingRoutedYet(d: Diagnostic, plugin: PluginInstance): Diagnostic {
  return nothingRoutedYetTo(d, [plugin.tag]);
}

function nothingRoutedYetTo(d: Diagnostic, tags: readonly string[]): Diagnostic {
  const to = tags.map((t) => `[${t}]`).join(', ');
  return bounded({ ...d, severity: 'warning', message: `no enabled processor sends to ${to} now, so nothing is lost yet: ${d.message}` });
}

/** A sink's lost config where the file meant posts nothing on the channels routed there: nothing meant is lost, a warning. */
function silentAnyway(d: Diagnostic, channels: readonly string[], meant: string): Diagnostic {
  const names = channels.map((c) => JSON.stringify(c)).join(', ');
  return bounded({
    ...d,
    severity: 'warning',
    message: `${d.message}, but the file it was meant to name (${JSON.stringify(meant)}) disables the channels routed there (${names}), so none of it would have been sent`,
  });
}

/**
 * The finding for a config the agent cannot find (`PluginInstance.conf.missing`): what the plugin
 * then does decides the severity (runs loader-path-*: sink-http 1.0.13 starts with no channels and
 * drops every record routed to it; proc-core 1.0.30 stops the agent).
 */
function notFoundFinding(plugin: PluginInstance, missing: { why: string; versionDependent?: boolean }): Diagnostic {
  const conf = plugin.conf!;
  if (!plugin.enabled) return at(conf.at, 'info', 'deploy/missing-config', `${missing.why}; the plugin is disabled, so the agent does not read it`);
  const without = specOf(plugin.kind)?.withoutConfig;
  const effect =
    without === undefined
      ? 'the plugin starts without its config (agentconf does not know what this plugin then does)'
      : without.fatal
        ? `${plugin.kind} cannot load its config and the agent stops ("conf_filename: No such file or directory")`
        : `${without.effect}: everything routed to [${plugin.tag}] is lost`;
  const severity = without === undefined ? 'warning' : 'error';
  return at(
    conf.at,
    severity,
    missing.versionDependent ? 'deploy/version-dependent' : 'deploy/missing-config',
    `the agent cannot find this config: ${missing.why}; ${effect}`,
  );
}

/** Adds the source position of a diagnostic's pointer: members named by key at their name. */
export function locate(d: Diagnostic, parsed: ParsedDocument | undefined, key?: boolean): Diagnostic {
  return parsed === undefined ? d : locateDiagnostic(d, parsed, key);
}

/** The JSON file beside a missing one whose name is closest to it, if any is close (in the folder only). */
async function nearbyFile(file: string, ctx: ConfigContext): Promise<string | undefined> {
  const { folder, name } = ctx.source.split(file);
  const inside = await ctx.source.realpath(folder).then(
    (dir) => ctx.source.isWithin(dir, ctx.realRoot),
    () => false,
  );
  if (!inside) return undefined;
  const names = await ctx.source.list(folder).then(
    (entries) => entries.map((e) => e.name),
    () => [] as string[],
  );
  return closest(
    name,
    names.filter((n) => n.endsWith('.json')),
  );
}

/** One warning per kind name agentconf has no schema for, at the first plugin with a config. */
function reportUnknownKinds(plugins: readonly PluginInstance[], collector: Collector): void {
  const warned = new Set<string>();
  for (const plugin of plugins) {
    const name = plugin.otherKind;
    if (name === undefined || plugin.conf === undefined || warned.has(name)) continue;
    warned.add(name);
    const what = /^(proc|sink)-/.test(name) ? `has no schema for ${name}` : `cannot tell which plugin ${name} is`;
    collector.add(
      plugin.loader,
      at(
        plugin.library!.at,
        'warning',
        'deploy/unknown-kind',
        `agentconf ${what}, so its config is not schema-checked (only its syntax and the channels other plugins name)`,
      ),
    );
  }
}

/** An error in a config only disabled plugins name, as a warning of what it does once the plugin is enabled. */
function notReadYet(d: Diagnostic): Diagnostic {
  if (d.severity !== 'error') return d;
  return bounded({
    ...d,
    severity: 'warning',
    message: `the plugin is disabled, so the agent does not read this config; once it is enabled, this is an error: ${d.message}`,
  });
}
