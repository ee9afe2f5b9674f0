import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deploymentGraph, lintDeployment } from '../../src/deploy/index.js';
import { writeDeployment } from '../../scripts/deployment-fixture.mjs';

describe('a generated deployment of 200 plugins', async () => {
  const root = mkdtempSync(join(tmpdir(), 'agentconf-deploy-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  writeDeployment(root, 100);
  const { results, model } = await lintDeployment(root);

  it('loads every plugin and finds nothing wrong for the default release, 5.2', () => {
    expect(model.plugins).toHaveLength(200);
    expect(results).toHaveLength(300);
    expect(results.flatMap((r) => r.diagnostics).map((d) => d.code)).toEqual([]);
  });

  it('finds only that plugin_library variables stop agent 5.0 (one error per deployment), for 5.0 and for every 5.x', async () => {
    for (const agent of ['5.0', '5.x'] as const) {
      const narrowed = await lintDeployment(root, { agent });
      expect(narrowed.results.flatMap((r) => r.diagnostics).map((d) => d.code)).toEqual(['deploy/version-dependent']);
    }
  });

  it('has one working edge per pipeline', () => {
    const edges = deploymentGraph(model);
    expect(edges).toHaveLength(100);
    expect(edges.every((e) => e.ok)).toBe(true);
  });
});
