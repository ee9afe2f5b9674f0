/**
 * Core processor channels that carry nothing (proc-core 1.0.30): not an error, since the agent
 * runs and loses nothing it was asked to send, but almost never what was meant.
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import { childPointer } from '../../core/pointer.js';
import { isPlainObject } from '../../core/value.js';
import { eachSinkChannel } from './sink-channels.js';

/** A warning at each enabled channel whose `types`, with the top-level ones, list no stream. */
export function emptyCoreChannels(config: unknown): Diagnostic[] {
  if (!isPlainObject(config) || !isPlainObject(config.sinks)) return [];
  if (Array.isArray(config.types) && config.types.length > 0) return [];
  const out: Diagnostic[] = [];
  eachSinkChannel(config, (channel, sink, name) => {
    if (channel.enable === false || !Array.isArray(channel.types) || channel.types.length > 0) return;
    out.push({
      severity: 'warning',
      code: 'field/behaviour',
      message: 'an empty "types" list carries no stream: proc-core 1.0.30 sends nothing on this channel',
      pointer: childPointer('/sinks', sink, name, 'types'),
    });
  });
  return out;
}
