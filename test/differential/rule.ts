/**
 * The rule that holds a verdict of `lint --root` to what the agent did with the same deployment:
 * 1. the agent stops -> an error;
 * 2. a route (an enabled processor channel sent on to a sink channel) gets nothing -> an error:
 *    everything routed there is lost; not so where the processor's flow filters decide what it
 *    carries: whether anything arrives there depends on the traffic, so its posts decide nothing
 *    (lint's findings on filters that can pass nothing are held by their own fixtures). Where
 *    the bodies were read (`senders`, ./senders.ts), each stream a route carries is held to it on
 *    its own: another route's posts at the same path do not hide a route that delivers nothing;
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
  /**
   * What each route carries, stream by stream (`from`: the processor and its channel); where the
   * outcome has `senders`, each stream at each path is held to the number of routes that carry it.
   */
  streams?: StreamRoute[];
  /** Why agentconf's verdict is still wrong, and which issue item fixes it. */
  disagrees?: string;
}

/** One stream one route carries: to the URL path of its sink channel, from a processor's channel. */
export interface StreamRoute {
  path: string;
  /** A proc-core channel type the bodies tell (./senders.ts `countedStreams`). */
  stream: string;
  /** `proc-core:sink-http/flows`: the processor, the sink and the channel. */
  from: string;
  /** The processor's flow filters decide what of it is sent (stream-flows only). */
  filtered?: boolean;
}

/** The streams that arrive short: fewer routes delivered them than carry them, guaranteed (no filter decides) or not. */
export function shortStreams(senders: Record<string, Record<string, number>>, streams: readonly StreamRoute[]): { guaranteed: string[]; traffic: string[] } {
  const groups = new Map<string, StreamRoute[]>();
  for (const s of streams) groups.set(`${s.path} ${s.stream}`, [...(groups.get(`${s.path} ${s.stream}`) ?? []), s]);
  const guaranteed: string[] = [];
  const traffic: string[] = [];
  for (const group of groups.values()) {
    const { path, stream } = group[0]!;
    const came = senders[path]?.[stream] ?? 0;
    const filtered = group.filter((s) => s.filtered).length;
    if (came >= group.length) continue;
    const what = `${stream} records of ${came === 0 ? 'no' : `only ${came}`} of the ${group.length} routes that carry them to ${path} (${group.map((s) => s.from).join(', ')})`;
    (came < group.length - filtered ? guaranteed : traffic).push(what);
  }
  return { guaranteed, traffic };
}

/** The verdict the rule requires, and the rule's reason. */
export function required(outcome: AgentOutcome, intent: CaseIntent): { need: Required; why: string } {
  if (outcome.fatal) return { need: 'error', why: 'the agent stops' };
  const delivered = (route: string) => (outcome.posts[route] ?? 0) > 0;
  const lost = intent.routes.filter((r) => !delivered(r));
  const guaranteed = lost.filter((r) => !intent.filtered?.includes(r));
  if (guaranteed.length > 0) return { need: 'error', why: `nothing arrives at ${guaranteed.join(', ')}` };
  const short = outcome.senders && intent.streams ? shortStreams(outcome.senders, intent.streams) : { guaranteed: [], traffic: [] };
  if (short.guaranteed.length > 0) return { need: 'error', why: `there arrive ${short.guaranteed.join('; ')}` };
  if (lost.length > 0)
    return { need: 'traffic', why: `nothing arrives at ${lost.join(', ')}, which the flow filters decide: the traffic, not the config alone` };
  if (short.traffic.length > 0)
    return { need: 'traffic', why: `there arrive ${short.traffic.join('; ')}, which the flow filters decide: the traffic, not the config alone` };
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
