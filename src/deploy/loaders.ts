/**
 * Loader files (`plugins.d/*.conf`) -> plugin instances, with the findings the agent's loader
 * would act on: files and sections it skips, settings it cannot read, tags it refuses.
 */
import { readdir, realpath } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Diagnostic } from '../diagnostic.js';
import { ioMessage } from '../io-message.js';
import { isWithin, readText } from '../read-text.js';
import type { SourcePosition } from '../parse/document.js';
import { substituteString } from '../resolve/variables.js';
import { closest } from '../suggest.js';
import { at, type Collector } from './collector.js';
import { parseIni, type IniEntry, type IniSection } from './ini.js';
import { baseName, libraryKind } from './library-kind.js';
import type { LoaderSetting, PluginInstance, PluginRole } from './model.js';
import { localPath, type DeviceMapping } from './paths.js';

/** What the loader step needs to know. */
export interface LoaderContext {
  root: string;
  mapping: DeviceMapping;
  pluginsDir: string;
  variables: Readonly<Record<string, string>>;
  collector: Collector;
  /** The root's real path (symbolic links resolved): nothing outside it is read. */
  realRoot: string;
}

/** Names the agent reads: a leading digit and a `.conf` ending. */
const LOADER_NAME = /^[0-9].*\.conf$/;
const KEYS = ['enable', 'plugin_library', 'conf_filename'];
/** Processor sections may also name sinks directly: `sink_targets = sink-log:stats, ...`. */
const PROCESSOR_KEYS = [...KEYS, 'sink_targets'];
const TRUE_WORDS = ['yes', 'true', 'on', '1'];
const FALSE_WORDS = ['no', 'false', 'off', '0'];

/** Reads every loader file of the deployment, in the agent's (sorted) order. */
export async function readLoaders(ctx: LoaderContext): Promise<PluginInstance[]> {
  let entries;
  try {
    // plugins.d may be a link: never list a folder outside the deployment.
    if (!isWithin(await realpath(ctx.pluginsDir), ctx.realRoot)) throw new Error('it leads outside the folder being checked (a symbolic link); agentconf does not read it');
    entries = await readdir(ctx.pluginsDir, { withFileTypes: true });
  } catch (error) {
    ctx.collector.add(ctx.pluginsDir, {
      severity: 'error',
      code: 'io/read',
      message: `cannot read the loader folder: ${ioMessage(error)}`,
      pointer: '',
    });
    return [];
  }
  const names = entries.filter((e) => !e.isDirectory()).map((e) => e.name).sort();
  // Read in parallel, process in the agent's order.
  const texts = await Promise.all(
    names.map((name) => (LOADER_NAME.test(name) ? readText(join(ctx.pluginsDir, name), { within: ctx.realRoot, withinIsReal: true }) : undefined)),
  );
  const plugins: PluginInstance[] = [];
  names.forEach((name, i) => {
    const file = join(ctx.pluginsDir, name);
    const text = texts[i];
    if (!LOADER_NAME.test(name)) {
      ctx.collector.add(file, {
        severity: 'warning',
        code: 'deploy/ignored-file',
        message: `the agent ignores ${JSON.stringify(name)}: it reads only loader files whose name starts with a digit and ends in ".conf"`,
        pointer: '',
      });
      return;
    }
    if (text === undefined || !('text' in text)) {
      ctx.collector.add(file, { severity: 'error', code: 'io/read', message: `cannot read: ${text?.error}`, pointer: '' });
      return;
    }
    ctx.collector.sources.set(file, text.text);
    for (const plugin of readLoader(file, text.text, ctx)) plugins.push(plugin);
  });
  reportDuplicateTags(plugins, ctx.collector);
  return plugins;
}

function readLoader(file: string, text: string, ctx: LoaderContext): PluginInstance[] {
  const ini = parseIni(text);
  const out: Diagnostic[] = [...ini.diagnostics];
  if (ini.preamble.length > 0) {
    out.push(at(ini.preamble[0]!.keyAt, 'warning', 'deploy/ignored-section', 'settings before the first [section] belong to no plugin; the agent ignores them'));
  }
  const plugins: PluginInstance[] = [];
  for (const section of ini.sections) {
    const role: PluginRole | undefined = section.name.startsWith('proc-') ? 'processor' : section.name.startsWith('sink-') ? 'sink' : undefined;
    if (role === undefined) {
      out.push(
        at(section.at, 'warning', 'deploy/ignored-section', `the agent ignores section [${section.name}]: plugin sections are named proc-<tag> (processors) or sink-<tag> (sinks)`),
      );
      continue;
    }
    plugins.push(readSection(section, role, file, ctx, out));
  }
  ctx.collector.addAll(file, out);
  return plugins;
}

