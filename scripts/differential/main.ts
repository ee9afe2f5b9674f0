/**
 * The differential fuzzer (issue 38): generated deployments through the real agent 5.0.7
 * (../shared/real-agent) and through `lint --agent 5.0 --root`, judged by the rule; each
 * disagreement shrunk to a minimal deployment and, with --write, written to
 * fixtures/agent-runs/found/<name>/ as a regression case that runs without the agent.
 *
 *   npm run differential -- --cases N --seed S [--jobs J] [--write] [--shrink K] [--only I,J] [--class C]
 *
 * `--only` reruns the given cases of the seed (a run's summary names them); `--class` draws every
 * change from the choices of one value class of space.ts (`text`: what JavaScript reads otherwise
 * than the agent's C/C++ code).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareAgent } from '../../test/differential/real-agent.js';
import { runDeployment, type RunOutcome } from './agent.js';
import { buildCase, describeCase, generateCase, inertChange, liveChanges, type Case } from './generate.js';
import { AGENT_SERIAL, controlKeys, intentOf, judge, outcomeClass, type Finding, type Judgement } from './judge.js';
import { lintDeploymentData } from './lint.js';
import { deploymentFiles, intendedRoutes, intendedStreams, writeDeployment, type Deployment } from './model.js';
import { countedStreams } from '../../test/differential/senders.js';
import type { StreamRoute } from '../../test/differential/rule.js';
import { shrinkCase } from './shrink.js';
import { valueClasses, type ValueClass } from './space.js';

// The launcher (scripts/differential.mjs) runs a bundle outside this folder and says where the repository is.
const repo = process.env.AGENTCONF_REPO ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const foundDir = join(repo, 'fixtures', 'agent-runs', 'found');

/** A semaphore: at most `n` agent runs at a time, whoever asks. */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/** One case through both sides. */
export interface Trial {
  c: Case;
  deployment: Deployment;
  routes: string[];
  /** The routes whose flow records the processor's flow filters decide (the rule's `filtered`). */
  filtered: string[];
  /** What each route carries, stream by stream (the rule's `streams`). */
  streams: StreamRoute[];
  outcome: RunOutcome;
  findings: Finding[];
  judgement: Judgement;
}

const errorCodes = (t: Trial) => t.findings.filter((f) => f.severity === 'error').map((f) => f.code);

/** A stable signature of a disagreement: its kind and the changes of its case (space entry and value class). */
export const signature = (kind: string, c: Pick<Case, 'mutations'>): string =>
  [kind, ...[...new Set(c.mutations.map((m) => `${m.id}:${m.cls}`))].sort()].join(' | ');

export interface FuzzOptions {
  cases: number;
  seed: number;
  jobs: number;
  /** Shrink at most this many disagreements (one per signature). */
  shrink: number;
  write: boolean;
  /** Run only these cases of the seed (their indices), to rerun what a run found. */
  only?: number[];
  /** Draw every change from the choices of this value class. */
  cls?: ValueClass;
  agentPackage: string;
  log?: (line: string) => void;
}

export interface FuzzResult {
  trials: Trial[];
  disagreements: Trial[];
  shrunk: { from: Trial; to: Trial; signature: string; tried: number }[];
  written: string[];
  ms: number;
}

