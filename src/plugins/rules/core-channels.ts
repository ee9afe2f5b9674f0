/**
 * Core processor channels that do other than they say (proc-core 1.0.30): channels that carry
 * nothing. Not an error where nothing was written for them to carry: the agent runs and loses
 * nothing it was asked to send, but almost never what was meant. An error where the top level
 * writes "types" but not as an array: the channel was to carry those, and the plugin reads none
 * (as for a channel that lists no "types", a row of the reading table; found case
 * err-warning-proc-types+route-missing-sink-no-types-a3b634, seed 2037: nothing sent). (An
 * `enable` that is not a boolean is a row of the reading table.)
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import { childPointer } from '../../core/pointer.js';
import { isPlainObject } from '../../core/value.js';
import { eachSinkChannel } from './sink-channels.js';

/**
 * A warning at each enabled channel with an empty `types` list: it carries no stream, or, where
 * the top level lists types, only those (proc-core 1.0.30 puts them in front of every channel's).
 */
export function emptyCoreChannels(config: unknown): Diagnostic[] {
  if (!isPlainObject(config) || !isPlainObject(config.sinks)) return [];
  const topLevel = Array.isArray(config.types) ? config.types.filter((t): t is string => typeof t === 'string') : [];
  const unread = Object.hasOwn(config, 'types') && !Array.isArray(config.types);
  const severity = unread ? 'error' : 'warning';
  const message = unread
    ? 'an empty "types" list carries only the top-level types, and proc-core 1.0.30 reads the top-level "types" only as an array: it sends nothing on this channel'
    : topLevel.length > 0
      ? `an empty "types" list still carries the top-level types: proc-core 1.0.30 sends ${topLevel.map((t) => JSON.stringify(t)).join(', ')} records on this channel`
      : 'an empty "types" list carries no stream: proc-core 1.0.30 sends nothing on this channel';
  const out: Diagnostic[] = [];
  eachSinkChannel(config, (channel, sink, name) => {
    if (channel.enable === false || !Array.isArray(channel.types) || channel.types.length > 0) return;
    out.push({ severity, code: 'field/behaviour', message, pointer: childPointer('/sinks', sink, name, 'types') });
  });
  return out;
}
