import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deploymentGraph, lintDeployment, renderGraphMermaid, renderGraphText, type DeploymentEdge } from '../../src/deploy/index.js';
import { deployFixturesDir } from './helpers.js';

describe('deployment graph', async () => {
  const { model } = await lintDeployment(join(deployFixturesDir, 'graph-mixed', 'root'));
  const edges = deploymentGraph(model);

  it('has an edge per channel an enabled processor names, judged', () => {
    expect(edges).toEqual([
      { from: 'proc-aggregator', sink: 'sink-http', channel: 'stats', ok: true },
      { from: 'proc-aggregator', sink: 'sink-log', channel: 'stats', ok: false, reason: 'sink "sink-log" is disabled in plugins.d/20-sink-log.conf:2' },
      { from: 'proc-core', sink: 'sink-http', channel: 'flows', ok: false, reason: 'sink "sink-http" has no channel "flows"' },
    ]);
  });

  it('renders as text', () => {
    expect(renderGraphText(edges)).toBe(
      'proc-aggregator -> sink-http/stats  ok\n' +
        'proc-aggregator -> sink-log/stats  BROKEN (sink "sink-log" is disabled in plugins.d/20-sink-log.conf:2)\n' +
        'proc-core -> sink-http/flows  BROKEN (sink "sink-http" has no channel "flows")\n',
    );
  });

  it('renders as a Mermaid flowchart, broken edges dashed', () => {
    expect(renderGraphMermaid(edges)).toBe(
      [
        'flowchart LR',
        '  n_proc_aggregator["proc-aggregator"]',
        '  n_sink_http["sink-http"]',
        '  n_sink_log["sink-log"]',
        '  n_proc_core["proc-core"]',
        '  n_proc_aggregator -->|"stats"| n_sink_http',
        '  n_proc_aggregator -.->|"stats: BROKEN: sink #quot;sink-log#quot; is disabled in plugins.d/20-sink-log.conf:2"| n_sink_log',
        '  n_proc_core -.->|"flows: BROKEN: sink #quot;sink-http#quot; has no channel #quot;flows#quot;"| n_sink_http',
        '',
      ].join('\n'),
    );
  });

  it('sanitises node ids and keeps them unique', () => {
    const tricky: DeploymentEdge[] = [
      { from: 'proc-a.b', sink: 'sink-<x>', ok: true },
      { from: 'proc-a_b', sink: 'sink-<x>', channel: 'c|d', ok: true },
    ];
    expect(renderGraphMermaid(tricky)).toBe(
      [
        'flowchart LR',
        '  n_proc_a_b["proc-a.b"]',
        '  n_sink__x_["sink-#lt;x#gt;"]',
        '  n_proc_a_b_2["proc-a_b"]',
        '  n_proc_a_b --> n_sink__x_',
        '  n_proc_a_b_2 -->|"c#124;d"| n_sink__x_',
        '',
      ].join('\n'),
    );
    expect(renderGraphText(tricky)).toBe('proc-a.b -> sink-<x>  ok\nproc-a_b -> sink-<x>/c|d  ok\n');
  });

  it('renders nothing for no edges but the header', () => {
    expect(renderGraphText([])).toBe('');
    expect(renderGraphMermaid([])).toBe('flowchart LR\n');
  });

  it('leaves out disabled processors', () => {
    expect(edges.some((e) => e.from === 'proc-dev-discovery')).toBe(false);
  });
});
