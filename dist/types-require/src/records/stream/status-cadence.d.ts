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
import { type Place } from './place.js';
export declare class StatusCadence {
    private readonly interval?;
    private last;
    constructor(interval?: number | undefined);
    /** Takes one valid `agent_status` record; returns a warning when statuses went missing before it. */
    check(here: Place, value: Record<string, unknown>): Diagnostic[];
}
