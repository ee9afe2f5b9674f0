/** The real deployments in the shared reference data (skipped when it is not beside the repo). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAgentConfig } from '../../src/deploy/agent-config.js';
import { deploymentGraph, lintDeployment } from '../../src/deploy/index.js';
import { essentials, flatten, hasDeployments } from './helpers.js';
import { referenceDir } from '../support/paths.js';

const deployments = join(referenceDir, 'deployments');

describe.skipIf(!hasDeployments)('reference deployments', () => {
  describe('nethsecurity', async () => {
    const root = join(deployments, 'nethsecurity');
    const { results, model } = await lintDeployment(root);
    const all = flatten(results, root);

    it('has no errors for agent 5.2, the default (it is a 5.2 deployment)', () => {
      expect(all.filter((d) => d.severity === 'error')).toEqual([]);
    });

    it('with --agent 5.0 (and 5.x), gets the one error that its plugin_library ${variables} stop agent 5.0', async () => {
      for (const agent of ['5.0', '5.x'] as const) {
        const errors = flatten((await lintDeployment(root, { agent })).results, root).filter((d) => d.severity === 'error');
        expect(errors.map(essentials)).toEqual([
          { file: 'plugins.d/10-netify-proc-aggregator.conf', severity: 'error', code: 'deploy/version-dependent', line: 7 },
        ]);
      }
    });

    it('touches the loader files and the configs they load, nothing else', () => {
      const files = results.map((r) => r.file.slice(root.length + 1));
      expect(files.filter((f) => f.startsWith('plugins.d/'))).toHaveLength(8);
      expect(files.filter((f) => !f.startsWith('plugins.d/')).sort()).toEqual([
        'netify-proc-aggregator.json',
        'netify-proc-core.json',
        'netify-proc-dev-discovery.json',
        'netify-proc-flow-actions.json',
        'netify-sink-http.json',
        'netify-sink-log.json',
        'netify-sink-socket.json',
        'netify-sink-sqlite.json',
      ]);
    });

    it('warns once per kind with no schema, and about the unused HTTP sink', () => {
      expect(all.filter((d) => d.code.startsWith('deploy/')).map(essentials)).toEqual([
        { file: 'plugins.d/10-netify-proc-flow-actions.conf', severity: 'warning', code: 'deploy/unknown-kind', line: 7 },
        { file: 'plugins.d/10-netify-sink-http.conf', severity: 'warning', code: 'deploy/sink-unused', line: 5 },
        { file: 'plugins.d/10-netify-sink-log.conf', severity: 'warning', code: 'deploy/unknown-kind', line: 7 },
        { file: 'plugins.d/10-netify-sink-socket.conf', severity: 'warning', code: 'deploy/unknown-kind', line: 7 },
        { file: 'plugins.d/10-netify-sink-sqlite.conf', severity: 'warning', code: 'deploy/unknown-kind', line: 7 },
      ]);
    });

    it('notes nested_mode in the aggregator config', () => {
      expect(all).toContainEqual(expect.objectContaining({ file: 'netify-proc-aggregator.json', severity: 'info', code: 'spec/divergence', line: 7 }));
    });

    it('resolves aggregator -> sink-log/stats; the disabled device discovery sends nothing', () => {
      expect(deploymentGraph(model)).toEqual([{ from: 'proc-aggregator', sink: 'sink-log', channel: 'stats', ok: true }]);
      expect(all.filter((d) => d.file === 'netify-proc-dev-discovery.json' && d.code.startsWith('deploy/'))).toEqual([]);
    });

    it('gives the same findings with the variables of its main config (device paths)', async () => {
      const { variables } = readAgentConfig(readFileSync(join(root, 'netifyd.conf'), 'utf8'));
      expect(variables.path_state_persistent).toBe('/etc/netifyd');
      const again = await lintDeployment(root, { variables });
      expect(flatten(again.results, root)).toEqual(all);
    });
  });

  describe('ns-monitoring', async () => {
    const root = join(deployments, 'ns-monitoring');
    const { results, model } = await lintDeployment(root);

    // The top-level tls_verify sink-http 1.0.13 never applies (nothing changes over http:// yet), and the notes.
    const notes = [
      { file: 'netify-ns-flows-sink.json', severity: 'warning', code: 'field/behaviour', line: 4, column: 19 },
      { file: 'netify-ns-flows-sink.json', severity: 'info', code: 'spec/divergence', line: 9, column: 20 },
      { file: 'netify-ns-stats-proc.json', severity: 'info', code: 'spec/divergence', line: 7, column: 20 },
      { file: 'netify-ns-stats-sink.json', severity: 'warning', code: 'field/behaviour', line: 4, column: 19 },
      { file: 'netify-ns-stats-sink.json', severity: 'info', code: 'spec/divergence', line: 9, column: 20 },
    ];

    it('has no error for agent 5.2, the default: the ignored top-level tls_verify and the notes of URL ports and nested_mode', () => {
      expect(flatten(results, root).map((d) => ({ ...essentials(d), column: d.column }))).toEqual(notes);
    });

    it('with --agent 5.0, adds the error that its plugin_library variables stop agent 5.0', async () => {
      const narrowed = await lintDeployment(root, { agent: '5.0' });
      expect(flatten(narrowed.results, root).map((d) => ({ ...essentials(d), column: d.column }))).toEqual([
        ...notes,
        { file: 'plugins.d/10-ns-flows.conf', severity: 'error', code: 'deploy/version-dependent', line: 7, column: 18 },
      ]);
    });

    it('resolves both pipelines', () => {
      expect(deploymentGraph(model)).toEqual([
        { from: 'proc-ns-flows', sink: 'sink-ns-flows', channel: 'default', ok: true },
        { from: 'proc-ns-stats', sink: 'sink-ns-stats', channel: 'default', ok: true },
      ]);
      expect(model.plugins.map((p) => [p.tag, p.kind])).toEqual([
        ['proc-ns-flows', 'proc-core'],
        ['sink-ns-flows', 'sink-http'],
        ['proc-ns-stats', 'proc-aggregator'],
        ['sink-ns-stats', 'sink-http'],
      ]);
    });
  });
});
