/**
 * Loader files (`plugins.d/*.conf`) -> plugin instances, with the findings the agent's loader
 * would act on: files and sections it skips, settings it cannot read, tags it refuses.
 */
import type { Diagnostic } from '../core/diagnostic.js';
import { ioMessage } from '../core/io-message.js';
import type { SourcePosition } from '../core/parse/document.js';
import { substituteString } from '../core/variables.js';
import { closest } from '../core/suggest.js';
import { at, type Collector } from './collector.js';
import { parseIni, type IniEntry, type IniSection } from './ini.js';
import { baseName, libraryKind } from './library-kind.js';
import type { AgentRelease, LoaderSetting, PluginInstance, PluginRole } from './model.js';
import { localPath, type DeviceMapping } from './paths.js';
import type { DeploymentSource, SourceRead } from './source.js';

/** What the loader step needs to know. */
export interface LoaderContext {
  root: string;
  mapping: DeviceMapping;
  pluginsDir: string;
  variables: Readonly<Record<string, string>>;
  collector: Collector;
  /** The root's real path (symbolic links resolved): nothing outside it is read. */
  realRoot: string;
  /** Where the files come from. */
  source: DeploymentSource;
  /** The agent release; undefined: any 5.x. */
  agent?: AgentRelease | undefined;
}

/** Names the agent reads: a leading digit and a `.conf` ending (every 5.x; 4.5 from 4.5.24, earlier 4.5 needed only the digit). */
const LOADER_NAME = /^[0-9].*\.conf$/;
const KEYS = ['enable', 'plugin_library', 'conf_filename'];
const TRUE_WORDS = ['yes', 'true', 'on', '1'];
const FALSE_WORDS = ['no', 'false', 'off', '0'];

/** The warning for a file of the loader folder the agent does not read, by its name; undefined for a loader file. */
export function ignoredLoaderName(name: string): Diagnostic | undefined {
  if (LOADER_NAME.test(name)) return undefined;
  return {
    severity: 'warning',
    code: 'deploy/ignored-file',
    message: `the agent ignores ${JSON.stringify(name)}: it reads only loader files whose name starts with a digit and ends in ".conf" (every 5.x, and 4.5 from 4.5.24)`,
    pointer: '',
  };
}

