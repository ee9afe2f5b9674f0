/**
 * Core processor channels that carry nothing (proc-core 1.0.30): not an error, since the agent
 * runs and loses nothing it was asked to send, but almost never what was meant.
 */
import type { Diagnostic } from '../diagnostic.js';
import { childPointer } from '../pointer.js';
import { isPlainObject } from '../value.js';

/** A warning at each enabled channel whose `types`, with the top-level ones, list no stream. */
export function emptyCoreChannels(config: unknown): Diagnostic[] {
  if (!isPlainObject(config) || !isPlainObject(config.sinks)) return [];
  if (Array.isArray(config.types) && config.types.length > 0) return [];
  const out: Diagnostic[] = [];
  const sinks = config.sinks;
  // Indexed loops: this runs once per config, in code not yet optimised.
  const sinkNames = Object.keys(sinks);
  for (let i = 0; i < sinkNames.length; i++) {
    const sink = sinkNames[i]!;
    const channels = sinks[sink];
    if (!isPlainObject(channels)) continue;
    const names = Object.keys(channels);
    for (let j = 0; j < names.length; j++) {
      const name = names[j]!;
      const channel = channels[name];
      if (!isPlainObject(channel) || channel.enable === false || !Array.isArray(channel.types) || channel.types.length > 0) continue;
      out.push({
        severity: 'warning',
        code: 'field/behaviour',
        message: 'an empty "types" list carries no stream: proc-core 1.0.30 sends nothing on this channel',
        pointer: childPointer('/sinks', sink, name, 'types'),
      });
    }
  }
  return out;
}
