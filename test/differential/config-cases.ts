/**
 * Verdicts the running agent agrees with. Every deployment of ../shared/reference/agent-runs/
 * config-cases goes through `lint --root` and is held, by the rule in ./rule.ts, to what the real
 * agent did with it: run live through ../shared/real-agent where the agent starts here, and from
 * the recorded runs (agent.json) where it does not. The live runs must also still do what the
 * recorded ones did (stopped or not, which paths got posts). What each case routes as written, and
 * the cases agentconf still judges wrongly, are data: fixtures/agent-runs/config-cases.json.
 */
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inParallel, prepareAgent, runAgent, type AgentOutcome } from './real-agent.js';
import { lintRoot, type Finding } from './lint-root.js';
import { meets, required, type CaseIntent } from './rule.js';

/** `lint --agent 5.0 --root` on a case's deployment. */
const lint = (name: string): Finding[] => lintRoot(join(casesDir, name, 'etc'));

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// AGENTCONF_SHARED: where ../shared is when the checkout is elsewhere (a git worktree).
const shared = process.env.AGENTCONF_SHARED ?? join(repo, '..', 'shared');
const casesDir = join(shared, 'reference', 'agent-runs', 'config-cases');
const agentPackage = join(shared, 'real-agent');
const hasCases = existsSync(casesDir);
const intents = (JSON.parse(readFileSync(join(repo, 'fixtures', 'agent-runs', 'config-cases.json'), 'utf8')) as { cases: Record<string, CaseIntent> }).cases;
const names = hasCases
  ? readdirSync(casesDir)
      .filter((n) => existsSync(join(casesDir, n, 'agent.json')))
      .sort()
  : [];

interface Recorded {
  fatal: boolean;
  posts: Record<string, number>;
  log: string[];
}
const recorded = (name: string) => JSON.parse(readFileSync(join(casesDir, name, 'agent.json'), 'utf8')) as Recorded;

/** The findings of the control case, which every case's own warnings are told apart from. */
const key = (f: Finding) => `${f.code} ${f.message}`;

/**
 * The suite: `runLive`, also run the agent on every case (the slow suite, config-cases.slow.test.ts);
 * otherwise judge by the recorded runs alone (config-cases.test.ts, in the quick suite).
 */
export function configCases(runLive: boolean): void {
  describe.skipIf(!hasCases)(`lint --root agrees with the real agent on every recorded deployment${runLive ? ', run live' : ''}`, () => {
    const live = new Map<string, AgentOutcome>();
    let agentDir: string | undefined;
    let liveSkip = 'no ../shared/real-agent';
    let control: Set<string>;

    beforeAll(async () => {
      control = new Set(lint('base').map(key));
      if (!runLive || !existsSync(agentPackage)) return;
      const prepared = prepareAgent(agentPackage);
      if ('skip' in prepared) {
        // CI installs the agent's runtime packages (.ci/run): there, an agent that does not start fails.
        liveSkip = prepared.skip;
        return;
      }
      agentDir = prepared.dir;
      const pcap = join(agentDir, 'pcaps', 'mixed.pcap');
      const outcomes = await inParallel(names, 4, (name) => runAgent(agentDir!, join(casesDir, name, 'etc'), pcap));
      names.forEach((name, i) => live.set(name, outcomes[i]!));
    }, 600_000);

    afterAll(() => {
      if (agentDir) rmSync(agentDir, { recursive: true, force: true });
    });

    it('has a case for every recorded run, and an intent for every case', () => {
      expect(names.length).toBeGreaterThanOrEqual(47);
      expect(names.filter((n) => intents[n] === undefined)).toEqual([]);
      expect(Object.keys(intents).filter((n) => !names.includes(n))).toEqual([]);
    });

    // Only where the agent runs: the quick suite judges by the recorded runs alone.
    if (runLive)
      it.for(names)('%s: the live agent does what the recorded run says', (name, ctx) => {
        if (agentDir === undefined) return ctx.skip(`live runs skipped: ${liveSkip}`);
        const was = recorded(name);
        const now = live.get(name)!;
        const paths = (posts: Record<string, number>) =>
          Object.keys(posts)
            .filter((p) => posts[p]! > 0)
            .sort();
        expect({ fatal: now.fatal, paths: paths(now.posts) }, now.logErrors.join('\n')).toEqual({ fatal: was.fatal, paths: paths(was.posts) });
      });

    // Messages say what the agent does: a sink that is not loaded stops it with the line it logs.
    it.each(names)('%s: a deploy/sink-not-loaded finding quotes the line the stopping agent logs', (name) => {
      const messages = lint(name)
        .filter((f) => f.code === 'deploy/sink-not-loaded')
        .map((f) => f.message);
      const was = recorded(name);
      const logged = [...was.log, ...(live.get(name)?.logErrors ?? [])].map((l) => /sink target not found: \S+/.exec(l)?.[0]).filter((l) => l !== undefined);
      if (messages.length === 0) return expect(logged).toEqual([]);
      expect(was.fatal).toBe(true);
      for (const message of messages)
        expect(
          logged.some((l) => message.includes(`agent stops when the processor first sends to it ("${l}")`)),
          message,
        ).toBe(true);
    });

    it.each(names)('%s: lint --root gives the verdict the agent calls for', (name) => {
      const intent = intents[name]!;
      const outcome = live.get(name) ?? { ...recorded(name), logErrors: [] };
      const { need, why } = required(outcome, intent);
      const findings = lint(name);
      const errors = findings.filter((f) => f.severity === 'error').length;
      const ownWarnings = findings.filter((f) => f.severity === 'warning' && !control.has(key(f))).length;
      const agrees = meets(need, errors, ownWarnings);
      const said = findings.map((f) => `${f.severity} ${f.code}: ${f.message}`).join('\n');
      if (intent.disagrees !== undefined) {
        expect(
          agrees,
          `${name} now gets the verdict the agent calls for (${need}: ${why}): remove its "disagrees" from fixtures/agent-runs/config-cases.json`,
        ).toBe(false);
      } else {
        expect(agrees, `${need}: ${why}; lint said:\n${said}`).toBe(true);
      }
    });
  });
}
