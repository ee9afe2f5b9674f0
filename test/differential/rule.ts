/**
 * The rule that holds a verdict of `lint --root` to what the agent did with the same deployment:
 * 1. the agent stops -> an error;
 * 2. a route (an enabled processor channel sent on to a sink channel) gets nothing -> an error:
 *    everything routed there is lost; not so where the processor's flow filters decide what it
 *    carries: whether anything arrives there depends on the traffic, so its posts decide nothing
 *    (lint's findings on filters that can pass nothing are held by their own fixtures);
 * 3. records arrive at a path no route names -> at least a warning;
 * 4. the agent silently ignores or changes a setting (a trap) -> a warning of its own (one the
 *    control deployment does not get) and no error;
 * 5. otherwise the agent runs as configured -> no error.
 */
import type { AgentOutcome } from './real-agent.js';

/** What the rule asks of agentconf. */
/** What the rule asks of agentconf; `traffic`: nothing the posts can decide (a route flow filters decide got nothing). */
export type Required = 'error' | 'at-least-warning' | 'warning-not-error' | 'no-error' | 'traffic';

/** What the case's configs route, as written (fixtures/agent-runs/config-cases.json). */
export interface CaseIntent {
  /** The URL path of each route's sink channel (the channel's name where the sink defines none). */
  routes: string[];
  /** What the agent does instead of a setting it ignores or changes. */
  trap?: string;
  /**
   * Routes whose records pass the processor's flow filters: whether anything arrives there depends
   * on the traffic, so a route of these that gets nothing decides nothing ('traffic').
   */
  filtered?: string[];
  /** Why agentconf's verdict is still wrong, and which issue item fixes it. */
  disagrees?: string;
}

/** The verdict the rule requires, and the rule's reason. */
export function required(outcome: AgentOutcome, intent: CaseIntent): { need: Required; why: string } {
  if (outcome.fatal) return { need: 'error', why: 'the agent stops' };
  const delivered = (route: string) => (outcome.posts[route] ?? 0) > 0;
  const lost = intent.routes.filter((r) => !delivered(r));
  const guaranteed = lost.filter((r) => !intent.filtered?.includes(r));
  if (guaranteed.length > 0) return { need: 'error', why: `nothing arrives at ${guaranteed.join(', ')}` };
  if (lost.length > 0)
    return { need: 'traffic', why: `nothing arrives at ${lost.join(', ')}, which the flow filters decide: the traffic, not the config alone` };
  const elsewhere = Object.keys(outcome.posts).filter((path) => !intent.routes.includes(path));
  if (elsewhere.length > 0) return { need: 'at-least-warning', why: `records arrive at ${elsewhere.join(', ')}, which no route names` };
  if (intent.trap !== undefined) return { need: 'warning-not-error', why: intent.trap };
  return { need: 'no-error', why: 'the agent runs as configured' };
}

/** Whether a lint verdict (its errors, and its warnings the control case does not get) meets the rule. */
export function meets(need: Required, errors: number, ownWarnings: number): boolean {
  switch (need) {
    case 'error':
      return errors > 0;
    case 'at-least-warning':
      return errors + ownWarnings > 0;
    case 'warning-not-error':
      return errors === 0 && ownWarnings > 0;
    case 'no-error':
      return errors === 0;
    case 'traffic':
      return true;
  }
}
