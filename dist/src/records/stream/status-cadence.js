import { where } from './place.js';
/** The agent's update interval when nothing says otherwise (seconds). */
const DEFAULT_INTERVAL = 15;
/** Intervals a gap may span before a status counts as missing. */
const TOLERANCE = 2;
export class StatusCadence {
    interval;
    last;
    constructor(interval) {
        this.interval = interval;
    }
    /** Takes one valid `agent_status` record; returns a warning when statuses went missing before it. */
    check(here, value) {
        const { timestamp, uptime, update_interval: own } = value;
        if (typeof timestamp !== 'number' || !Number.isFinite(timestamp))
            return [];
        const now = { ...here, timestamp, ...(typeof uptime === 'number' ? { uptime } : {}) };
        const before = this.last;
        this.last = now;
        if (!before || (before.uptime !== undefined && now.uptime !== undefined && now.uptime < before.uptime))
            return [];
        const interval = this.interval ?? (typeof own === 'number' && own > 0 ? own : DEFAULT_INTERVAL);
        const gap = timestamp - before.timestamp;
        if (gap <= TOLERANCE * interval)
            return [];
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
