/**
 * The disagreements the differential fuzzer found (fixtures/agent-runs/found/<case>/: etc/, the
 * agent's recorded run agent.json, and intent.json), as regression cases that need no agent: each
 * deployment through `lint --agent 5.0 --root` (the library, in process), held by the rule to what
 * the agent did. A case agentconf still judges wrongly carries `disagrees`; the test expects the
 * disagreement, so a fix makes it say to remove the mark. Runs without ../shared.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCase } from '../../scripts/differential/generate.js';
import { controlKeys, judge } from '../../scripts/differential/judge.js';
import { lintRoot } from '../../scripts/differential/lint.js';
import type { FoundIntent } from '../../scripts/differential/main.js';
import { routes } from './routes.js';
import { writeDeployment } from '../../scripts/differential/model.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const found = join(repo, 'fixtures', 'agent-runs', 'found');
// The model-* runs behind the plugins' reading tables are held by test/plugins/reading-runs.test.ts.
const names = existsSync(found)
  ? readdirSync(found)
      .filter((n) => existsSync(join(found, n, 'agent.json')) && !n.startsWith('model-'))
      .sort()
  : [];

interface Recorded {
  fatal: boolean;
  timed_out?: boolean;
  posts: Record<string, number>;
  senders?: Record<string, Record<string, number>>;
  log: string[];
}
const read = <T>(name: string, file: string) => JSON.parse(readFileSync(join(found, name, file), 'utf8')) as T;

describe('lint --agent 5.0 --root on every deployment the fuzzer found, held to the recorded agent run', () => {
  let control: Set<string>;
  const tmp = mkdtempSync(join(tmpdir(), 'agentconf-found-'));

  beforeAll(async () => {
    // The control: the fuzzer's base deployment, whose findings no case's own warnings count.
    writeDeployment(buildCase({ mutations: [], removed: [] }).deployment, join(tmp, 'etc'));
    control = controlKeys(await lintRoot(join(tmp, 'etc')));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('has found cases, each with its folder, recorded run and intent', () => {
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(existsSync(join(found, name, 'etc', 'plugins.d')), name).toBe(true);
      expect(existsSync(join(found, name, 'intent.json')) || existsSync(join(found, name, 'DESCRIPTION')), name).toBe(true);
    }
  });

  it.each(names)('%s: lint gives the verdict the agent calls for (or the recorded disagreement)', async (name) => {
    const was = read<Recorded>(name, 'agent.json');
    // The fuzzer's cases say what they route (intent.json); the runs made by hand (loader-*, filter-*) are read as written.
    const intent: Pick<FoundIntent, 'routes' | 'trap' | 'disagrees' | 'filtered' | 'streams'> = existsSync(join(found, name, 'intent.json'))
      ? read<FoundIntent>(name, 'intent.json')
      : { routes: routes(join(found, name, 'etc')) };
    // Which routes flow filters decide is read from the configs, for the cases recorded before the rule said so too.
    intent.filtered ??= routes(join(found, name, 'etc'), 'filtered');
    const findings = await lintRoot(join(found, name, 'etc'));
    const j = judge(
      { fatal: was.fatal, timedOut: was.timed_out === true, posts: was.posts, ...(was.senders ? { senders: was.senders } : {}) },
      {
        routes: intent.routes,
        ...(intent.trap ? { trap: intent.trap } : {}),
        ...(intent.filtered ? { filtered: intent.filtered } : {}),
        ...(intent.streams ? { streams: intent.streams } : {}),
      },
      findings,
      control,
    );
    const said = findings.map((f) => `${f.severity} ${f.code}: ${f.message}`).join('\n');
    if (intent.disagrees !== undefined) {
      expect(j.agrees, `${name} now gets the verdict the agent calls for (${j.need}: ${j.why}): remove its "disagrees" from intent.json`).toBe(false);
    } else {
      expect(j.agrees, `${j.need}: ${j.why}; lint said:\n${said}`).toBe(true);
    }
  });
});
