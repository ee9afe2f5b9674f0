/**
 * The differential fuzzer's seeded sample, where ../shared/real-agent exists: a fixed seed and a
 * small count (48 cases, 12 at a time: about 2 minutes on 2 cores), no shrinking. It fails on a disagreement that the
 * found fixtures (fixtures/agent-runs/found) do not already record: one whose kind and changes
 * hold no recorded signature (a recorded case's changes are a subset of the sample case's, with
 * the same kind). Skipped without ../shared; under CI an agent that does not start fails
 * (prepareAgent).
 */
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeCase } from '../../scripts/differential/generate.js';
import { foundSignatures, fuzz, known, signature } from '../../scripts/differential/main.js';
import { prepareAgent } from './real-agent.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shared = process.env.AGENTCONF_SHARED ?? join(repo, '..', 'shared');
const agentPackage = join(shared, 'real-agent');

describe.skipIf(!existsSync(agentPackage))('the differential fuzzer, seeded sample against the real agent', () => {
  it('finds no disagreement the found fixtures do not record', async (ctx) => {
    const probe = prepareAgent(agentPackage);
    if ('skip' in probe) return ctx.skip(probe.skip);
    rmSync(probe.dir, { recursive: true, force: true });
    const r = await fuzz({ cases: 48, seed: 2026, jobs: 12, shrink: 0, write: false, agentPackage });
    expect(r.trials.length).toBe(48);
    const recorded = [...foundSignatures().keys()];
    const fresh = r.disagreements
      .map((t) => ({ sig: signature(t.judgement.kind!, t.c), t }))
      .filter(({ sig }) => !known(sig, recorded))
      .map(
        ({ sig, t }) =>
          `${sig}\n  ${describeCase(t.c)}\n  agent: ${JSON.stringify(t.outcome)}\n  lint: ${t.findings.map((f) => `${f.severity} ${f.code}`).join(', ')}`,
      );
    expect(fresh, 'new disagreements: run npm run differential -- --cases 48 --seed 2026 --write, or fix the verdict').toEqual([]);
  }, 360_000);
});