/** Reads every loader file of the deployment, in the agent's (sorted) order. */
export async function readLoaders(ctx: LoaderContext): Promise<PluginInstance[]> {
  let entries;
  try {
    // plugins.d may be a link: never list a folder outside the deployment.
    if (!ctx.source.isWithin(await ctx.source.realpath(ctx.pluginsDir), ctx.realRoot))
      throw new Error('it leads outside the folder being checked (a symbolic link); agentconf does not read it');
    entries = await ctx.source.list(ctx.pluginsDir);
  } catch (error) {
    ctx.collector.add(ctx.pluginsDir, {
      severity: 'error',
      code: 'io/read',
      message: `cannot read the loader folder: ${ioMessage(error)}`,
      pointer: '',
    });
    return [];
  }
  const names = entries
    .filter((e) => !e.isDirectory)
    .map((e) => e.name)
    .sort();
  // Read in parallel, process in the agent's order.
  const texts = await Promise.all(
    names.map((name): Promise<SourceRead> | undefined =>
      LOADER_NAME.test(name) ? ctx.source.read(ctx.source.join(ctx.pluginsDir, name), ctx.realRoot) : undefined,
    ),
  );
  const plugins: PluginInstance[] = [];
  names.forEach((name, i) => {
    const file = ctx.source.join(ctx.pluginsDir, name);
    const text = texts[i];
    const ignored = ignoredLoaderName(name);
    if (ignored) {
      ctx.collector.add(file, ignored);
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
  if (ctx.agent !== '5.2') reportLibraryVariables(plugins, ctx.collector);
  return plugins;
}

/**
 * One error per deployment, at the first plugin_library holding a `${variable}`: agent 5.0 does
 * not expand it, cannot load the library and stops (run `var-libpath`: exit 1); 5.2 expands it.
 */
function reportLibraryVariables(plugins: readonly PluginInstance[], collector: Collector): void {
  // A disabled plugin's library is never loaded (a run with a disabled [sink-foo] of such a library starts normally).
  const using = plugins.filter((p) => p.enabled && p.library?.written.includes('${'));
  const first = using[0];
  if (first === undefined) return;
  const more = using.length - 1;
  const others = more > 0 ? ` (here and in ${more} other section${more === 1 ? '' : 's'})` : '';
  collector.add(
    first.loader,
    at(
      first.library!.at,
      'error',
      'deploy/version-dependent',
      `plugin_library uses a \${variable}${others}: agent 5.0 does not expand it, cannot load the library and stops; only agent 5.2 expands it (and defines \${path_plugin_libdir}): write the library path out unless every device runs 5.2`,
    ),
  );
}

function readLoader(file: string, text: string, ctx: LoaderContext): PluginInstance[] {
  const ini = parseIni(text);
  const out: Diagnostic[] = [...ini.diagnostics];
  if (ini.preamble.length > 0) {
    out.push(
      at(ini.preamble[0]!.keyAt, 'warning', 'deploy/ignored-section', 'settings before the first [section] belong to no plugin; the agent ignores them'),
    );
  }
  const plugins: PluginInstance[] = [];
  for (const section of ini.sections) {
    // The agent's INI reader sees a section only through its keys: [sink-foo] alone is nothing to it.
    if (section.entries.length === 0) {
      out.push(
        at(
          section.at,
          'warning',
          'deploy/ignored-section',
          `the agent ignores section [${section.name}]: it has no keys, and the agent sees a section only through its keys, so no plugin is loaded here (a processor sending to "${section.name.toLowerCase()}" stops the agent: sink target not found)`,
        ),
      );
      continue;
    }
    const role = sectionRole(section.name);
    if (typeof role !== 'string') {
      out.push(at(section.at, 'warning', 'deploy/ignored-section', `the agent ignores section [${section.name}]: ${role.why}`));
      continue;
    }
    plugins.push(readSection(section, role, file, ctx, out));
  }
  ctx.collector.addAll(file, out);
  return plugins;
}

/**
 * What the agent makes of a section name (its INI reader lower-cases it first): a name holding
 * `proc-` is a processor only when it starts with it, so `sink-proc-x` is neither.
 */
function sectionRole(name: string): PluginRole | { why: string } {
  const tag = name.toLowerCase();
  const proc = tag.indexOf('proc-');
  if (proc === 0) return 'processor';
  if (proc > 0) {
    return { why: 'a name holding "proc-" is a processor only when it starts with it, so the agent skips this section (neither processor nor sink)' };
  }
  if (tag.startsWith('sink-')) return 'sink';
  return { why: 'plugin sections are named proc-<tag> (processors) or sink-<tag> (sinks)' };
}

function readSection(section: IniSection, role: PluginRole, file: string, ctx: LoaderContext, out: Diagnostic[]): PluginInstance {
  // The agent's INI reader lower-cases section names: [sink-HTTP] loads as the tag sink-http.
  const plugin: PluginInstance = {
    tag: section.name.toLowerCase(),
    section: section.name,
    role,
    enabled: true,
    loader: file,
    loaderName: ctx.source.relative(ctx.root, file) || file,
    at: section.at,
  };
  // Key names are lower-cased by the agent's INI reader too.
  const present = new Set(section.entries.map((e) => e.key.toLowerCase()));
  for (const entry of section.entries) {
    const key = entry.key.toLowerCase();
    if (KEYS.includes(key)) continue;
    if (key === 'sink_targets' && role === 'processor') {
      out.push(
        at(
          entry.keyAt,
          'warning',
          'key/unknown',
          'the agent ignores sink_targets in a loader section (its parsing is compiled out since agent 4.5, still in 5.0 and 5.2): routing comes only from the "sinks" of the processor\'s JSON config',
        ),
      );
      continue;
    }
    // Like unknown members of a JSON config: a warning, with the key probably meant (never one already set).
    const meant = closest(
      entry.key,
      KEYS.filter((k) => !present.has(k)),
    );
    const hint = meant ? `; did you mean "${meant}"?` : ` (a ${role} section reads ${KEYS.join(', ')})`;
    out.push(at(entry.keyAt, 'warning', 'key/unknown', `unknown key "${entry.key}": the agent does not read it${hint}`, meant));
  }
  const enable = setting(section, 'enable');
  if (enable !== undefined) {
    plugin.enableAt = enable.valueAt;
    const word = enable.value.toLowerCase();
    if (FALSE_WORDS.includes(word)) plugin.enabled = false;
    else if (!TRUE_WORDS.includes(word)) {
      out.push(
        at(
          enable.valueAt,
          'warning',
          'schema/enum',
          `enable ${JSON.stringify(enable.value)} is none of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')} (any case): the agent takes any other word as enabled, so this plugin loads`,
        ),
      );
    }
  }
  const library = setting(section, 'plugin_library');
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
  const conf = setting(section, 'conf_filename');
  if (conf !== undefined && conf.value !== '') {
    const setting = expand(conf, ctx, out);
    const local = localPath(setting.expanded, ctx.mapping);
    plugin.conf = local === undefined ? setting : { ...setting, local };
  }
  return plugin;
}

/** The setting the agent reads for a key: key names are compared lower-cased, the last one wins. */
function setting(section: IniSection, key: string): IniEntry | undefined {
  let found: IniEntry | undefined;
  for (const entry of section.entries) if (entry.key.toLowerCase() === key) found = entry;
  return found;
}

function expand(entry: IniEntry, ctx: LoaderContext, out: Diagnostic[]): LoaderSetting {
  const found: Diagnostic[] = [];
  const expanded = substituteString(entry.value, ctx.variables, '', found);
  for (const d of found) out.push({ ...d, line: entry.valueAt.line, column: entry.valueAt.column });
  return { written: entry.value, expanded, at: entry.valueAt };
}

/** One error per place a tag is defined again; each names the first place and the count (bounded size). */
function reportDuplicateTags(plugins: PluginInstance[], collector: Collector): void {
  const byTag = new Map<string, PluginInstance[]>();
  for (const p of plugins) {
    const same = byTag.get(p.tag);
    if (same) same.push(p);
    else byTag.set(p.tag, [p]);
  }
  for (const [tag, same] of byTag) {
    if (same.length < 2) continue;
    const [first, second] = same as [PluginInstance, PluginInstance];
    const count = same.length === 2 ? 'twice' : `${same.length} times`;
    for (const p of same) {
      const other = p === first ? `again at ${place(second.loaderName, second.at)}` : `first at ${place(first.loaderName, first.at)}`;
      collector.add(
        p.loader,
        at(p.at, 'error', 'deploy/duplicate-tag', `tag [${tag}] is defined ${count} (${other}); the agent refuses to start with a duplicated tag`),
      );
    }
  }
}

/** `plugins.d/10-x.conf:5`, for messages. */
export function place(file: string, position: SourcePosition): string {
  return `${file}:${position.line}`;
}
