/**
 * How the HTTP sink plugin really treats its config (sink-http 1.0.13, the latest public source),
 * where that differs from what the config says. Each finding names the plugin version: later,
 * closed-source releases may behave otherwise.
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import { sortByBytes } from '../../core/bytes.js';
import { childPointer } from '../../core/pointer.js';
import { hasMember, isPlainObject } from '../../core/value.js';
import type { DroppedChannel } from '../kinds/spec.js';
import type { SourceText } from '../source-text.js';
import { jsonType } from '../reading/interpret.js';
import { headerValues as headerValueClasses } from '../reading/sink-http-1.0.13.js';

const VERSION = 'sink-http 1.0.13';
/** What each channel starts from in 1.0.13, whatever the top level says. */
const builtIn: Readonly<Record<string, number | boolean>> = { timeout_connect: 30, timeout_transfer: 300, tls_verify: true, tls_version1: false };
const timeouts = ['timeout_connect', 'timeout_transfer'];

type Channel = { name: string; value: Record<string, unknown> };

/** Pointers are built only for findings: this runs on every validation of an HTTP sink config. */
const channelPointer = (c: Channel, member?: string) => (member === undefined ? childPointer('/channels', c.name) : childPointer('/channels', c.name, member));

/** False only for a plain http:// URL: a TLS setting changes nothing for that channel. */
function mayUseTls(channel: Channel): boolean {
  return !(typeof channel.value.url === 'string' && /^http:\/\//i.test(channel.value.url));
}

function warning(pointer: string, message: string): Diagnostic {
  return { severity: 'warning', code: 'field/behaviour', message, pointer };
}

const quoted = (names: readonly string[]) => names.map((n) => JSON.stringify(n)).join(', ');

/**
 * Whether 1.0.13 reads a timeout as written (a JSON unsigned integer); the values it ignores or
 * cuts are the reading table's findings (`reading/sink-http-1.0.13.ts`).
 */
function timeoutRead(value: unknown, pointer: string, source: SourceText | undefined): number | undefined {
  return typeof value === 'number' && jsonType(value, pointer, source) === 'unsigned' ? value : undefined;
}

/**
 * In the effective config, "-" for an empty header value (run `resolve-posts`: the header arrived
 * as "-"). What 1.0.13 uses in place of the values it ignores (timeouts, TLS settings, `enable`,
 * headers that are not an object) comes from its reading table.
 */
export function sinkHttpIgnores(config: Record<string, unknown>): void {
  const map = config.channels;
  if (!isPlainObject(map)) return;
  for (const name of Object.keys(map)) {
    const channel = map[name];
    if (!isPlainObject(channel) || !isPlainObject(channel.headers)) continue;
    const headers = channel.headers;
    for (const header of Object.keys(headers)) if (headers[header] === '') headers[header] = '-';
  }
}

/**
 * In the effective config, each channel starts from the built-in timeouts and TLS settings: 1.0.13
 * reads the top-level ones and never applies them (FIELD-FACTS, run).
 */
export function sinkHttpStarts(config: Record<string, unknown>): void {
  const map = config.channels;
  if (!isPlainObject(map)) return;
  for (const name of Object.keys(map)) {
    const channel = map[name];
    if (!isPlainObject(channel)) continue;
    for (const member in builtIn) if (!hasMember(channel, member)) channel[member] = builtIn[member];
  }
  // The channels after the first disabled one, in byte order of names, are never defined: they post nothing.
  for (const dropped of afterDisabled(sortedChannels(config))?.dropped ?? []) dropped.value.enable = false;
}

/** Warnings where sink-http 1.0.13 does something other than what the config says. */
export function sinkHttpFieldBehaviour(config: unknown, source?: SourceText): Diagnostic[] {
  if (!isPlainObject(config) || !isPlainObject(config.channels)) return [];
  // 1.0.13 walks the channels in byte order of their names.
  const channels = sortedChannels(config);
  // The channels that ever post: those before the first disabled one.
  const stop = channels.findIndex((c) => c.value.enable === false);
  const live = stop < 0 ? channels : channels.slice(0, stop);
  return [...topLevelNotApplied(config, live, source), ...droppedAfterDisabled(channels), ...sharedTls(live), ...headerValues(channels, live)];
}

/** Top-level timeouts and TLS settings are read but never applied to the channels that post. */
function topLevelNotApplied(config: Record<string, unknown>, channels: Channel[], source: SourceText | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const member in builtIn) {
    const value = builtIn[member]!;
    // A value of another type is the schema's error or an ignored timeout; the built-in value changes nothing.
    const set = config[member];
    if (typeof set !== typeof value || set === value) continue;
    // Timeouts 1.0.13 does not read are reported on their own (below).
    if (timeouts.includes(member) && timeoutRead(set, childPointer('', member), source) === undefined) continue;
    const unset = channels.filter((c) => !hasMember(c.value, member));
    if (unset.length === 0) continue;
    // A TLS setting changes what is sent only over TLS; it is ignored all the same (found case trap-silent-sink-tls-verify).
    const plain = !timeouts.includes(member) && !unset.some(mayUseTls);
    out.push(
      warning(
        childPointer('', member),
        `${VERSION} does not apply the top-level "${member}" to channels: ${quoted(unset.map((c) => c.name))} use the built-in ${String(value)}; set it in each channel` +
          (plain ? ' (they post over plain http:// now, so it changes nothing until one posts over https://)' : ''),
      ),
    );
  }
  return out;
}

