/**
 * The shrinker: from a case that shows a disagreement, leaves out changes (each part it changed
 * goes back to the base's value) and then drops parts of the deployment (plugins, channels, keys,
 * filter entries, loader lines), keeping each step only where the disagreement of the same kind
 * stays. Candidates are tried in parallel batches (`keeps` runs a batch); the result is 1-minimal
 * for the steps tried: no single change left out and no single part dropped keeps it. A change
 * that changes nothing (a later change rewrote all it wrote) goes first, untried: it can only
 * carry a trap that the deployment no longer holds.
 */
import type { Case } from './generate.js';

export interface ShrinkOptions<C> {
  /** The parts of a case's deployment that may still be dropped. */
  droppable: (c: C) => number[];
  /** For each candidate, whether it keeps the disagreement. */
  keeps: (candidates: C[]) => Promise<boolean[]>;
  /** Candidates per batch. */
  batch: number;
  /** At most this many candidates tried. */
  budget: number;
  /** A change the deployment is the same without, if any (generate.ts `inertChange`). */
  inert?: (c: C) => number | undefined;
}

export async function shrinkCase<C extends Pick<Case, 'mutations' | 'removed'>>(start: C, o: ShrinkOptions<C>): Promise<{ shrunk: C; tried: number }> {
  let current = start;
  let tried = 0;
  for (let i = o.inert?.(current); i !== undefined; i = o.inert?.(current)) {
    current = { ...current, mutations: current.mutations.filter((_, j) => j !== i), removed: [] };
  }
  // Changes first: fewer of them (the others back to the base's values).
  for (let progress = true; progress && current.mutations.length > 1 && tried < o.budget;) {
    progress = false;
    const candidates = current.mutations.map((_, i) => ({ ...current, mutations: current.mutations.filter((__, j) => j !== i), removed: [] }));
    tried += candidates.length;
    const ok = await o.keeps(candidates);
    const first = ok.indexOf(true);
    if (first >= 0) {
      current = candidates[first]!;
      progress = true;
    }
  }
  // Then parts of the deployment, in batches: what every kept candidate drops together, else the first.
  const rejected = new Set<number>();
  for (;;) {
    const ids = o.droppable(current).filter((id) => !rejected.has(id));
    if (ids.length === 0 || tried >= o.budget) break;
    const batch = ids.slice(0, Math.min(o.batch, o.budget - tried));
    const candidates = batch.map((id) => ({ ...current, removed: [...current.removed, id] }));
    tried += candidates.length;
    const ok = await o.keeps(candidates);
    const kept = batch.filter((_, i) => ok[i]);
    batch.filter((_, i) => !ok[i]).forEach((id) => rejected.add(id));
    if (kept.length === 0) continue;
    if (kept.length > 1) {
      const together = { ...current, removed: [...current.removed, ...kept] };
      tried++;
      if ((await o.keeps([together]))[0]) {
        current = together;
        continue;
      }
      kept.slice(1).forEach((id) => rejected.delete(id));
    }
    current = { ...current, removed: [...current.removed, kept[0]!] };
  }
  return { shrunk: current, tried };
}
