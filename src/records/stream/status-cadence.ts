/**
 * `agent_status` arrives once every update interval. Real streams (agent-runs/streams: live1,
 * http1, msgpack-gz, stats and legacy-socket channels, 24 gaps at `update_interval` 5; the live
 * test at 2) show consecutive `agent_status` timestamps exactly one interval apart. Timestamps
 * are whole seconds, so a gap of more than two intervals means at least one status (and the
 * round of records it heads) never arrived. The interval is, in order:
 * 1. the one the caller gives (`receive --agent-config`: the agent's `update_interval`);
 * 2. the record's own `update_interval`;
 * 3. the agent's default, 15 s.
 * A restart (uptime going down) starts the count again: the agent was down, nothing was lost.
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import { where, type Place } from './place.js';

/** The agent's update interval when nothing says otherwise (seconds). */
const DEFAULT_INTERVAL = 15;
/** Intervals a gap may span before a status counts as missing. */
const TOLERANCE = 2;

interface Status extends Place {
  timestamp: number;
  uptime?: number;
}

export class StatusCadence {
  private last: Status | undefined;

  constructor(private readonly interval?: number) {}

  /** Takes one valid `agent_status` record; returns a warning when statuses went missing before it. */
  check(here: Place, value: Record<string, unknown>): Diagnostic[] {
    const { timestamp, uptime, update_interval: own } = value;
    if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return [];
    const now: Status = { ...here, timestamp, ...(typeof uptime === 'number' ? { uptime } : {}) };
    const before = this.last;
    this.last = now;
    if (!before || (before.uptime !== undefined && now.uptime !== undefined && now.uptime < before.uptime)) return [];
    const interval = this.interval ?? (typeof own === 'number' && own > 0 ? own : DEFAULT_INTERVAL);
    const gap = timestamp - before.timestamp;
    if (gap <= TOLERANCE * interval) return [];
    const missing = Math.round(gap / interval) - 1;
    return [
      {
        severity: 'warning',
        code: 'record/stream',
        message: `${where(here)} comes ${gap} s after the previous agent_status, ${where(before)}: the agent sends one every ${interval} s (update_interval), so about ${missing} status round${missing === 1 ? '' : 's'} (and the records sent with ${missing === 1 ? 'it' : 'them'}) did not arrive`,
        pointer: '/timestamp',
        record: here.index,
        offset: here.offset,
      },
    ];
  }
}
