import { callArgument, thrownReason } from '../../core/arguments.js';
import type { Diagnostic } from '../../core/diagnostic.js';
import { boundText } from '../../core/message.js';
import { isPlainObject, typeName } from '../../core/value.js';
import { framingNames, type Framing } from './frames.js';
import { agentReleases, type AgentRelease } from '../agent-release.js';

/** How much a reader takes in before it calls a stream hostile: every cap has a default. */

/** Size caps for reading records. */
export interface RecordLimits {
  /** Largest record (or unfinished record) kept in memory, in bytes. Default 16 MiB. */
  maxRecordBytes: number;
  /** Most bytes gzip may inflate to, per stream or payload. Default 1 GiB for streams (see {@link payloadLimits}). */
  maxDecompressedBytes: number;
  /**
   * Most times its own size gzip may inflate to, once past 4 MiB: agent records compress 10 to
   * 50 times; a stream that inflates far more is a bomb of tiny records. Default 200.
   */
  maxInflateRatio: number;
  /**
   * Most records judged per stream or payload: each costs a few microseconds however small, so
   * this bounds the time a stream can take. Default 10,000,000 for streams, 1,000,000 for a payload.
   */
  maxRecords: number;
}

/** The defaults for streams (files, stdin, sockets): records stay small, streams may be long. */
export const streamLimits: RecordLimits = {
  maxRecordBytes: 16 * 1024 * 1024,
  maxDecompressedBytes: 1024 * 1024 * 1024,
  maxInflateRatio: 200,
  maxRecords: 10_000_000,
};

/** The defaults for one payload (an HTTP body): it is held whole in memory, so it is capped lower. */
export const payloadLimits: RecordLimits = {
  maxRecordBytes: 16 * 1024 * 1024,
  maxDecompressedBytes: 64 * 1024 * 1024,
  maxInflateRatio: 200,
  maxRecords: 1_000_000,
};

/** Inflated bytes below which the ratio cap does not apply: small streams of repeated records compress well. */
export const RATIO_FLOOR = 4 * 1024 * 1024;

/** The options every reader takes, as the caller gave them. */
interface CommonOptions {
  framing?: Framing;
  limits?: Partial<RecordLimits>;
  agent?: AgentRelease;
}

/**
 * A caller's reading options checked (an object; a known framing; caps that are positive numbers)
 * and the caps filled from `defaults`, or the `call/argument` problem with them.
 */
export function readOptions<O extends CommonOptions>(
  options: O | undefined,
  defaults: RecordLimits,
): { options: O; limits: RecordLimits } | { diagnostic: Diagnostic } {
  try {
    return checkOptions(options, defaults);
  } catch (error) {
    return { diagnostic: callArgument(`reading the options failed (${thrownReason(error)}); pass a plain object`) };
  }
}

function checkOptions<O extends CommonOptions>(
  options: O | undefined,
  defaults: RecordLimits,
): { options: O; limits: RecordLimits } | { diagnostic: Diagnostic } {
  if (options === undefined || options === null) return { options: {} as O, limits: defaults };
  if (!isPlainObject(options)) return { diagnostic: callArgument(`the options must be an object, not ${typeName(options)}`) };
  const { framing, limits, gzip, agent } = options as CommonOptions & { gzip?: unknown };
  if (gzip !== undefined && typeof gzip !== 'boolean') return { diagnostic: callArgument(`options.gzip must be a boolean, not ${typeName(gzip)}`, '/gzip') };
  if (agent !== undefined && !(agentReleases as readonly unknown[]).includes(agent))
    return { diagnostic: callArgument(`options.agent must be ${agentReleases.join(' or ')}, not ${typeName(agent)}`, '/agent') };
  // A copy: the caller's object is read once (a getter may answer differently the next time).
  const read = { ...(framing !== undefined ? { framing } : {}), ...(gzip !== undefined ? { gzip } : {}), ...(agent !== undefined ? { agent } : {}) } as O;
  if (framing !== undefined && !(framingNames as readonly unknown[]).includes(framing)) {
    const given = typeof framing === 'string' ? JSON.stringify(boundText(framing, 60)) : typeName(framing);
    return { diagnostic: callArgument(`unknown framing ${given}; framings are ${framingNames.join(', ')}`, '/framing') };
  }
  if (limits === undefined || limits === null) return { options: read, limits: defaults };
  if (!isPlainObject(limits)) return { diagnostic: callArgument(`the limits must be an object, not ${typeName(limits)}`, '/limits') };
  const merged = { ...defaults };
  for (const name of Object.keys(defaults) as (keyof RecordLimits)[]) {
    const value = limits[name];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !(value > 0))
      return { diagnostic: callArgument(`limits.${name} must be a positive number, not ${typeName(value)}`, `/limits/${name}`) };
    merged[name] = value;
  }
  return { options: read, limits: merged };
}
