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

  it('loads every plugin and finds nothing wrong', () => {
    expect(model.plugins).toHaveLength(200);
    expect(results).toHaveLength(300);
    // Only the error that plugin_library variables stop agent 5.0 (one per deployment).
    expect(results.flatMap((r) => r.diagnostics).map((d) => d.code)).toEqual(['deploy/version-dependent']);
  });

  it('has one working edge per pipeline', () => {
    const edges = deploymentGraph(model);
    expect(edges).toHaveLength(100);
    expect(edges.every((e) => e.ok)).toBe(true);
  });
});
