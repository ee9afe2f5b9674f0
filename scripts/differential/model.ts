/**
 * The differential fuzzer's deployment model: a deployment folder as data (loader files of
 * lines, JSON configs as trees whose objects are entry lists, so a key can be given twice), the
 * working base it starts from, its serialisation to a folder, and the routes its configs name as
 * written (the intent the rule holds the agent's outcome to).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { StreamRoute } from '../../test/differential/rule.js';

/** A JSON value as written: objects keep their entries in order, duplicates included; leaves are literal JSON text. */
export type JNode = { id: number; obj: JEntry[] } | { id: number; arr: JNode[] } | { id: number; lit: string };
export interface JEntry {
  id: number;
  key: string;
  value: JNode;
}
/** One line of a loader file, as written. */
export interface Line {
  id: number;
  text: string;
}
export interface LoaderFile {
  id: number;
  /** The name in plugins.d. */
  name: string;
  lines: Line[];
}
export interface ConfigFile {
  id: number;
  /** The name in the deployment folder. */
  name: string;
  json: JNode;
  /** The text starts with a UTF-8 byte-order mark. */
  bom?: boolean;
}
export interface Deployment {
  loaders: LoaderFile[];
  configs: ConfigFile[];
}

/** The recorder's port as the generated URLs spell it; the runner points it at the run's own recorder. */
export const PORT_PLACEHOLDER = '127.0.0.1:8080';

/** Builds nodes with ids from one counter, so that the same build steps give the same ids. */
export class Builder {
  private next = 1;
  id(): number {
    return this.next++;
  }
  lit(text: string): JNode {
    return { id: this.id(), lit: text };
  }
  /** A node from a plain JSON value. */
  from(value: unknown): JNode {
    if (Array.isArray(value)) return { id: this.id(), arr: value.map((v) => this.from(v)) };
    if (value !== null && typeof value === 'object') {
      return { id: this.id(), obj: Object.entries(value).map(([key, v]) => ({ id: this.id(), key, value: this.from(v) })) };
    }
    return this.lit(JSON.stringify(value));
  }
  line(text: string): Line {
    return { id: this.id(), text };
  }
}

/** The working base: proc-core flows + stats -> sink-http flows + stats (reference case `base`). */
export function baseDeployment(b: Builder): Deployment {
  const loader = (name: string, tag: string, lib: string, conf: string): LoaderFile => ({
    id: b.id(),
    name,
    lines: [`[${tag}]`, 'enable = yes', `plugin_library = /usr/lib/${lib}.so.0.0.0`, `conf_filename = \${path_state_persistent}/${conf}`].map((t) => b.line(t)),
  });
  return {
    loaders: [
      loader('10-netify-proc-core.conf', 'proc-core', 'libnetify-proc-core', 'netify-proc-core.json'),
      loader('10-netify-sink-http.conf', 'sink-http', 'libnetify-sink-http', 'netify-sink-http.json'),
    ],
    configs: [
      {
        id: b.id(),
        name: 'netify-proc-core.json',
        json: b.from({
          format: 'json',
          compressor: 'none',
          sinks: { 'sink-http': { flows: { enable: true, types: ['stream-flows'] }, stats: { enable: true, types: ['stream-stats'] } } },
        }),
      },
      {
        id: b.id(),
        name: 'netify-sink-http.json',
        json: b.from({ channels: { flows: { url: `http://${PORT_PLACEHOLDER}/flows` }, stats: { url: `http://${PORT_PLACEHOLDER}/stats` } } }),
      },
    ],
  };
}

/** JSON text of a node, two-space indented. */
export function jsonText(node: JNode, indent = ''): string {
  if ('lit' in node) return node.lit;
  const inner = `${indent}  `;
  if ('arr' in node) return node.arr.length === 0 ? '[]' : `[\n${node.arr.map((n) => inner + jsonText(n, inner)).join(',\n')}\n${indent}]`;
  if (node.obj.length === 0) return '{}';
  return `{\n${node.obj.map((e) => `${inner}${JSON.stringify(e.key)}: ${jsonText(e.value, inner)}`).join(',\n')}\n${indent}}`;
}

/** The deployment's files: path under the folder -> text. */
export function deploymentFiles(d: Deployment): Map<string, string> {
  const files = new Map<string, string>();
  for (const l of d.loaders) files.set(`plugins.d/${l.name}`, l.lines.map((x) => `${x.text}\n`).join(''));
  for (const c of d.configs) files.set(c.name, `${c.bom ? '\ufeff' : ''}${jsonText(c.json)}\n`);
  return files;
}