/** The channels in the order 1.0.13 reads them: byte order of their names. */
function sortedChannels(config: unknown): Channel[] {
  if (!isPlainObject(config) || !isPlainObject(config.channels)) return [];
  const map = config.channels;
  const channels: Channel[] = [];
  for (const name of sortByBytes(Object.keys(map))) {
    const value = map[name];
    if (isPlainObject(value)) channels.push({ name, value });
  }
  return channels;
}

/** The enabled channels after the first disabled one (in the order given), and that channel's name. */
function afterDisabled(channels: Channel[]): { stop: string; dropped: Channel[] } | undefined {
  const first = channels.findIndex((c) => c.value.enable === false);
  if (first < 0) return undefined;
  return { stop: channels[first]!.name, dropped: channels.slice(first + 1).filter((c) => c.value.enable !== false) };
}

/**
 * The enabled channels 1.0.13 never defines: those after the first disabled one in byte order of
 * names (a run with a disabled "aaa" logged "channel not defined" for "flows" and "stats" and posted nothing).
 */
export function sinkHttpDrops(config: unknown): DroppedChannel[] {
  const after = afterDisabled(sortedChannels(config));
  if (after === undefined) return [];
  return after.dropped.map((c) => ({
    channel: c.name,
    why: `${VERSION} never posts on channel "${c.name}": it reads channels in byte order of their names and stops at the disabled channel "${after.stop}"`,
  }));
}

/** A disabled channel ends the loop over channels: every channel after it is dropped too. */
function droppedAfterDisabled(channels: Channel[]): Diagnostic[] {
  const after = afterDisabled(channels);
  if (after === undefined) return [];
  return after.dropped.map((c) =>
    warning(
      channelPointer(c),
      `${VERSION} drops channel "${c.name}": it reads channels in byte order of their names and stops at the disabled channel "${after.stop}"`,
    ),
  );
}

/** TLS checks switched off by one posting channel stay off for every later post of every channel. */
function sharedTls(channels: Channel[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const c of channels) {
    if (c.value.tls_verify !== false && c.value.tls_version1 !== true) continue;
    const others = channels.filter((o) => o !== c && mayUseTls(o)).map((o) => o.name);
    if (others.length === 0) continue;
    for (const [member, weak, effect] of [
      ['tls_verify', false, 'skip certificate checks'],
      ['tls_version1', true, 'accept TLS 1.0 (a minimum, not a forced version: a run posted over TLS 1.3)'],
    ] as const) {
      if (c.value[member] !== weak) continue;
      out.push(
        warning(
          channelPointer(c, member),
          `security: ${VERSION} uses one connection for all channels and never switches TLS options back on, so once "${c.name}" has posted, later posts of ${quoted(others)} ${effect} too`,
        ),
      );
    }
  }
  return out;
}

/**
 * Header values 1.0.13 does not send as written: an empty one goes as "-"; and one with a line
 * break, on a channel that posts, goes as written to libcurl (`name: value`), so the header ends at
 * the break and the server reads what follows as a header of its own (run model-header-value-crlf:
 * the posts arrived with "X-Site: a"). A name that is no token, and a value no server takes (a bare
 * CR or LF, a control character, a break followed by no header line), are the reading table's (a loss).
 */
/** A value the reading table says no post survives (its error says so): no warning on top. */
const lostOnTheWire = (value: string) => headerValueClasses.find((c) => c.match.test(value))?.effect.does === 'loses';

function headerValues(channels: Channel[], live: Channel[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const c of channels) {
    const headers = c.value.headers;
    if (!isPlainObject(headers)) continue;
    for (const name of Object.keys(headers)) {
      const value = headers[name];
      const at = channelPointer(c, 'headers').concat(childPointer('', name));
      if (value === '') out.push(warning(at, `${VERSION} sends the empty header "${name}" as "-"`));
      else if (typeof value === 'string' && /[\r\n]/.test(value) && live.includes(c) && !lostOnTheWire(value))
        out.push(
          warning(
            at,
            `${VERSION} sends the value of header ${JSON.stringify(name)} as written, line break included: the header ends at the break, and the server reads what follows it as a header of its own`,
          ),
        );
    }
  }
  return out;
}
