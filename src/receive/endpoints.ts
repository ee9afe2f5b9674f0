/**
 * A deployment's HTTP endpoints: each channel of an enabled HTTP sink, with its URL and headers
 * after variable expansion, and the processor channels that send to it with the format,
 * compression and record types they are configured with. Read from the deployment model
 * (`lintDeployment(...).model`): its plugins, their parsed configs and its judged references.
 */
import { relative } from 'node:path';
import type { DeploymentModel, PluginInstance } from '../deploy/model.js';
import type { Diagnostic } from '../core/diagnostic.js';
import { agentVariableDefaults, substituteString } from '../core/variables.js';
import { isPlainObject } from '../core/value.js';
import { sortByBytes } from '../core/bytes.js';
import { specOf } from '../plugins/kinds/index.js';
import { unpredictable, type Carried, type Payload } from '../plugins/kinds/spec.js';
import type { KindId } from '../plugins/kinds.js';
import type { BodyFormat } from './encoding.js';

export type { Carried };

/** One processor channel that posts to an HTTP sink channel. */
export interface Sender {
  processor: string;
  /** The processor's config, relative to the deployment root. */
  config: string;
  format: BodyFormat;
  gzip: boolean;
  /** The record types it sends there; `any` when agentconf cannot tell. */
  carries: Carried;
  /** For messages: `stream-flows, stream-stats`, `aggregator batches`, ... */
  describes: string;
}

/** One channel of an enabled HTTP sink. */
export interface HttpEndpoint {
  sink: string;
  channel: string;
  /** The sink's config, relative to the deployment root. */
  config: string;
  /** The URL after variable expansion. */
  url: string;
  /** Path and query of the URL, `${variables}` left in it as written; undefined when the URL cannot be parsed. */
  path?: string;
  /**
   * What request paths the channel posts to: `path` with each `${variable}` left unexpanded (a
   * device's own `uuid_agent`, `uuid_serial`, `uuid_site` unless `--var` gives them) matching any
   * value, as configured headers are judged.
   */
  pattern?: PathPattern;
  /** Configured headers after expansion, by lower-cased name; `written` says whether a variable was expanded. */
  headers: { name: string; value: string; fixed: boolean }[];
  senders: Sender[];
}

/** The HTTP endpoints of a deployment, in load order. */
export function httpEndpoints(model: DeploymentModel): HttpEndpoint[] {
  const byTag = new Map<string, PluginInstance>();
  for (const p of model.plugins) if (!byTag.has(p.tag)) byTag.set(p.tag, p);
  const endpoints: HttpEndpoint[] = [];
  for (const sink of byTag.values()) {
    if (sink.role !== 'sink' || !sink.enabled || !postsOverHttp(sink.kind)) continue;
    const config = configOf(model, sink);
    if (config === undefined || !isPlainObject(config.value.channels)) continue;
    const channels = config.value.channels;
    for (const channel of sortByBytes(Object.keys(channels))) {
      const settings = channels[channel];
      if (!isPlainObject(settings)) continue;
      // sink-http 1.0.13 stops its loop over channels at the first disabled one (byte order).
      if (settings.enable === false) break;
      if (typeof settings.url !== 'string') continue;
      const url = expand(settings.url, model);
      endpoints.push({
        sink: sink.tag,
        channel,
        config: config.name,
        url,
        ...pathOf(settings.url, model),
        headers: headersOf(settings.headers, model),
        senders: sendersTo(model, byTag, sink.tag, channel),
      });
    }
  }
  return endpoints;
}

/** The request path (and query) a channel URL posts to, `${variables}` of the device left as written; undefined when it cannot be parsed. */
export function requestPathOf(written: string, model: DeploymentModel): string | undefined {
  return pathOf(written, model).path;
}

/** Whether a plugin's kind is a sink that posts each record over HTTP (its spec `delivers: 'http'`). */
export function postsOverHttp(kind: KindId | undefined): boolean {
  const spec = specOf(kind);
  return spec?.role === 'sink' && spec.delivers === 'http';
}

function configOf(model: DeploymentModel, plugin: PluginInstance): { name: string; value: Record<string, unknown> } | undefined {
  const file = plugin.conf?.local;
  const value = file === undefined ? undefined : model.configs.get(file)?.value;
  return file !== undefined && isPlainObject(value) ? { name: relative(model.root, file) || file, value } : undefined;
}

function expand(text: string, model: DeploymentModel): string {
  const ignored: Diagnostic[] = [];
  return substituteString(text, model.variables, '', ignored);
}

/** A stand-in for a variable while the URL is parsed: letters only, so no part of the URL encodes it. */
const SLOT = 'agentconfvariableslot';

/** The variables the HTTP sink fills in from the device itself (FIELD-FACTS): each device has its own. */
const deviceVariables = ['uuid_agent', 'uuid_serial', 'uuid_site'];

/**
 * The path of a channel URL as written, and the pattern of the paths it posts to: a device's own
 * variable still at its default (no --var, no --agent-config value) matches any value; every
 * other variable is expanded as the agent expands it.
 */
