/** Deployment checks whose cost grows with the input at most linearly (issue 21, item 9). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintDeployment } from '../../src/deploy/index.js';

const tmp = mkdtempSync(join(tmpdir(), 'agentconf-scale-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('many processors sharing one conf_filename', () => {
  // 60,000 sections: judging each processor's sinks anew walked every plugin per processor, which
  // took 9 s at 20,000 and could not finish 60,000 within the 30 s test timeout (the issue measured
  // 37 s). Each sink tag is now judged once: the whole check takes about 1 s here, most of it
  // reading the 4 MB loader file. No clock is read: the timeout is the bound.
  it('are checked in time linear in the sections, with one finding per place', async () => {
    const count = 60_000;
    const root = join(tmp, 'shared');
    mkdirSync(join(root, 'plugins.d'), { recursive: true });
    const processor = (i: number) =>
      `[proc-a${i}]\nplugin_library = /usr/lib/libnetify-proc-aggregator.so.0.0.0\nconf_filename = \${path_state_persistent}/aggregator.json\n\n`;
    const sections = Array.from({ length: count }, (_, i) => processor(i)).join('');
    const sink = '[sink-http]\nplugin_library = /usr/lib/libnetify-sink-http.so.0.0.0\nconf_filename = ${path_state_persistent}/http.json\n';
    writeFileSync(join(root, 'plugins.d', '10-many.conf'), sections + sink);
    // A misspelled sink (judged through every plugin before) and a missing channel.
    writeFileSync(
      join(root, 'aggregator.json'),
      JSON.stringify({ aggregator: 1, sinks: { 'sink-htp': { stats: {} }, 'sink-http': { statz: {}, stats: {} } } }),
    );
    writeFileSync(join(root, 'http.json'), JSON.stringify({ channels: { stats: { url: 'https://collector.example.com/stats' } } }));
    const { results, model } = await lintDeployment(root);
    const codes = results.flatMap((r) => r.diagnostics.map((d) => d.code));
    expect(codes.filter((c) => c === 'deploy/sink-not-loaded')).toHaveLength(1);
    expect(codes.filter((c) => c === 'deploy/channel-missing')).toHaveLength(1);
    expect(model.references).toHaveLength(3 * count);
    expect(model.references.filter((r) => r.ok)).toHaveLength(count);
  });
});