export async function fuzz(o: FuzzOptions): Promise<FuzzResult> {
  const started = Date.now();
  const log = o.log ?? (() => {});
  const prepared = prepareAgent(o.agentPackage);
  if ('skip' in prepared) throw new Error(prepared.skip);
  const agentDir = prepared.dir;
  const pcap = join(agentDir, 'pcaps', 'mixed.pcap');
  const slot = limiter(o.jobs);
  try {
    const control = controlKeys(await lintDeploymentData(buildCase({ mutations: [], removed: [] }).deployment));
    const memo = new Map<string, Promise<{ outcome: RunOutcome; findings: Finding[] }>>();
    const trial = async (c: Case): Promise<Trial> => {
      const { deployment } = buildCase(c);
      const text = JSON.stringify([...deploymentFiles(deployment)]);
      let sides = memo.get(text);
      if (sides === undefined) {
        sides = slot(async () => ({ outcome: await runDeployment(agentDir, deployment, pcap, 20), findings: await lintDeploymentData(deployment) }));
        memo.set(text, sides);
      }
      const { outcome, findings } = await sides;
      const routes = intendedRoutes(deployment, AGENT_SERIAL);
      const filtered = intendedRoutes(deployment, AGENT_SERIAL, 'filtered');
      const streams = intendedStreams(deployment, AGENT_SERIAL, countedStreams);
      // Only the changes the deployment still holds carry their traps.
      const intent = intentOf(routes, liveChanges(c), filtered, streams);
      return { c, deployment, routes, filtered, streams, outcome, findings, judgement: judge(outcome, intent, findings, control) };
    };
    let done = 0;
    const indices = o.only ?? Array.from({ length: o.cases }, (_, i) => i);
    const trials = await Promise.all(
      indices.map(async (i) => {
        const t = await trial(generateCase(o.seed, i, o.cls));
        if (++done % 25 === 0) log(`${done}/${indices.length} cases`);
        return t;
      }),
    );
    const disagreements = trials.filter((t) => !t.judgement.agrees);
    // One shrink per signature, none for a disagreement a found case already explains.
    const groups = new Map<string, Trial>();
    const recorded = [...foundSignatures().keys()];
    for (const t of disagreements) {
      const sig = signature(t.judgement.kind!, t.c);
      if (!groups.has(sig) && !known(sig, recorded)) groups.set(sig, t);
    }
    const chosen = [...groups.values()].slice(0, o.shrink);
    log(`${disagreements.length} disagreements, ${groups.size} signatures not yet recorded; shrinking ${chosen.length}`);
    const shrunk = await Promise.all(
      chosen.map(async (from) => {
        const kind = from.judgement.kind!;
        // The same disagreement: its kind, the agent's outcome class, routes or none as before, and no lint error of a code the case did not have.
        const what = outcomeClass(from.outcome, from.routes, from.streams);
        const codes = new Set(errorCodes(from));
        const routed = from.routes.length > 0;
        const same = (t: Trial) =>
          t.judgement.kind === kind &&
          outcomeClass(t.outcome, t.routes, t.streams) === what &&
          t.routes.length > 0 === routed &&
          errorCodes(t).every((c) => codes.has(c));
        const { shrunk: s, tried } = await shrinkCase(from.c, {
          droppable: (c) => buildCase(c).droppable,
          inert: inertChange,
          keeps: async (candidates) => Promise.all(candidates.map(async (c) => same(await trial(c)))),
          batch: Math.max(2, Math.min(o.jobs, 8)),
          budget: 80,
        });
        const to = await trial(s);
        return { from, to, signature: signature(kind, s), tried };
      }),
    );
    const unique = new Map<string, (typeof shrunk)[number]>();
    for (const s of shrunk) if (!unique.has(s.signature)) unique.set(s.signature, s);
    const written = o.write ? [...unique.values()].flatMap((s) => writeFound(s.to, s.signature, o.cls)) : [];
    return { trials, disagreements, shrunk: [...unique.values()], written, ms: Date.now() - started };
  } finally {
    rmSync(agentDir, { recursive: true, force: true });
  }
}

/** Whether a recorded signature explains a sample disagreement: same kind, its changes among the sample's. */
export function known(sample: string, recorded: Iterable<string>): boolean {
  const [kind, ...changes] = sample.split(' | ');
  return [...recorded].some((r) => {
    const [k, ...cs] = r.split(' | ');
    return k === kind && cs.every((c) => changes.includes(c));
  });
}

/** What a found case records beside its folder (intent.json). */
export interface FoundIntent {
  routes: string[];
  trap?: string;
  filtered?: string[];
  streams?: StreamRoute[];
  disagrees?: string;
  signature: string;
  description: string;
  /** Where the fuzzer drew it: `generateCase(seed, case, class)`. */
  found: { seed: number; case: number; class?: ValueClass };
}

/**
 * The signatures of the disagreements fixtures/agent-runs/found still records (cases whose intent
 * carries `disagrees`). A case lint now judges as the agent did explains nothing: a new
 * disagreement of the same shape is new. Runs written by hand carry no signature.
 */
export function foundSignatures(dir = foundDir): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name, 'intent.json');
    if (!existsSync(path)) continue;
    const intent = JSON.parse(readFileSync(path, 'utf8')) as Partial<FoundIntent>;
    if (typeof intent.signature === 'string' && intent.disagrees !== undefined) out.set(intent.signature, name);
  }
  return out;
}

const short: Record<string, string> = { error: 'err', 'at-least-warning': 'warn', 'warning-not-error': 'trap', 'no-error': 'ok' };

