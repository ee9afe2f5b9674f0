import { ioMessage } from '../core/io-message.js';
import { substituteString } from '../core/variables.js';
import { closest } from '../core/suggest.js';
import { at } from './collector.js';
import { agentJson } from './agent-json.js';
import { keptSpace, lowerAscii, parseIni, trimSpace } from './ini.js';
import { baseName, libraryKind } from './library-kind.js';
import { loaderReadingsFor, loaderReadings } from './reading/index.js';
import { localPath } from './paths.js';
import { routesAnything } from './named-sinks.js';
/** Names the agent reads: a leading digit and a `.conf` ending (every 5.x table; 4.5 from 4.5.24, earlier 4.5 needed only the digit). */
const LOADER_NAME = loaderReadings[0].fileName;
const KEYS = loaderReadings[0].keys;
const TRUE_WORDS = loaderReadings[0].enableTrue;
const FALSE_WORDS = loaderReadings[0].enableFalse;
/** The warning for a file of the loader folder the agent does not read, by its name; undefined for a loader file. */
export function ignoredLoaderName(name) {
    if (LOADER_NAME.test(name))
        return undefined;
    return {
        severity: 'warning',
        code: 'deploy/ignored-file',
        message: `the agent ignores ${JSON.stringify(name)}: it reads only loader files whose name starts with a digit and ends in ".conf" (every 5.x, and 4.5 from 4.5.24)`,
        pointer: '',
    };
}
/**
 * The first section of `sections` that would load an enabled processor (its plugin_library
 * names a proc-* library, its enable is no false word), if any: what a skipped section or file
 * loses, once its config says it routes anything (`lostBySkipping`).
 */
function skippedProcessor(sections) {
    for (const section of sections) {
        const library = section.values.get('plugin_library')?.value;
        const written = section.values.get('enable')?.value;
        const enable = written === undefined ? undefined : lowerAscii(written);
        const conf = section.values.get('conf_filename');
        // Without a config a processor routes nothing (proc-core would not even start: found case ok-error-loader-proc-conf+loader-proc-file).
        if (library === undefined || conf === undefined || (enable !== undefined && FALSE_WORDS.includes(enable)))
            continue;
        const kind = libraryKind(library);
        if (kind?.id.startsWith('proc-'))
            return { kind: kind.id, known: kind.known ? kind.id : undefined, conf };
    }
    return undefined;
}
/** What a skipped processor loses, appended to why it is skipped. */
const losesAll = (which) => `; so the processor ${which} never runs and nothing it would send is produced`;
/**
 * Whether a skipped processor loses anything: its config, found as the loader would name it and
 * read as its kind reads `sinks` (proc-core 1.0.30: an enabled channel that carries some type),
 * routes something. A config that routes nothing loses nothing by the skip, and the finding
 * becomes a warning that says why: a `sinks` that names no channel with types (found case
 * ok-error-loader-proc-header+proc-sinks-521bf9: `[ proc-core ]` skipped, `"sinks": "sink-http"`,
 * the agent runs as configured), or a config the agent would not find or could not read either
 * (a quoted conf_filename, no such file, no JSON: were the section read, proc-core would stop
 * the agent; found cases ok-error-loader-proc-header+loader-proc-conf-23a97b and
 * ok-error-loader-proc-enable+loader-proc-header-803046). Only a config outside the folder,
 * which agentconf cannot read, keeps the error: what it would route cannot be told.
 */
