/** Deployment verdicts that follow what the agent does: sizes that stay bounded, edges drawn once, real trees. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deploymentGraph, lintDeployment } from '../../src/deploy/index.js';
import { deployFixturesDir, flatten, hasDeployments } from './helpers.js';
import { referenceDir } from '../support/paths.js';

const tmp = mkdtempSync(join(tmpdir(), 'agentconf-field-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('duplicate tags', () => {
  it('give one short message per place, however many copies there are', async () => {
    const root = join(tmp, 'duplicates');
    mkdirSync(join(root, 'plugins.d'), { recursive: true });
    // One file each: the agent's INI reader makes a section named twice in one file one section.
    const section = '[sink-log]\nplugin_library = /usr/lib/libnetify-sink-log.so.0.0.0\n';
    for (let i = 0; i < 2000; i++) writeFileSync(join(root, 'plugins.d', `10-many-${String(i).padStart(4, '0')}.conf`), section);
    const { results } = await lintDeployment(root);
    const duplicates = results.flatMap((r) => r.diagnostics).filter((d) => d.code === 'deploy/duplicate-tag');
    expect(duplicates).toHaveLength(2000);
    expect(Math.max(...duplicates.map((d) => d.message.length))).toBeLessThan(200);
    expect(duplicates[1]!.message).toContain('defined 2000 times (first at plugins.d/10-many-0000.conf:1)');
  });

  it('are one section within one file: the agent joins its repeated keys (run loader-dup-section-keys)', async () => {
    const root = join(tmp, 'same-file');
    mkdirSync(join(root, 'plugins.d'), { recursive: true });
    const section = '[sink-log]\nplugin_library = /usr/lib/libnetify-sink-log.so.0.0.0\n\n';
    writeFileSync(join(root, 'plugins.d', '10-many.conf'), section.repeat(3));
    const { results } = await lintDeployment(root);
    const found = results.flatMap((r) => r.diagnostics).filter((d) => d.severity === 'error');
    expect(found.map((d) => d.code)).toEqual(['deploy/missing-library']);
    expect(found[0]!.message).toContain('plugin_library is given 3 times');
  });
});

describe('loader file names', () => {
  it('say that every 5.x agent ignores a renamed loader (10-x.conf.disabled: run loader-conf-disabled)', async () => {
    const root = join(tmp, 'renamed');
    mkdirSync(join(root, 'plugins.d'), { recursive: true });
    writeFileSync(join(root, 'plugins.d', '10-core.conf.disabled'), '[proc-core]\nplugin_library = /usr/lib/libnetify-proc-core.so.0.0.0\n');
    writeFileSync(join(root, 'plugins.d', 'README'), 'notes\n');
    const { results } = await lintDeployment(root);
    const ignored = results.flatMap((r) => r.diagnostics).filter((d) => d.code === 'deploy/ignored-file');
    expect(ignored.map((d) => d.message)).toEqual([
      'the agent ignores "10-core.conf.disabled": it reads only loader files whose name starts with a digit and ends in ".conf" (every 5.x, and 4.5 from 4.5.24)',
      'the agent ignores "README": it reads only loader files whose name starts with a digit and ends in ".conf" (every 5.x, and 4.5 from 4.5.24)',
    ]);
  });
});

describe('graph edges', () => {
  it('are broken to an HTTP sink without conf_filename: sink-http 1.0.13 then has no channels (a run posted nothing)', async () => {
    const { model } = await lintDeployment(join(deployFixturesDir, 'http-sink-without-config', 'root'));
    expect(deploymentGraph(model).map((e) => [e.channel, e.ok])).toEqual([
      ['flows', false],
      ['stats', false],
    ]);
  });

  it.each(['missing-config', 'unparsable-config'])(
    'are broken to an HTTP sink whose config is %s: sink-http 1.0.13 then has no channels (run sink-conf-missing: "channel not defined")',
    async (fixture) => {
      const { model } = await lintDeployment(join(deployFixturesDir, fixture, 'root'));
      const edges = deploymentGraph(model);
      expect(edges.map((e) => [e.channel, e.ok])).toEqual([['stats', false]]);
      expect(edges[0]!.reason).toContain('cannot be read or parsed: sink-http 1.0.13 then has no channels and drops every record sent to it');
    },
  );

  it('are drawn once, even when two sections of one tag (in two files) load the same config', async () => {
    const root = join(tmp, 'twice');
    mkdirSync(join(root, 'plugins.d'), { recursive: true });
    const proc = '[proc-core]\nplugin_library = /usr/lib/libnetify-proc-core.so.0.0.0\nconf_filename = /etc/netifyd/core.json\n\n';
    const sink = '[sink-http]\nplugin_library = /usr/lib/libnetify-sink-http.so.0.0.0\nconf_filename = /etc/netifyd/http.json\n';
    writeFileSync(join(root, 'plugins.d', '10-core.conf'), proc);
    writeFileSync(join(root, 'plugins.d', '20-core.conf'), proc);
    writeFileSync(join(root, 'plugins.d', '30-sink.conf'), sink);
    writeFileSync(join(root, 'core.json'), JSON.stringify({ sinks: { 'sink-http': { flows: { types: ['stream-flows'] } } } }));
    writeFileSync(join(root, 'http.json'), JSON.stringify({ channels: { flows: { url: 'https://collector.example.com/flows' } } }));
    const { model } = await lintDeployment(root);
    expect(deploymentGraph(model)).toEqual([{ from: 'proc-core', sink: 'sink-http', channel: 'flows', ok: true }]);
  });
});

describe.skipIf(!hasDeployments)('the real nethsecurity tree with device discovery enabled', () => {
  it('has no error: its disabled sink-log/default channel sends nothing, so it is not checked nor drawn', async () => {
    const root = join(tmp, 'nethsecurity');
    cpSync(join(referenceDir, 'deployments', 'nethsecurity'), root, { recursive: true });
    const loader = join(root, 'plugins.d', '10-netify-proc-dev-discovery.conf');
    writeFileSync(loader, readFileSync(loader, 'utf8').replace('enable = no', 'enable = yes'));
    // Its plugin_library paths use ${path_plugin_libdir}, which only agent 5.2 defines: it runs 5.2.
    const { results, model } = await lintDeployment(root, { agent: '5.2' });
    expect(flatten(results, root).filter((d) => d.severity === 'error')).toEqual([]);
    expect(deploymentGraph(model).filter((e) => e.from === 'proc-dev-discovery')).toEqual([]);
  });
});
