/**
 * The judge: what the rule (test/differential/rule.ts) asks of lint for what the agent did with a
 * deployment, and whether lint's findings meet it. The intent is the routes the configs name as
 * written (model.ts) and a trap: the changes of the case that the agent cannot honour as written
 * (space.ts marks them). A trap counts only where the agent otherwise ran as configured (it did
 * not stop, every route got posts, nothing arrived elsewhere): it kept working, so it ignored or
 * changed that value, and lint must warn (not err); without any route nothing shows that, and the
 * trap does not count. A run the agent did not end by itself
 * (run-agent's time limit) asks for at least a warning.
 */
import { meets, required, shortStreams, type CaseIntent, type Required, type StreamRoute } from '../../test/differential/rule.js';
import type { RunOutcome } from './agent.js';
import type { Mutation } from './generate.js';

/** What the judge reads of a run: whether it stopped or was killed, the posts per path and, where the bodies were read, their senders. */
export type Judged = Pick<RunOutcome, 'fatal' | 'posts' | 'timedOut'> & Partial<Pick<RunOutcome, 'senders'>>;

/** The agent's uuid_serial as run-agent starts it: empty, so `${uuid_serial}` leaves nothing in a path. */
export const AGENT_SERIAL = '';

export interface Finding {
  severity: string;
  code: string;
  message: string;
}

/** Lint's verdict: any error; else any warning of its own (one the base does not get); else silent. */
export type Verdict = 'error' | 'warning' | 'silent';

export interface Judgement {
  need: Required;
  why: string;
  verdict: Verdict;
  agrees: boolean;
  /** `needs <need>, lint <verdict>` where they disagree. */
  kind?: string;
}

/** The intent of a case: its routes as written and, from its changes, what the agent does instead of the values it cannot honour. */
export function intentOf(routes: string[], mutations: Pick<Mutation, 'trap'>[], filtered: string[] = [], streams: StreamRoute[] = []): CaseIntent {
  const traps = [...new Set(mutations.map((m) => m.trap).filter((t) => t !== undefined))];
  return { routes, ...(traps.length ? { trap: traps.join('; ') } : {}), ...(filtered.length ? { filtered } : {}), ...(streams.length ? { streams } : {}) };
}

/** What the rule asks for this outcome: rule.ts's `required`, and at least a warning for a run that did not end. */
export function need(outcome: Judged, intent: CaseIntent): { need: Required; why: string } {
  // A trap needs a route that shows the agent kept working with the value.
  const { trap, ...rest } = intent;
  const r = required(
    { fatal: outcome.fatal, posts: outcome.posts, logErrors: [], ...(outcome.senders ? { senders: outcome.senders } : {}) },
    intent.routes.length > 0 ? intent : rest,
  );
  if (outcome.timedOut && !outcome.fatal && (r.need === 'no-error' || r.need === 'warning-not-error')) {
    return { need: 'at-least-warning', why: 'the agent does not end by itself (run-agent killed it)' };
  }
  return r;
}

const short = (senders: Record<string, Record<string, number>>, streams: StreamRoute[]) => {
  const s = shortStreams(senders, streams);
  return s.guaranteed.length + s.traffic.length > 0;
};

const key = (f: Finding) => `${f.code} ${f.message}`;

/** The base's findings, which a case's own warnings are told apart from. */
export const controlKeys = (findings: Finding[]): Set<string> => new Set(findings.map(key));

export function judge(outcome: Judged, intent: CaseIntent, findings: Finding[], control: Set<string>): Judgement {
  const { need: n, why } = need(outcome, intent);
  const errors = findings.filter((f) => f.severity === 'error').length;
  const own = findings.filter((f) => f.severity === 'warning' && !control.has(key(f))).length;
  const verdict: Verdict = errors > 0 ? 'error' : own > 0 ? 'warning' : 'silent';
  const agrees = meets(n, errors, own);
  return { need: n, why, verdict, agrees, ...(agrees ? {} : { kind: `needs ${n}, lint ${verdict}` }) };
}

/** The class of an agent outcome, for the summary. */
export function outcomeClass(outcome: Judged, routes: string[], streams: StreamRoute[] = []): string {
  if (outcome.fatal) return 'stops';
  if (outcome.timedOut) return 'does not end (killed)';
  if (routes.some((r) => !(outcome.posts[r]! > 0))) return 'runs, a route gets nothing';
  if (outcome.senders && short(outcome.senders, streams)) return 'runs, a route gets nothing';
  if (Object.keys(outcome.posts).some((p) => !routes.includes(p))) return 'runs, posts at a path no route names';
  return 'runs as configured';
}