async function lostBySkipping(pending, ctx) {
    const { finding, skipped, said, which } = pending;
    const written = skipped.conf.value;
    const readings = loaderReadingsFor(ctx.agent);
    const nothing = (why) => ({
        ...finding,
        severity: 'warning',
        message: `${said}; the processor ${which} never runs, but ${why}, so it routes nothing and nothing is lost`,
    });
    const missing = notFound(skipped.conf, readings, ctx);
    if (missing !== undefined && !missing.versionDependent)
        return nothing(`the agent could not find its config either (${missing.why})`);
    if (missing !== undefined)
        return finding;
    const local = localPath(expandWith(written, readings[0], ctx.variables), ctx.mapping);
    if (local === undefined)
        return finding;
    const read = await ctx.source.read(local, ctx.realRoot);
    if (!('text' in read))
        return nothing(`its config ${written} cannot be read (${read.error})`);
    const json = agentJson(read.text);
    if (json === undefined)
        return nothing(`its config ${written} is not JSON the agent reads`);
    if (routesAnything(skipped.known, json.value))
        return finding;
    return nothing(`its config ${written} names no sink channel that carries records`);
}
/**
 * The finding for a file the agent does not read: an error when its name looks like a loader file
 * (it ends in ".conf" in some case, so it was meant to be read) and it would load an enabled
 * processor, which then never runs (run err-warning-loader-proc-file: `99-proc-core.CONF`, nothing
 * posted); a warning otherwise (a template, a file switched off by its name).
 */
