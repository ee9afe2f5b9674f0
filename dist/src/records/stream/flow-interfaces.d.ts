/**
 * Flows name their capture interface (`interface`, run: `lo`, `offline0`), and `interfaces`
 * records list the agent's interfaces by name. On a stream that carries both (a channel with
 * stream-flows and stream-stats), every interface a flow names is listed by an `interfaces`
 * record. Real order (agent-runs/streams live1, http1; the live test's `/both` channel): the first
 * `interfaces` record, at start-up, can be empty (`{"type":"interfaces"}`), and a round's flows
 * may come before its `interfaces` record. So a flow's interface is judged by the next non-empty
 * `interfaces` record when none listed it yet, and said once per interface.
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import { type Place } from './place.js';
export declare class FlowInterfaces {
    private readonly listed;
    /** Interfaces flows named that no `interfaces` record listed yet: the first flow that named each. */
    private readonly pending;
    private readonly said;
    /** Takes a valid flow record's interface. */
    flow(here: Place, name: unknown, digest: string | undefined): void;
    /** Takes a valid `interfaces` record; returns a warning for each waiting interface it does not list either. */
    interfaces(here: Place, value: Record<string, unknown>): Diagnostic[];
}
