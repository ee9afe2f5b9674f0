/**
 * Every deployment fixture the real agent can run (fixtures/deploy/<case>/root whose loaders name
 * only the proc-core and sink-http libraries it has, not declared for another agent release) goes
 * through the agent and through `lint --root`, held to the rule in ./rule.ts. Sink URLs are
 * pointed at a local endpoint; the routes are read from the configs as written (each enabled
 * processor channel to the URL path of the sink channel it names). A fixture agentconf judges
 * otherwise than the agent fails here. Skipped without ../shared/real-agent.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inParallel, prepareAgent, runAgent, type AgentOutcome } from './real-agent.js';
import { lintRoot as lint } from './lint-root.js';
import { meets, required } from './rule.js';
import { routes, sections } from './routes.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shared = process.env.AGENTCONF_SHARED ?? join(repo, '..', 'shared');
const agentPackage = join(shared, 'real-agent');
const fixtures = join(repo, 'fixtures', 'deploy');

/** Runnable by the 5.0.7 agent here: only proc-core and sink-http libraries, no other release declared. */
function runnable(name: string): boolean {
  const root = join(fixtures, name, 'root');
  const options = join(fixtures, name, 'options.json');
  if (existsSync(options) && (JSON.parse(readFileSync(options, 'utf8')) as { agent?: string }).agent !== undefined) return false;
  const libraries = [...sections(root).values()].map((s) => s.plugin_library).filter((l) => l !== undefined);
  return libraries.length > 0 && libraries.every((l) => /libnetify-(proc-core|sink-http)\.so/.test(l));
}

const names = readdirSync(fixtures).filter(runnable).sort();
const tmp = mkdtempSync(join(tmpdir(), 'agentconf-deploy-fixtures-'));

describe.skipIf(!existsSync(agentPackage))('lint --root agrees with the real agent on every deployment fixture it can run', () => {
  const live = new Map<string, AgentOutcome>();
  let skip = '';

  beforeAll(async () => {
    const prepared = prepareAgent(agentPackage);
    if ('skip' in prepared) {
      skip = prepared.skip;
      return;
    }
    try {
      const outcomes = await inParallel(names, 4, async (name) => {
        // The copy posts to the local endpoint: every URL's scheme and host become http://127.0.0.1:8080.
        const copy = join(tmp, name);
        cpSync(join(fixtures, name, 'root'), copy, { recursive: true });
        for (const entry of readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter((e) => e.endsWith('.json'))) {
          const path = join(copy, entry);
          writeFileSync(path, readFileSync(path, 'utf8').replace(/https?:\/\/[^/"]+/g, 'http://127.0.0.1:8080'));
        }
        return runAgent(prepared.dir, copy, join(prepared.dir, 'pcaps', 'mixed.pcap'));
      });
      names.forEach((name, i) => live.set(name, outcomes[i]!));
    } finally {
      rmSync(prepared.dir, { recursive: true, force: true });
    }
  }, 600_000);

  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('has fixtures the agent can run', () => {
    expect(names.length).toBeGreaterThan(5);
  });

  it.for(names)('%s: lint --root gives the verdict the agent calls for', (name, ctx) => {
    const outcome = live.get(name);
    if (outcome === undefined) return ctx.skip(skip);
    const root = join(tmp, name);
    const { need, why } = required(outcome, { routes: routes(root) });
    const findings = lint(join(fixtures, name, 'root'));
    const errors = findings.filter((f) => f.severity === 'error').length;
    const warnings = findings.filter((f) => f.severity === 'warning').length;
    const said = findings.map((f) => `${f.severity} ${f.code}: ${f.message}`).join('\n');
    expect(meets(need, errors, warnings), `${need}: ${why}; the agent: ${JSON.stringify(outcome)}; lint said:\n${said}`).toBe(true);
  });
});