function ignoredFile(name, text) {
    const ignored = ignoredLoaderName(name);
    if (ignored === undefined || text === undefined || !/\.conf$/i.test(name))
        return ignored && { finding: ignored };
    const skipped = skippedProcessor(parseIni(text).sections);
    if (skipped === undefined)
        return { finding: ignored };
    const which = `it loads (${skipped.kind})`;
    const finding = { ...ignored, severity: 'error', message: `${ignored.message}${losesAll(which)}` };
    return { finding, loss: { finding, skipped, said: ignored.message, which } };
}
/** Reads every loader file of the deployment, in the agent's (sorted) order. */
export async function readLoaders(ctx) {
    let entries;
    try {
        // plugins.d may be a link: never list a folder outside the deployment.
        if (!ctx.source.isWithin(await ctx.source.realpath(ctx.pluginsDir), ctx.realRoot))
            throw new Error('it leads outside the folder being checked (a symbolic link); agentconf does not read it');
        entries = await ctx.source.list(ctx.pluginsDir);
    }
    catch (error) {
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
    const texts = await Promise.all(names.map((name) => LOADER_NAME.test(name) || /\.conf$/i.test(name) ? ctx.source.read(ctx.source.join(ctx.pluginsDir, name), ctx.realRoot) : undefined));
    const plugins = [];
    const pending = [];
    names.forEach((name, i) => {
        const file = ctx.source.join(ctx.pluginsDir, name);
        const text = texts[i];
        const ignored = ignoredFile(name, text !== undefined && 'text' in text ? text.text : undefined);
        if (ignored) {
            if (ignored.loss)
                pending.push({ file, ...ignored.loss });
            else
                ctx.collector.add(file, ignored.finding);
            return;
        }
        if (text === undefined || !('text' in text)) {
            ctx.collector.add(file, { severity: 'error', code: 'io/read', message: `cannot read: ${text?.error}`, pointer: '' });
            return;
        }
        ctx.collector.sources.set(file, text.text);
        for (const plugin of readLoader(file, text.text, ctx, pending))
            plugins.push(plugin);
    });
    for (const p of pending)
        ctx.collector.add(p.file, await lostBySkipping(p, ctx));
    reportDuplicateTags(plugins, ctx.collector);
    if (ctx.agent !== '5.2')
        reportLibraryVariables(plugins, ctx.collector, ctx.agent);
    return plugins;
}
/**
 * One error per deployment, at the first plugin_library holding a `${variable}`: agent 5.0 does
 * not expand it, cannot load the library and stops (run `var-libpath`: exit 1); 5.2 expands it.
 */
function reportLibraryVariables(plugins, collector, agent) {
    // A disabled plugin's library is never loaded (a run with a disabled [sink-foo] of such a library starts normally).
    // A library already unloadable on every release (joined lines, quotes) is reported as that.
    const using = plugins.filter((p) => p.enabled && p.library?.written.includes('${') && !/\n|^["']/.test(p.library.written));
    const first = using[0];
    if (first === undefined)
        return;
    const more = using.length - 1;
    const others = more > 0 ? ` (here and in ${more} other section${more === 1 ? '' : 's'})` : '';
    // The flag that asked for 5.0 (or every 5.x) is the one to change when every device runs 5.2.
    const asked = agent === '5.0' ? '--agent 5.0' : '--agent 5.x';
    collector.add(first.loader, at(first.library.at, 'error', 'deploy/version-dependent', `plugin_library uses a \${variable}${others}: agent 5.0 does not expand it, cannot load the library and stops; only agent 5.2 expands it (and defines \${path_plugin_libdir}): write the library path out, or, if every device runs 5.2, drop \`${asked}\` (or the settings file's "agent"): 5.2 is the default`));
}
function readLoader(file, text, ctx, pending) {
    const ini = parseIni(text, undefined, { quietRepeats: KEYS });
    const out = [...ini.diagnostics];
    if (ini.preamble.length > 0) {
        out.push(at(ini.preamble[0].keyAt, 'warning', 'deploy/ignored-section', 'settings before the first [section] belong to no plugin; the agent ignores them'));
    }
    const plugins = [];
    for (const section of ini.sections) {
        // The agent's INI reader sees a section only through its keys: [sink-foo] alone is nothing to it.
        if (section.entries.length === 0) {
            out.push(at(section.at, 'warning', 'deploy/ignored-section', `the agent ignores section [${section.name}]: it has no keys, and the agent sees a section only through its keys, so no plugin is loaded here (a processor sending to "${section.name.toLowerCase()}" stops the agent: sink target not found)`));
            continue;
        }
        const role = sectionRole(section.name);
        if (typeof role !== 'string') {
            // A processor that never runs produces nothing: everything it would send is lost, as the config alone says.
            const skipped = skippedProcessor([section]);
            const said = `the agent ignores section [${section.name}]: ${role.why}`;
            const which = skipped && `its plugin_library names (${skipped.kind})`;
            const finding = at(section.at, skipped ? 'error' : 'warning', 'deploy/ignored-section', `${said}${which ? losesAll(which) : ''}`);
            if (skipped && which)
                pending.push({ file, finding, skipped, said, which });
            else
                out.push(finding);
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
function sectionRole(name) {
    const tag = lowerAscii(name);
    if (tag !== trimSpace(tag) && /^(proc|sink)-/.test(trimSpace(tag))) {
        return {
            why: `the agent takes a section name as written between the brackets, spaces included, so "${tag}" does not start with "${trimSpace(tag).slice(0, 5)}" and the section is skipped (every 5.x)`,
        };
    }
    const proc = tag.indexOf('proc-');
    if (proc === 0)
        return 'processor';
    if (proc > 0) {
        return { why: 'a name holding "proc-" is a processor only when it starts with it, so the agent skips this section (neither processor nor sink)' };
    }
    if (tag.startsWith('sink-'))
        return 'sink';
    return { why: 'plugin sections are named proc-<tag> (processors) or sink-<tag> (sinks)' };
}
function readSection(section, role, file, ctx, out) {
    // The agent's INI reader lower-cases section names: [sink-HTTP] loads as the tag sink-http.
    const plugin = {
        tag: lowerAscii(section.name),
        section: section.name,
        role,
        enabled: true,
        loader: file,
        loaderName: ctx.source.relative(ctx.root, file) || file,
        at: section.at,
    };
    // Key names are lower-cased by the agent's INI reader too.
    const present = new Set(section.entries.map((e) => lowerAscii(e.key)));
    for (const entry of section.entries) {
        const key = lowerAscii(entry.key);
        if (KEYS.includes(key))
            continue;
        if (key === 'sink_targets' && role === 'processor') {
            out.push(at(entry.keyAt, 'warning', 'key/unknown', 'the agent ignores sink_targets in a loader section (its parsing is compiled out since agent 4.5, still in 5.0 and 5.2): routing comes only from the "sinks" of the processor\'s JSON config'));
            continue;
        }
        // Like unknown members of a JSON config: a warning, with the key probably meant (never one already set).
        const meant = closest(entry.key, KEYS.filter((k) => !present.has(k)));
        const hint = meant ? `; did you mean "${meant}"?` : ` (a ${role} section reads ${KEYS.join(', ')})`;
        out.push(at(entry.keyAt, 'warning', 'key/unknown', `unknown key "${entry.key}": the agent does not read it${hint}`, meant));
    }
    const readings = loaderReadingsFor(ctx.agent);
    const enable = section.values.get('enable');
    if (enable !== undefined) {
        plugin.enableAt = enable.valueAt;
        const word = lowerAscii(enable.value);
        if (FALSE_WORDS.includes(word))
            plugin.enabled = false;
        else if (!TRUE_WORDS.includes(word)) {
            const why = enable.parts
                ? `enable is given ${enable.parts.length} times: the agent reads the values joined with a newline, ${JSON.stringify(enable.value)}, which is no enable word`
                : quoted(enable.value)
                    ? `enable ${enable.value} is quoted: the agent takes the quotes as part of the value, which is then no enable word`
                    : `enable ${JSON.stringify(enable.value)} is none of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')} (any case)`;
            out.push(at(enable.valueAt, 'warning', 'schema/enum', `${why}: the agent takes any other value as enabled, so this plugin loads (${releases(readings)})`));
        }
    }
    const library = section.values.get('plugin_library');
    if (library === undefined || library.value === '') {
        out.push(at(library?.valueAt ?? section.at, 'error', 'deploy/missing-library', `[${section.name}] has no plugin_library; the agent refuses to start without it`));
    }
    else {
        const last = readings[readings.length - 1];
        plugin.library = expand(library, ctx, out, last, last.libraryExpands);
        const left = ctx.agent === undefined || !last.libraryExpands ? undefined : variableNames(plugin.library.expanded)[0];
        const problem = !plugin.enabled
            ? undefined
            : (unloadable(library) ??
                (left === undefined
                    ? undefined
                    : `${last.agent} does not expand \${${left}} in plugin_library (it expands ${last.variables.map((v) => `\${${v}}`).join(', ')})`));
        if (problem !== undefined) {
            out.push(at(library.valueAt, 'error', 'deploy/missing-library', `${problem}, so the agent cannot load the library and stops (${releases(readings)})`));
        }
        const name = plugin.library.expanded.replace(/^["']|["']$/g, '').split('\n')[0];
        const kind = libraryKind(name);
        if (kind?.known)
            plugin.kind = kind.id;
        else
            plugin.otherKind = kind?.id ?? baseName(name);
        // The section name decides how the agent treats the plugin; the library must be of that role.
        const libraryRole = kind === undefined ? undefined : kind.id.startsWith('proc-') ? 'processor' : 'sink';
        if (libraryRole !== undefined && libraryRole !== role) {
            out.push(at(plugin.library.at, 'error', 'deploy/role-mismatch', `[${section.name}] is named as a ${role}, but its library is a ${libraryRole} (${kind.id}); name the section ${libraryRole === 'processor' ? 'proc-' : 'sink-'}<tag>`));
        }
    }
    const conf = section.values.get('conf_filename');
    if (conf !== undefined && conf.value !== '') {
        const setting = expand(conf, ctx, out, readings[0], true);
        const missing = notFound(conf, readings, ctx);
        if (missing !== undefined)
            plugin.conf = { ...setting, missing };
        else {
            const local = localPath(setting.expanded, ctx.mapping);
            plugin.conf = local === undefined ? setting : { ...setting, local };
        }
    }
    return plugin;
}
/** `agent 5.0.7 and 5.2.8`: the releases a finding holds for. */
function releases(readings) {
    return readings.length === 1 ? readings[0].agent : `agent ${readings.map((r) => r.agent.replace('agent ', '')).join(' and ')}`;
}
function quoted(value) {
    return /^(".*"|'.*')$/s.test(value) || /^["']/.test(value);
}
/** Why the agent cannot load this plugin_library whatever the release, or undefined. */
function unloadable(library) {
    if (library.value.includes('\n')) {
        const continued = library.parts?.some((p) => p.keyAt.column === p.valueAt.column && p !== library.parts[0]);
        return continued
            ? `an indented line continues plugin_library: the agent reads ${JSON.stringify(boundLine(library.value))}, which names no library`
            : `plugin_library is given ${library.parts?.length ?? 2} times: the agent reads the values joined with a newline, which names no library`;
    }
    if (quoted(library.value))
        return `plugin_library ${library.value} is quoted: the agent takes the quotes as part of the file name`;
    // A no-break space after the name (run err-warning-loader-proc-text-9f2164: "Plugin cannot be loaded").
    const kept = keptSpace(library.value, 'value');
    if (kept)
        return `plugin_library ${kept.where} ${kept.name}, which the agent keeps as part of the file name`;
    return undefined;
}
function boundLine(value) {
    return value.length > 200 ? `${value.slice(0, 200)}...` : value;
}
/**
 * Why the agent cannot find the config a conf_filename names, on the releases checked; undefined
 * when it can (or agentconf cannot tell). A reason found on only some releases is version-dependent.
 */
function notFound(conf, readings, ctx) {
    const per = readings.map((reading) => ({ reading, why: notFoundOn(conf, reading, ctx) }));
    const missing = per.filter((p) => p.why !== undefined);
    if (missing.length === 0)
        return undefined;
    if (missing.length === per.length) {
        const meant = meantFile(conf.value, readings[0], ctx);
        return { why: `${notFoundOn(conf, readings[0], ctx, 'the agent')} (${releases(readings)})`, ...(meant !== undefined ? { meant } : {}) };
    }
    const on = missing.map((m) => m.reading);
    const fine = per.filter((p) => p.why === undefined).map((p) => p.reading);
    return {
        why: `${missing[0].why} on ${releases(on)}; ${releases(fine)} finds it: \`--agent ${fine[0].release}\` (or the settings file's "agent") if every device runs it`,
        versionDependent: true,
    };
}
function notFoundOn(conf, reading, ctx, who = reading.agent) {
    const value = conf.value;
    if (value.includes('\n')) {
        return conf.parts !== undefined && conf.parts.length > 1 && conf.parts.slice(1).every((p) => p.keyAt.column === p.valueAt.column)
            ? 'an indented line continues conf_filename, so the agent reads a file name holding a newline'
            : 'conf_filename is given twice: the agent reads the values joined with a newline, a file name that does not exist';
    }
    if (quoted(value))
        return `conf_filename ${value} is quoted: the agent takes the quotes as part of the file name`;
    const expanded = expandWith(value, reading, ctx.variables);
    const left = variableNames(expanded);
    // A variable the release expands but whose value agentconf lacks: where the file is cannot be told here.
    if (left.some((name) => reading.variables.includes(name)))
        return undefined;
    if (left.length > 0)
        return `${who} does not expand \${${left[0]}} in conf_filename, so it looks for a file named ${JSON.stringify(expanded)}`;
    const bare = /\$(?!\{)[A-Za-z_(]/.exec(expanded);
    if (bare !== null)
        return `the agent expands only \${name}: "${expanded.slice(bare.index).split('/')[0]}" without braces stays as written, a relative file name that is not found`;
    if (!expanded.startsWith('/'))
        return `conf_filename ${JSON.stringify(expanded)} is a relative name: the agent opens it from its working folder (/ as a service), not from its persistent folder ${ctx.mapping.devicePersistent}`;
    if (inVolatile(expanded, ctx)) {
        return `conf_filename ${expanded} is in the agent's volatile folder (${ctx.variables.path_state_volatile}), which holds only what the agent writes while it runs, not the deployment's configs`;
    }
    return undefined;
}
/**
 * The file in the folder a conf_filename the agent cannot find was meant to name, when that can
 * be told: the name without its quotes, `$name` read as `${name}`, a relative name in the
 * persistent folder (where the deployment's configs live). Undefined for a name joined from two
 * lines, one in the volatile folder or one outside the deployment.
 */
function meantFile(value, reading, ctx) {
    if (value.includes('\n'))
        return undefined;
    const unquoted = quoted(value) ? value.replace(/^["']|["']$/g, '') : value;
    const expanded = expandWith(unquoted.replace(/\$(?!\{)([A-Za-z_][A-Za-z0-9_]*)/g, '${$1}'), reading, ctx.variables);
    if (expanded.includes('${') || expanded === '')
        return undefined;
    if (inVolatile(expanded, ctx))
        return undefined;
    const absolute = expanded.startsWith('/') ? expanded : `${ctx.mapping.absolute}/${expanded}`;
    return localPath(absolute, ctx.mapping);
}
/** Whether a path lies in the agent's volatile folder, which holds nothing of the deployment. */
function inVolatile(path, ctx) {
    const volatile = ctx.variables.path_state_volatile;
    return volatile !== undefined && volatile !== '' && (path === volatile || path.startsWith(volatile.endsWith('/') ? volatile : volatile + '/'));
}
/** A value with the `${variables}` one release's loader expands (the others stay as written). */
function expandWith(value, reading, variables) {
    const table = {};
    for (const name of reading.variables)
        if (Object.hasOwn(variables, name))
            table[name] = variables[name];
    return substituteString(value, table, '', []);
}
function expand(entry, ctx, out, reading, expands) {
    const found = [];
    // Misspelled names are worth a hint; names the release leaves as written are said by the caller.
    substituteString(entry.value, ctx.variables, '', found);
    for (const d of found)
        out.push({ ...d, line: entry.valueAt.line, column: entry.valueAt.column });
    return { written: entry.value, expanded: expands ? expandWith(entry.value, reading, ctx.variables) : entry.value, at: entry.valueAt };
}
/** One error per place a tag is defined again; each names the first place and the count (bounded size). */
function reportDuplicateTags(plugins, collector) {
    const byTag = new Map();
    // The agent skips a disabled section before it registers the tag: a disabled one duplicates nothing.
    for (const p of plugins.filter((q) => q.enabled)) {
        const same = byTag.get(p.tag);
        if (same)
            same.push(p);
        else
            byTag.set(p.tag, [p]);
    }
    for (const [tag, same] of byTag) {
        if (same.length < 2)
            continue;
        const [first, second] = same;
        const count = same.length === 2 ? 'twice' : `${same.length} times`;
        for (const p of same) {
            const other = p === first ? `again at ${place(second.loaderName, second.at)}` : `first at ${place(first.loaderName, first.at)}`;
            collector.add(p.loader, at(p.at, 'error', 'deploy/duplicate-tag', `tag [${tag}] is defined ${count} (${other}); the agent refuses to start with a duplicated tag`));
        }
    }
}
/** `plugins.d/10-x.conf:5`, for messages. */
export function place(file, position) {
    return `${file}:${position.line}`;
}
/**
 * The names of the `${name}` references left in `text`, in order: one walk (a regular expression
 * would try again from every `${` of an unclosed run, quadratic on hostile text).
 */
function variableNames(text) {
    const names = [];
    for (let from = text.indexOf('${'); from !== -1; from = text.indexOf('${', from)) {
        const end = text.indexOf('}', from + 2);
        if (end === -1)
            break;
        names.push(text.slice(from + 2, end));
        from = end + 1;
    }
    return names;
}