/** Writes a shrunk disagreement as fixtures/agent-runs/found/<name>/ (unless its signature is there); returns the names written. */
function writeFound(t: Trial, sig: string, cls?: ValueClass): string[] {
  if (foundSignatures().has(sig)) return [];
  const files = JSON.stringify([...deploymentFiles(t.deployment)]);
  const hash = createHash('sha256').update(sig).update(files).digest('hex').slice(0, 6);
  const ids = [...new Set(t.c.mutations.map((m) => m.id.replace(/^(proc|sink|loader|route|plugins)\./, '$1-').replace(/[._]/g, '-')))].join('+');
  const name = `${short[t.judgement.need]}-${t.judgement.verdict}-${ids || 'base'}`.slice(0, 60) + `-${hash}`;
  const dir = join(foundDir, name);
  mkdirSync(dir, { recursive: true });
  writeDeployment(t.deployment, join(dir, 'etc'));
  const description = describeCase(t.c);
  const agent = {
    name,
    description,
    exit: t.outcome.exit,
    fatal: t.outcome.fatal,
    timed_out: t.outcome.timedOut,
    posts: t.outcome.posts,
    ...(t.outcome.senders ? { senders: t.outcome.senders } : {}),
    log: t.outcome.logErrors,
  };
  writeFileSync(join(dir, 'agent.json'), `${JSON.stringify(agent, null, 1)}\n`);
  const intent = intentOf(t.routes, liveChanges(t.c), t.filtered, t.streams);
  const said = t.findings.filter((f) => f.severity !== 'info').map((f) => `${f.severity} ${f.code}`);
  const found: FoundIntent = {
    ...intent,
    disagrees: `${t.judgement.kind}: ${t.judgement.why} (agent 5.0.7 run); lint --agent 5.0 said ${said.length ? [...new Set(said)].join(', ') : 'nothing above info'}, its base warnings not counted (issue 38)`,
    signature: sig,
    description,
    found: { seed: t.c.seed, case: t.c.index, ...(cls ? { class: cls } : {}) },
  };
  writeFileSync(join(dir, 'intent.json'), `${JSON.stringify(found, null, 2)}\n`);
  return [name];
}

function parseArgs(argv: string[]): FuzzOptions {
  const o: FuzzOptions = {
    cases: 50,
    seed: 1,
    jobs: 12,
    shrink: 60,
    write: false,
    agentPackage: process.env.AGENTCONF_SHARED ? join(process.env.AGENTCONF_SHARED, 'real-agent') : join(repo, '..', 'shared', 'real-agent'),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const num = () => {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${a} needs a whole number`);
      return n;
    };
    if (a === '--cases') o.cases = num();
    else if (a === '--seed') o.seed = num();
    else if (a === '--jobs') o.jobs = Math.max(1, num());
    else if (a === '--shrink') o.shrink = num();
    else if (a === '--write') o.write = true;
    else if (a === '--only') {
      const list = (argv[++i] ?? '').split(',').map(Number);
      if (list.length === 0 || list.some((n) => !Number.isInteger(n) || n < 0)) throw new Error('--only needs case numbers, such as 36,1536');
      o.only = list;
    } else if (a === '--class') {
      const cls = argv[++i] ?? '';
      if (!valueClasses.includes(cls as ValueClass)) throw new Error(`--class needs one of ${valueClasses.join(', ')}`);
      o.cls = cls as ValueClass;
    } else if (a === '--agent-package') o.agentPackage = argv[++i] ?? '';
    else throw new Error(`unknown argument ${a}; usage: npm run differential -- --cases N --seed S [--jobs J] [--write] [--shrink K] [--only I,J] [--class C]`);
  }
  return o;
}

const count = (xs: string[]) => {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1]);
};

export async function main(argv: string[]): Promise<number> {
  let o: FuzzOptions;
  try {
    o = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`differential: ${(error as Error).message}\n`);
    return 2;
  }
  let r: FuzzResult;
  try {
    r = await fuzz({ ...o, log: (l) => process.stderr.write(`differential: ${l}\n`) });
  } catch (error) {
    process.stderr.write(`differential: ${(error as Error).message}\n`);
    return 1;
  }
  const out: string[] = [];
  out.push(`differential: seed ${o.seed}, ${r.trials.length} cases, jobs ${o.jobs}, ${(r.ms / 1000).toFixed(0)} s`);
  out.push('agent outcomes:');
  for (const [k, n] of count(r.trials.map((t) => outcomeClass(t.outcome, t.routes, t.streams)))) out.push(`  ${String(n).padStart(5)}  ${k}`);
  out.push(`disagreements: ${r.disagreements.length}`);
  for (const [k, n] of count(r.disagreements.map((t) => t.judgement.kind!))) out.push(`  ${String(n).padStart(5)}  ${k}`);
  out.push(`shrunk, by signature (${r.shrunk.length}):`);
  for (const s of r.shrunk) {
    out.push(`  ${s.signature}  [case ${s.from.c.index}, ${s.tried} tried]`);
    out.push(`      deployment: ${describeCase(s.to.c)}`);
    out.push(
      `      agent: ${JSON.stringify({ fatal: s.to.outcome.fatal, timed_out: s.to.outcome.timedOut, posts: s.to.outcome.posts, log: s.to.outcome.logErrors.slice(0, 2) })}`,
    );
    out.push(`      routes: ${JSON.stringify(s.to.routes)}; ${s.to.judgement.need}: ${s.to.judgement.why}`);
    out.push(
      `      lint: ${[...new Set(s.to.findings.filter((f) => f.severity !== 'info').map((f) => `${f.severity} ${f.code}`))].join(', ') || 'nothing above info'}`,
    );
  }
  if (o.write) out.push(`written: ${r.written.length ? r.written.join(', ') : 'none new'}`);
  process.stdout.write(`${out.join('\n')}\n`);
  return 0;
}
