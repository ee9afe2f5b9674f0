/**
 * Which `${variable}` the agent expands, run live (`agent-variables`): a sink-http config with one
 * channel per variable, each posting to `/<name>/${<name>}`, and proc-core sending stream-stats on
 * every channel. Agent 5.0.7 expanded exactly the seven path variables of
 * `agentReleaseVariables['5.0']` and the three uuid variables (in the url), and posted to every other
 * path as written (`/path_plugin_libdir/${path_plugin_libdir}`). `resolve` must leave as written
 * exactly what the agent left as written. Skipped without ../shared/real-agent.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { resolve } from '../../src/plugins/index.js';
import { agentReleaseVariables, agentVariableDefaults, sinkHttpVariables } from '../../src/core/variables.js';
import { prepareAgent, runAgent } from './real-agent.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const shared = process.env.AGENTCONF_SHARED ?? join(repo, '..', 'shared');
const agentPackage = join(shared, 'real-agent');

const names = [...new Set([...agentReleaseVariables['5.2'], ...Object.keys(agentVariableDefaults), ...sinkHttpVariables, 'nope'])];
const channelOf = (i: number) => `v${String(i).padStart(2, '0')}`;
const httpConfig = {
  channels: Object.fromEntries(names.map((name, i) => [channelOf(i), { url: `http://127.0.0.1:8080/${name}/\${${name}}` }])),
};

const tmp = mkdtempSync(join(tmpdir(), 'agentconf-variables-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(!existsSync(agentPackage))('the variables agent 5.0.7 expands (run agent-variables)', () => {
  it('are the ones resolve expands in a sink-http url; the rest both leave as written', async (ctx) => {
    const prepared = prepareAgent(agentPackage);
    if ('skip' in prepared) {
      return ctx.skip(prepared.skip);
    }
    try {
      const etc = join(tmp, 'etc');
      mkdirSync(join(etc, 'plugins.d'), { recursive: true });
      const loader = (tag: string, lib: string, conf: string) =>
        `[${tag}]\nenable = yes\nplugin_library = /usr/lib/${lib}.so.0.0.0\nconf_filename = \${path_state_persistent}/${conf}\n`;
      writeFileSync(join(etc, 'plugins.d', '10-proc-core.conf'), loader('proc-core', 'libnetify-proc-core', 'netify-proc-core.json'));
      writeFileSync(join(etc, 'plugins.d', '10-sink-http.conf'), loader('sink-http', 'libnetify-sink-http', 'netify-sink-http.json'));
      writeFileSync(join(etc, 'netify-sink-http.json'), JSON.stringify(httpConfig));
      const channels = Object.fromEntries(names.map((_, i) => [channelOf(i), { types: ['stream-stats'] }]));
      writeFileSync(join(etc, 'netify-proc-core.json'), JSON.stringify({ format: 'json', compressor: 'none', sinks: { 'sink-http': channels } }));
      const outcome = await runAgent(prepared.dir, etc, join(prepared.dir, 'pcaps', 'mixed.pcap'));
      expect(outcome.fatal).toBe(false);
      const posted = Object.keys(outcome.posts);
      const effective = resolve('sink-http', httpConfig).value!.channels!;
      const literal = (name: string) => `/${name}/\${${name}}`;
      const agentLeft = names.filter((name) => posted.includes(literal(name)));
      const resolveLeft = names.filter((name, i) => effective[channelOf(i)]!.url.endsWith(literal(name)));
      expect(posted).toHaveLength(names.length);
      expect(resolveLeft).toEqual(agentLeft);
      expect(agentLeft).toEqual(expect.arrayContaining(['path_plugin_libdir', 'path_shared_data', 'path_proto_config', 'nope']));
    } finally {
      rmSync(prepared.dir, { recursive: true, force: true });
    }
  }, 120_000);
});
