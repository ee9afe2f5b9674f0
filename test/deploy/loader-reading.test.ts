/**
 * The loader tables (src/deploy/reading) are data the checks follow: every run a row names is a
 * recorded run of the real agent, and the checks give each release's verdict.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lintDeployment } from '../../src/deploy/index.js';
import { loaderReadings } from '../../src/deploy/reading/index.js';
import { loaderEvidence } from '../../src/deploy/reading/evidence/index.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const found = join(repo, 'fixtures', 'agent-runs', 'found');
const reference = join(process.env.AGENTCONF_SHARED ?? join(repo, '..', 'shared'), 'reference', 'agent-runs', 'config-cases');
const tmp = mkdtempSync(join(tmpdir(), 'agentconf-loader-reading-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('loader tables', () => {
  for (const reading of loaderReadings) {
    it(`${reading.agent}: every run a row names was recorded`, () => {
      for (const [id, row] of Object.entries(loaderEvidence[reading.release])) {
        for (const run of row.runs ?? []) {
          const recorded = existsSync(join(found, run, 'agent.json')) || existsSync(join(reference, run, 'agent.json'));
          if (!recorded && !existsSync(reference)) continue;
          expect(recorded, `${id}: ${run}`).toBe(true);
        }
      }
    });
  }
});

/** A deployment with one proc-core routing to one sink-http, the sink's conf_filename as given. */
async function withSinkConf(name: string, conf: string, agent?: '5.0' | '5.2' | '5.x') {
  const root = join(tmp, name);
  mkdirSync(join(root, 'plugins.d'), { recursive: true });
  writeFileSync(
    join(root, 'plugins.d', '10-core.conf'),
    '[proc-core]\nplugin_library = /usr/lib/libnetify-proc-core.so.0.0.0\nconf_filename = ${path_state_persistent}/core.json\n',
  );
  writeFileSync(join(root, 'plugins.d', '10-http.conf'), `[sink-http]\nplugin_library = /usr/lib/libnetify-sink-http.so.0.0.0\nconf_filename = ${conf}\n`);
  writeFileSync(join(root, 'core.json'), JSON.stringify({ sinks: { 'sink-http': { flows: { enable: true, types: ['stream-flows'] } } } }));
  writeFileSync(join(root, 'http.json'), JSON.stringify({ channels: { flows: { url: 'http://127.0.0.1:8080/flows' } } }));
  const { results } = await lintDeployment(root, agent === undefined ? {} : { agent });
  return results.flatMap((r) => r.diagnostics).filter((d) => d.severity === 'error');
}

describe('conf_filename variables, per release', () => {
  it('a 5.2-only variable: lost on 5.0 (error), found on 5.2, version-dependent naming the flag on every 5.x', async () => {
    // ${path_plugin_libdir} is only in 5.2.8's table (/usr/lib by default: outside the folder, so 5.2 leaves it unchecked).
    const conf = '${path_plugin_libdir}/netify/http.json';
    expect((await withSinkConf('v50', conf, '5.0')).map((d) => d.code)).toContain('deploy/missing-config');
    expect((await withSinkConf('v52', conf, '5.2')).filter((d) => d.code.startsWith('deploy/missing') || d.code === 'deploy/version-dependent')).toEqual([]);
    const any = await withSinkConf('v5x', conf, '5.x');
    const dependent = any.find((d) => d.code === 'deploy/version-dependent');
    expect(dependent?.message).toContain('--agent 5.2');
  });

  it('a variable no release expands (${path_shared_data}) is lost on every release (run loader-path-shared-sink)', async () => {
    for (const agent of ['5.0', '5.2', undefined] as const) {
      const errors = await withSinkConf(`shared-${agent}`, '${path_shared_data}/http.json', agent);
      expect(errors.map((d) => d.code)).toContain('deploy/missing-config');
    }
  });
});
