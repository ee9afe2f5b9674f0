/**
 * What the agent guarantees across the records of one stream, checked record by record with
 * bounded memory, and what the stream held (time span, flows opened and purged).
 *
 * Confirmed on the real agent's streams (agent-runs/streams: 5.0.7, proc-core 1.0.30):
 * 1. no record of a flow (`flow`, `flow_dpi_update`, `flow_dpi_complete`, `flow_stats`, `flow_purge`,
 *    all naming it by `flow.digest`) follows that flow's `flow_purge`;
 * 2. a flow's `total_bytes`, `total_packets` and `detection_packets` never go down. (`local_*` and
 *    `other_*` bytes and packets are counts since the flow's previous record: they do go down, to 0 in
 *    a purge after an idle interval, so they are not checked.)
 * 3. `agent_status` comes every update interval (`status-cadence.ts`);
 * 4. every interface a flow names is listed by the stream's `interfaces` records (`flow-interfaces.ts`).
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import type { StreamSummary } from '../../core/report.js';
/** Checks the stream rules over the valid records of one stream, in order. */
export declare class StreamRules {
    private readonly maxFlows;
    /** Open flows, and the purged ones remembered, by digest. */
    private readonly flows;
    private openCount;
    /** Purged digests, oldest first (from `purgedHead` on); the oldest are forgotten past the cap. */
    private purgedOrder;
    private purgedHead;
    private readonly summary;
    private full;
    private readonly cadence;
    private readonly interfaces;
    /** @param updateInterval the agent's update interval in seconds, when the caller knows it (its config) */
    constructor(maxFlows?: number, updateInterval?: number);
    /** Takes one valid record; returns the findings it causes (most often none). */
    check(index: number, offset: number, type: string | undefined, value: unknown): Diagnostic[];
    /** A flow's purge: it is no longer open, and its digest is remembered (the oldest forgotten past the cap). */
    private purged;
    /** What the stream held so far. */
    result(): StreamSummary;
    private finding;
    /** Widens the time span by the times a record carries: `timestamp` (seconds), a flow's `*_seen_at` (ms). */
    private times;
    private time;
}