function pathOf(written: string, model: DeploymentModel): { path?: string; pattern?: PathPattern } {
  const names: string[] = [];
  const own = (name: string) => deviceVariables.includes(name) && model.variables[name] === agentVariableDefaults[name];
  const marked = expand(
    eachReference(written, (whole, name) => (own(name) ? `${SLOT}${names.push(name) - 1}${SLOT}` : whole)),
    model,
  );
  let path: string;
  try {
    const parsed = new URL(marked);
    path = parsed.pathname + parsed.search;
  } catch {
    return {};
  }
  // The path split at its slots: literal parts at even places, a variable's index at odd ones.
  const parts = path.split(SLOT);
  const literals = parts.filter((_, i) => i % 2 === 0);
  const shown = parts.map((part, i) => (i % 2 === 0 ? part : `\${${names[Number(part)]}}`)).join('');
  return { path: shown, pattern: new PathPattern(literals) };
}

/**
 * A path with a wildcard between each two literal parts: a wildcard stands for any value without
 * `/ ? & #`. Matched by one pass per part over the set of reachable positions (no regular
 * expression, no backtracking): linear in the path's length times the number of parts.
 */
export class PathPattern {
  constructor(private readonly literals: readonly string[]) {}

  test(path: string): boolean {
    let reach: Uint8Array = new Uint8Array(path.length + 1);
    reach[0] = 1;
    for (let i = 0; i < this.literals.length; i++) {
      if (i > 0) reach = wildcard(path, reach);
      reach = literal(path, reach, this.literals[i]!);
    }
    return reach[path.length] === 1;
  }
}

/** The positions reached after `text` from each reachable one. */
function literal(path: string, reach: Uint8Array, text: string): Uint8Array {
  const next = new Uint8Array(path.length + 1);
  for (let p = 0; p + text.length <= path.length; p++) if (reach[p] === 1 && path.startsWith(text, p)) next[p + text.length] = 1;
  return next;
}

/** The positions reached after a run of characters other than `/ ? & #` from each reachable one. */
function wildcard(path: string, reach: Uint8Array): Uint8Array {
  const next = new Uint8Array(path.length + 1);
  let open = false;
  for (let q = 0; q <= path.length; q++) {
    if (reach[q] === 1) open = true;
    if (open) next[q] = 1;
    const c = path[q];
    if (c === '/' || c === '?' || c === '&' || c === '#') open = false;
  }
  return next;
}

/** `text` with each `${name}` replaced by what `replace` gives (a scan, not a regular expression). */
function eachReference(text: string, replace: (whole: string, name: string) => string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const start = text.indexOf('${', at);
    const end = start === -1 ? -1 : text.indexOf('}', start + 2);
    if (end === -1) return out + text.slice(at);
    out += text.slice(at, start) + replace(text.slice(start, end + 1), text.slice(start + 2, end));
    at = end + 1;
  }
}

function headersOf(headers: unknown, model: DeploymentModel): HttpEndpoint['headers'] {
  if (!isPlainObject(headers)) return [];
  return Object.keys(headers)
    .filter((name) => typeof headers[name] === 'string')
    .map((name) => {
      const written = headers[name] as string;
      const value = expand(written, model);
      // A header that expands to an empty string is sent as "-" (sink-http 1.0.13).
      return { name: name.toLowerCase(), value: value === '' ? '-' : value, fixed: !written.includes('${') };
    });
}

/** The processor channels whose references to this sink channel the deployment check judged deliverable. */
function sendersTo(model: DeploymentModel, byTag: ReadonlyMap<string, PluginInstance>, sink: string, channel: string): Sender[] {
  const senders: Sender[] = [];
  for (const ref of model.references) {
    if (!ref.ok || ref.sink !== sink || ref.channel !== channel) continue;
    const processor = byTag.get(ref.processor);
    if (processor === undefined) continue;
    const config = configOf(model, processor);
    if (config === undefined) continue;
    const sinks = config.value.sinks;
    const settings = isPlainObject(sinks) && isPlainObject(sinks[sink]) ? (sinks[sink] as Record<string, unknown>)[channel] : undefined;
    const own = isPlainObject(settings) ? settings : {};
    if (own.enable === false) continue;
    const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
      const value = own[name] ?? config.value[name];
      return allowed.includes(value as T) ? (value as T) : fallback;
    };
    senders.push({
      processor: ref.processor,
      config: config.name,
      format: pick('format', ['json', 'msgpack'], 'json'),
      gzip: pick('compressor', ['none', 'gz'], 'none') === 'gz',
      ...carried(processor, config.value, own),
    });
  }
  return senders;
}

/** What a processor's kind says it sends (`unpredictable` for a kind agentconf does not know). */
function payloadOf(kind: KindId | undefined): Payload {
  const spec = specOf(kind);
  return spec?.role === 'processor' ? spec.sends.payload : unpredictable;
}

function carried(processor: PluginInstance, top: Record<string, unknown>, own: Record<string, unknown>): Pick<Sender, 'carries' | 'describes'> {
  const payload = payloadOf(processor.kind);
  if (!('byChannelType' in payload)) return { carries: payload.carries, describes: payload.describes };
  // Channel types set what is sent (proc-core): a top-level `types` array goes in front of each channel's own.
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : []);
  const channelTypes = [...new Set([...list(top.types), ...list(own.types)])];
  const types = new Set<string>();
  for (const t of channelTypes) {
    const carries = payload.byChannelType[t];
    if (carries === 'any') return { carries: 'any', describes: channelTypes.join(', ') };
    for (const r of carries ?? []) types.add(r);
  }
  return { carries: [...types], describes: channelTypes.length ? channelTypes.join(', ') : 'no channel types' };
}
