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
import { isPlainObject } from '../../core/value.js';
import { FlowInterfaces } from './flow-interfaces.js';
import { where, type Place } from './place.js';
import { StatusCadence } from './status-cadence.js';
import { groupDigits } from '../../core/message.js';

/** Flows tracked at once (and purged digests remembered) unless told otherwise. */
const DEFAULT_MAX_FLOWS = 100_000;

/** The record types that carry a flow's digest at `/flow/digest`. */
const flowTypes = new Set(['flow', 'flow_dpi_update', 'flow_dpi_complete', 'flow_stats', 'flow_purge']);

/** Per-flow counters that only grow (checked where both records carry them). */
const counters = ['total_bytes', 'total_packets', 'detection_packets'] as const;

/**
 * What is remembered of a flow, open or purged, in one object (one map lookup a record): each
 * counter's last value (NaN before any) and the record that carried it; `purge` once purged.
 * Fields, not two arrays: a stream keeps up to `maxFlows` of these (364 bytes kept a flow with
 * the arrays, 301 without, over the bench stream's 95,090 flows).
 */
class FlowState {
  private v0 = NaN;
  private v1 = NaN;
  private v2 = NaN;
  private at0: Place | undefined = undefined;
  private at1: Place | undefined = undefined;
  private at2: Place | undefined = undefined;
  purge: Place | undefined = undefined;

  /** Counter `c`'s last value (NaN before any). */
  value(c: number): number {
    return c === 0 ? this.v0 : c === 1 ? this.v1 : this.v2;
  }

  /** The record that carried counter `c`'s last value. */
  at(c: number): Place | undefined {
    return c === 0 ? this.at0 : c === 1 ? this.at1 : this.at2;
  }

  /** Counter `c` is `value` as of the record at `place`. */
  set(c: number, value: number, place: Place): void {
    if (c === 0) {
      this.v0 = value;
      this.at0 = place;
    } else if (c === 1) {
      this.v1 = value;
      this.at1 = place;
    } else {
      this.v2 = value;
      this.at2 = place;
    }
  }
}

/** No findings: one shared empty list (the caller only reads it). */
const none: Diagnostic[] = [];

/** Checks the stream rules over the valid records of one stream, in order. */
export class StreamRules {
  /** Open flows, and the purged ones remembered, by digest. */
  private readonly flows = new Map<string, FlowState>();
  private openCount = 0;
  /** Purged digests, oldest first (from `purgedHead` on); the oldest are forgotten past the cap. */
  private purgedOrder: string[] = [];
  private purgedHead = 0;
  private readonly summary: StreamSummary = { flows: { opened: 0, purged: 0, untracked: 0 } };
  private full = false;
  private readonly cadence: StatusCadence;
  private readonly interfaces = new FlowInterfaces();

  /** @param updateInterval the agent's update interval in seconds, when the caller knows it (its config) */
  constructor(
    private readonly maxFlows = DEFAULT_MAX_FLOWS,
    updateInterval?: number,
  ) {
    this.cadence = new StatusCadence(updateInterval);
  }

  /** Takes one valid record; returns the findings it causes (most often none). */
  check(index: number, offset: number, type: string | undefined, value: unknown): Diagnostic[] {
    if (!isPlainObject(value) || type === undefined) return none;
    this.times(value);
    if (type === 'agent_status') return this.cadence.check({ index, offset, type }, value);
    if (type === 'interfaces') return this.interfaces.interfaces({ index, offset, type }, value);
    if (!flowTypes.has(type) || !isPlainObject(value.flow) || typeof value.flow.digest !== 'string') return none;
    const flow = value.flow;
    const digest = flow.digest as string;
    const here: Place = { index, offset, type };
    this.interfaces.flow(here, value.interface, digest);
    let found = none;
    let state = this.flows.get(digest);
    const purge = state?.purge;
    if (purge) {
      found = [this.finding(here, `${where(here)} names flow ${digest}, purged earlier by ${where(purge)}: the agent sends nothing of a flow after its purge`)];
    }
    if (!state) {
      if (this.openCount >= this.maxFlows) {
        this.summary.flows.untracked++;
        if (!this.full) {
          this.full = true;
          return [
            {
              severity: 'info',
              code: 'record/stream',
              message: `more than ${groupDigits(this.maxFlows)} flows open at once: flows first seen from ${where(here)} on are not tracked (their purge and counters are not checked)`,
              pointer: '',
              record: index,
              offset,
            },
          ];
        }
        return none;
      }
      state = new FlowState();
      this.flows.set(digest, state);
      this.openCount++;
      this.summary.flows.opened++;
    }
    // A purged flow's counters are not followed (its records are reported as coming after the purge).
    if (!purge) {
      for (let c = 0; c < counters.length; c++) {
        const name = counters[c]!;
        const now = flow[name];
        if (typeof now !== 'number') continue;
        const before = state.value(c);
        if (now < before) {
          const finding = this.finding(
            here,
            `flow ${digest}: ${name} goes down from ${before} at ${where(state.at(c)!)} to ${now} at ${where(here)}: the agent's per-flow counters never do`,
            `/flow/${name}`,
          );
          if (found === none) found = [finding];
          else found.push(finding);
        }
        state.set(c, now, here);
      }
      if (type === 'flow_purge') this.purged(digest, state, here);
    }
    return found;
  }

  /** A flow's purge: it is no longer open, and its digest is remembered (the oldest forgotten past the cap). */
  private purged(digest: string, state: FlowState, here: Place): void {
    this.summary.flows.purged++;
    this.openCount--;
    state.purge = here;
    if (this.purgedOrder.length - this.purgedHead >= this.maxFlows) {
      this.flows.delete(this.purgedOrder[this.purgedHead++]!);
      // The forgotten head is cut off now and then, so the list stays within twice the cap.
      if (this.purgedHead >= this.maxFlows) {
        this.purgedOrder = this.purgedOrder.slice(this.purgedHead);
        this.purgedHead = 0;
      }
    }
    this.purgedOrder.push(digest);
  }

  /** What the stream held so far. */
  result(): StreamSummary {
    return { ...this.summary, flows: { ...this.summary.flows } };
  }

  private finding(here: Place, message: string, pointer = '/flow/digest'): Diagnostic {
    return { severity: 'warning', code: 'record/stream', message, pointer, record: here.index, offset: here.offset };
  }

  /** Widens the time span by the times a record carries: `timestamp` (seconds), a flow's `*_seen_at` (ms). */
  private times(value: Record<string, unknown>): void {
    if (typeof value.timestamp === 'number') this.time(value.timestamp * 1000);
    if (isPlainObject(value.flow)) {
      if (typeof value.flow.first_seen_at === 'number') this.time(value.flow.first_seen_at);
      if (typeof value.flow.last_seen_at === 'number') this.time(value.flow.last_seen_at);
    }
  }

  private time(ms: number): void {
    if (!Number.isFinite(ms)) return;
    if (this.summary.first === undefined || ms < this.summary.first) this.summary.first = ms;
    if (this.summary.last === undefined || ms > this.summary.last) this.summary.last = ms;
  }
}