/** Writes the deployment into `dir` (made if missing; plugins.d always exists). */
export function writeDeployment(d: Deployment, dir: string): void {
  mkdirSync(join(dir, 'plugins.d'), { recursive: true });
  for (const [path, text] of deploymentFiles(d)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** The node's value as JavaScript, the last of duplicate keys winning (undefined for text that is not JSON). */
export function plain(node: JNode): unknown {
  if ('lit' in node) {
    try {
      return JSON.parse(node.lit);
    } catch {
      return undefined;
    }
  }
  if ('arr' in node) return node.arr.map(plain);
  const out: Record<string, unknown> = {};
  for (const e of node.obj) out[e.key] = plain(e.value);
  return out;
}

/** White space as C's `isspace` counts it (the agent's INI reader trims and skips only these). */
const C_SPACE = '[ \\t\\n\\v\\f\\r]';
const cTrim = (text: string) => text.replace(new RegExp(`^${C_SPACE}+|${C_SPACE}+$`, 'g'), '');
/** Lower-cased as C's `tolower` does: A-Z only. */
const lowerAscii = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
const HEAD = new RegExp(`^${C_SPACE}*\\[([^\\]]+)\\]`);
const PAIR = new RegExp(`^${C_SPACE}*([^=:;#]+?)${C_SPACE}*[=:]${C_SPACE}*(.*)$`, 's');

/**
 * Loader sections: names and keys lower-cased, inline comments taken off (as their author means
 * them) but for `enable` (as the agent reads it: a " #" is part of it), quotes kept (as the agent
 * reads them), the last of a repeated key winning. Lines, keys and values are split as the agent's
 * INI reader splits them: a byte-order mark that starts the file is skipped; a line ends at a line
 * feed only (a lone carriage return is part of it) and, a C string, at a NUL; a key ends at `=` or `:`; white space is what C's `isspace` counts (a U+00A0
 * or a byte-order mark is part of a key or value); names are lower-cased A-Z only. A section name is
 * trimmed of ASCII white space as its author means it (`[ sink-http ]` names sink-http, which the agent skips).
 */
export function loaderSections(d: Deployment): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const file of d.loaders) {
    // A loader switched off by its name (10-x.conf.disabled, a template): its author means it not to load.
    if (!/\.conf$/i.test(file.name)) continue;
    let current: Record<string, string> | undefined;
    for (const [i, { text: written }] of file.lines.entries()) {
      // inih skips a byte-order mark that starts the file (run loader-bom; seed 7003 cases 12, 55, 108).
      const text = (i === 0 ? written.replace(/^\ufeff/, '') : written).split('\0')[0]!;
      const head = HEAD.exec(text);
      if (head) {
        // ASCII white space only: [sink-http] and a U+00A0 is the tag a processor naming "sink-http" and a U+00A0 reaches (seed 7007 case 147).
        const name = lowerAscii(cTrim(head[1]!));
        current = out.get(name) ?? {};
        out.set(name, current);
        continue;
      }
      const pair = PAIR.exec(text);
      if (!pair || !current) continue;
      // Quotes stay: the agent takes them literally (a quoted "no" enables, a quoted path is not found).
      // `enable` is read as the agent 5.0.7 reads it (its INI reader ends a value at " ;", not at " #"):
      // what runs is what the agent enables, and a processor its author means off but the agent runs
      // is judged by what it then loses (found case ok-error-loader-proc-enable+loader-sink-conf-85cf4f:
      // "enable = no # off for now" runs proc-core, whose stats go to a sink-http with no config; the
      // trap still asks for the warning; found case err-warning-loader-proc-enable-eacc6c:
      // "enable = no ; off for now" is off).
      // A key given twice is read as the values joined with a newline, as the agent's INI reader does
      // (found case seed 2040 case 131: "enable = yes", then "enable = no", runs proc-core).
      const key = lowerAscii(pair[1]!);
      const value = cTrim(pair[2]!.replace(key === 'enable' ? /[ \t\n\v\f\r];.*$/s : /[ \t\n\v\f\r][#;].*$/s, ''));
      current[key] = Object.hasOwn(current, key) ? `${current[key]}\n${value}` : value;
    }
  }
  return out;
}

const disabledWord = /^(no|false|off|0)$/i;

/**
 * The config a loader section names: as its author means it (any of the state-folder variables,
 * or none, before a file name in this folder), or, with `asAgent`, only where the agent finds it
 * (`${path_state_persistent}/` before the name): a processor whose config the agent cannot find
 * routes nothing (were its section read, it would stop the agent).
 */
function configOf(d: Deployment, section: Record<string, string> | undefined, asAgent = false): unknown {
  const written = section?.conf_filename;
  const name = asAgent
    ? /^\$\{path_state_persistent\}\/[^/]+$/.test(written ?? '')
      ? written!.slice('${path_state_persistent}/'.length)
      : undefined
    : written?.replace(/^(\$\{?path_state_(persistent|volatile)\}?\/)/, '');
  const file = d.configs.find((c) => c.name === name);
  return file === undefined ? undefined : plain(file.json);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The URL path a sink channel's url names as written (variables the agent expands given their value; no scheme read as http). */
export function urlPath(url: string, serial: string): string {
  // sink-http hands libcurl the URL as a C string: it ends at a NUL.
  let text = cTrim(url.split('\0')[0]!).replaceAll('${uuid_serial}', serial);
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `http://${text}`;
  try {
    return decodeURIComponent(new URL(text.replace(/\$\{/g, '%24%7B').replace(/\}/g, '%7D')).pathname);
  } catch {
    return url;
  }
}

/** One route as written: an enabled processor channel to the URL path of a sink channel, with the streams it carries. */
interface WrittenRoute {
  path: string;
  /** The processor tag, the sink tag and the channel. */
  from: string;
  /** The stream types it asks for as the plugin reads them (the top-level array's in front of the channel's). */
  streams: string[];
  /** Its stream-flows records pass the processor's flow filters. */
  filtered: boolean;
}

/**
 * What the deployment routes as written: each sink channel that an enabled processor channel (not
 * `enable: false`, and not `types: []`) sends to (a sink channel of `enable: false` is no route),
 * by the URL path of the sink channel (the channel's name where the sink defines no url for it).
 */
function writtenRoutes(d: Deployment, serial: string): WrittenRoute[] {
  const sections = loaderSections(d);
  const out: WrittenRoute[] = [];
  for (const [procTag, section] of sections) {
    if (disabledWord.test(section.enable ?? '') || !/proc-core/.test(section.plugin_library ?? '')) continue;
    const proc = configOf(d, section, true);
    if (!isObject(proc) || !isObject(proc.sinks)) continue;
    // Flow filters decide which flow records a stream-flows channel carries.
    const filters = Array.isArray(proc.flow_filters) && proc.flow_filters.length > 0;
    const listed = (types: unknown) => (Array.isArray(types) ? types.filter((t): t is string => typeof t === 'string') : []);
    for (const [tag, channels] of Object.entries(proc.sinks)) {
      if (!isObject(channels)) continue;
      const sink = configOf(d, sections.get(lowerAscii(tag)));
      const defined = isObject(sink) && isObject(sink.channels) ? sink.channels : {};
      for (const [name, channel] of Object.entries(channels)) {
        if (!isObject(channel) || channel.enable === false) continue;
        // A channel that lists no types (absent or [], and none at the top level) asks for nothing and
        // never dispatches (run loader-types-empty-missing-sink); one whose types the plugin cannot
        // read (a string) asked for records it never gets: a route.
        const none = (types: unknown) => types === undefined || (Array.isArray(types) && types.length === 0);
        if (none(channel.types) && none(proc.types)) continue;
        const target = defined[name];
        if (isObject(target) && target.enable === false) continue;
        // A channel types the plugin cannot read (a string) leaves the top-level ones; where there are
        // none, the channel carries nothing of what its author named (lint: "the channel carries nothing").
        const top = listed(proc.types);
        const own = typeof channel.types === 'string' && top.length === 0 ? [channel.types] : listed(channel.types);
        const streams = [...new Set([...top, ...own])];
        const url = isObject(target) ? target.url : undefined;
        out.push({
          path: typeof url === 'string' ? urlPath(url, serial) : name,
          from: `${procTag}:${tag}/${name}`,
          streams,
          filtered: filters && streams.includes('stream-flows'),
        });
      }
    }
  }
  return out;
}

/**
 * The URL paths the deployment routes to as written (`writtenRoutes`); with `filtered`, only
 * those of stream-flows channels whose processor has flow filters (the rule's `filtered`).
 */
export function intendedRoutes(d: Deployment, serial: string, only?: 'filtered'): string[] {
  return [
    ...new Set(
      writtenRoutes(d, serial)
        .filter((r) => only !== 'filtered' || r.filtered)
        .map((r) => r.path),
    ),
  ].sort();
}

/** Each stream each route carries that the bodies can tell (the rule's `streams`). */
export function intendedStreams(d: Deployment, serial: string, counted: readonly string[]): StreamRoute[] {
  return writtenRoutes(d, serial).flatMap((r) =>
    r.streams
      .filter((stream) => counted.includes(stream))
      .map((stream) => ({ path: r.path, stream, from: r.from, ...(r.filtered && stream === 'stream-flows' ? { filtered: true } : {}) })),
  );
}