function readSection(section: IniSection, role: PluginRole, file: string, ctx: LoaderContext, out: Diagnostic[]): PluginInstance {
  const plugin: PluginInstance = {
    tag: section.name,
    role,
    enabled: true,
    loader: file,
    loaderName: relative(ctx.root, file) || file,
    at: section.at,
  };
  const keys = role === 'processor' ? PROCESSOR_KEYS : KEYS;
  for (const entry of section.entries) {
    if (keys.includes(entry.key)) continue;
    // Like unknown members of a JSON config: a warning, with the key probably meant.
    const meant = closest(entry.key, keys);
    const hint = meant ? `; did you mean "${meant}"?` : ` (a ${role} section reads ${keys.join(', ')})`;
    out.push(at(entry.keyAt, 'warning', 'key/unknown', `unknown key "${entry.key}": the agent does not read it${hint}`, meant));
  }
  const enable = section.values.get('enable');
  if (enable !== undefined) {
    plugin.enableAt = enable.valueAt;
    const word = enable.value.toLowerCase();
    if (FALSE_WORDS.includes(word)) plugin.enabled = false;
    else if (!TRUE_WORDS.includes(word)) {
      out.push(
        at(enable.valueAt, 'error', 'schema/enum', `enable must be one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')} (any case), got ${JSON.stringify(enable.value)}`),
      );
    }
  }
  const library = section.values.get('plugin_library');
  if (library === undefined || library.value === '') {
    out.push(
      at(library?.valueAt ?? section.at, 'error', 'deploy/missing-library', `[${section.name}] has no plugin_library; the agent refuses to start without it`),
    );
  } else {
    plugin.library = expand(library, ctx, out);
    const kind = libraryKind(plugin.library.expanded);
    if (kind?.known) plugin.kind = kind.id;
    else plugin.otherKind = kind?.id ?? baseName(plugin.library.expanded);
    // The section name decides how the agent treats the plugin; the library must be of that role.
    const libraryRole = kind === undefined ? undefined : kind.id.startsWith('proc-') ? 'processor' : 'sink';
    if (libraryRole !== undefined && libraryRole !== role) {
      out.push(
        at(
          plugin.library.at,
          'error',
          'deploy/role-mismatch',
          `[${section.name}] is named as a ${role}, but its library is a ${libraryRole} (${kind!.id}); name the section ${libraryRole === 'processor' ? 'proc-' : 'sink-'}<tag>`,
        ),
      );
    }
  }
  const targets = role === 'processor' ? section.values.get('sink_targets') : undefined;
  if (targets !== undefined) plugin.targets = sinkTargets(targets);
  const conf = section.values.get('conf_filename');
  if (conf !== undefined && conf.value !== '') {
    const setting = expand(conf, ctx, out);
    const local = localPath(setting.expanded, ctx.mapping);
    plugin.conf = local === undefined ? setting : { ...setting, local };
  }
  return plugin;
}

/** `sink-log:stats, sink-http:flows` -> each pair, at the column where it starts. */
function sinkTargets(entry: IniEntry): NonNullable<PluginInstance['targets']> {
  const out: NonNullable<PluginInstance['targets']> = [];
  let offset = 0;
  for (const part of entry.value.split(',')) {
    const lead = part.length - part.trimStart().length;
    const pair = part.trim();
    if (pair !== '') {
      const colon = pair.indexOf(':');
      const sink = colon < 0 ? pair : pair.slice(0, colon).trim();
      const channel = colon < 0 ? undefined : pair.slice(colon + 1).trim();
      const at = { line: entry.valueAt.line, column: entry.valueAt.column + offset + lead };
      out.push(channel ? { sink, channel, at } : { sink, at });
    }
    offset += part.length + 1;
  }
  return out;
}

function expand(entry: IniEntry, ctx: LoaderContext, out: Diagnostic[]): LoaderSetting {
  const found: Diagnostic[] = [];
  const expanded = substituteString(entry.value, ctx.variables, '', found);
  for (const d of found) out.push({ ...d, line: entry.valueAt.line, column: entry.valueAt.column });
  return { written: entry.value, expanded, at: entry.valueAt };
}

function reportDuplicateTags(plugins: PluginInstance[], collector: Collector): void {
  const byTag = new Map<string, PluginInstance[]>();
  for (const p of plugins) byTag.set(p.tag, [...(byTag.get(p.tag) ?? []), p]);
  for (const [tag, same] of byTag) {
    if (same.length < 2) continue;
    for (const p of same) {
      const others = same.filter((o) => o !== p).map((o) => place(o.loaderName, o.at));
      collector.add(
        p.loader,
        at(p.at, 'error', 'deploy/duplicate-tag', `tag [${tag}] is also defined at ${others.join(', ')}; the agent refuses to start with a duplicated tag`),
      );
    }
  }
}

/** `plugins.d/10-x.conf:5`, for messages. */
export function place(file: string, position: SourcePosition): string {
  return `${file}:${position.line}`;
}
