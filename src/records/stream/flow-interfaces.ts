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
import { boundText } from '../../core/message.js';
import { where, type Place } from './place.js';

/** Interface names remembered (listed, pending or said); past this many, new names are not checked. */
const MAX_NAMES = 10_000;

export class FlowInterfaces {
  private readonly listed = new Set<string>();
  /** Interfaces flows named that no `interfaces` record listed yet: the first flow that named each. */
  private readonly pending = new Map<string, Place & { digest?: string }>();
  private readonly said = new Set<string>();

  /** Takes a valid flow record's interface. */
  flow(here: Place, name: unknown, digest: string | undefined): void {
    if (typeof name !== 'string' || this.listed.has(name) || this.pending.has(name) || this.said.has(name)) return;
    if (this.listed.size + this.pending.size + this.said.size >= MAX_NAMES) return;
    this.pending.set(name, { ...here, ...(digest !== undefined ? { digest } : {}) });
  }

  /** Takes a valid `interfaces` record; returns a warning for each waiting interface it does not list either. */
  interfaces(here: Place, value: Record<string, unknown>): Diagnostic[] {
    const names = Object.keys(value).filter((k) => k !== 'type');
    if (names.length === 0) return [];
    for (const name of names) if (this.listed.size < MAX_NAMES) this.listed.add(name);
    const found: Diagnostic[] = [];
    for (const [name, flow] of this.pending) {
      this.pending.delete(name);
      if (this.listed.has(name)) continue;
      this.said.add(name);
      const shown = names.slice(0, 5).map((n) => JSON.stringify(boundText(n, 80)));
      found.push({
        severity: 'warning',
        code: 'record/stream',
        message: `${where(flow)}${flow.digest !== undefined ? ` (flow ${flow.digest})` : ''} names interface ${JSON.stringify(boundText(name, 80))}, which ${where(here)} does not list (it lists ${shown.join(', ')}${names.length > 5 ? ', ...' : ''}): the agent lists every interface it captures on`,
        pointer: '',
        record: here.index,
        offset: here.offset,
      });
    }
    return found;
  }
}
