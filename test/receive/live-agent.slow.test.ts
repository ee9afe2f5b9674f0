/**
 * The real agent posting live to `agentconf receive` (../shared/real-agent: agent 5.0.7, proc-core
 * 1.0.30, sink-http 1.0.13, offline on a capture file): one deployment whose sink-http channels post
 * JSON (`/flows`), gzipped JSON (`/stats`), gzipped msgpack (`/mp`), legacy-socket (`/socket`, header
 * and record as two POSTs) and stream-flows with stream-stats on one channel (`/both`) to the built
 * command on a loopback port, judged against that same deployment (`--root`). Nothing the agent
 * sends is an error, each path gets the record types its processor channel carries, and the
 * `--save` capture replays to the same report. The agent runs with update_interval 2, which
 * `--agent-config` tells receive: its statuses keep that cadence (no `record/stream` finding). Skipped without ../shared/real-agent or when the
 * agent cannot start here (its runtime libraries missing).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareAgent } from '../differential/real-agent.js';
import { agentconf } from '../support/cli.js';
import { sharedDir } from '../support/paths.js';
import { tempDir } from '../support/temp.js';
import { findings, startReceive, type RecordsReport } from './helpers.js';

const agentPackage = join(sharedDir, 'real-agent');
const temp = tempDir('agentconf-live-agent-');
afterAll(() => temp.remove());

const channels = ['flows', 'stats', 'mp', 'socket', 'both'] as const;
const procCore = {
  format: 'json',
  compressor: 'none',
  sinks: {
    'sink-http': {
      flows: { types: ['stream-flows'] },
      stats: { types: ['stream-stats'], compressor: 'gz' },
      mp: { types: ['stream-flows'], format: 'msgpack', compressor: 'gz' },
      socket: { types: ['legacy-socket'] },
      both: { types: ['stream-flows', 'stream-stats'] },
    },
  },
};
const sinkHttp = (port: number) => ({
  channels: Object.fromEntries(channels.map((name) => [name, { url: `http://127.0.0.1:${port}/${name}`, headers: { 'X-UUID': '${uuid_agent}' } }])),
});
const loader = (name: string, library: string, conf: string) =>
  `[${name}]\nenable = yes\nplugin_library = /usr/lib/${library}\nconf_filename = \${path_state_persistent}/${conf}\n`;

/** Writes the deployment (sink URLs on `port`) to `etc`. */
function writeDeployment(etc: string, port: number): void {
  mkdirSync(join(etc, 'plugins.d'), { recursive: true });
  writeFileSync(join(etc, 'plugins.d', '10-netify-proc-core.conf'), loader('proc-core', 'libnetify-proc-core.so.0.0.0', 'netify-proc-core.json'));
  writeFileSync(join(etc, 'plugins.d', '10-netify-sink-http.conf'), loader('sink-http', 'libnetify-sink-http.so.0.0.0', 'netify-sink-http.json'));
  writeFileSync(join(etc, 'netify-proc-core.json'), JSON.stringify(procCore, null, 2));
  writeFileSync(join(etc, 'netify-sink-http.json'), JSON.stringify(sinkHttp(port), null, 2));
}

/** Runs the agent on `pcap` with the deployment `etc`; resolves with run-agent's verdict line. */
function runAgent(agentDir: string, etc: string, pcap: string, conf: string): Promise<{ fatal?: boolean; log_errors?: string[] }> {
  const run = spawn(join(agentDir, 'run-agent'), ['--etc', etc, '--pcap', pcap, '--conf', conf, '--timeout', '60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  let stdout = '';
  run.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  return new Promise((resolve) => run.on('close', () => resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '{}'))));
}

describe.skipIf(!existsSync(agentPackage))('the real agent 5.0.7 posting live to agentconf receive', () => {
  it('sends no error on any channel, each path gets its types, and the capture replays to the same report', async (ctx) => {
    const prepared = prepareAgent(agentPackage);
    if ('skip' in prepared) {
      return ctx.skip(prepared.skip);
    }
    try {
      // The deployment receive judges by (host and port are not compared), then the agent's copy posting to the receiver.
      const root = temp.path('root');
      writeDeployment(root, 8080);
      const conf = temp.path('fast.ini');
      writeFileSync(conf, '[netifyd]\nupdate_interval = 2\n');
      const save = temp.path('live.capture');
      const receiver = await startReceive(['--format', 'json', '--root', root, '--agent-config', conf, '--save', save], [], 120_000);
      const etc = temp.path('etc');
      cpSync(root, etc, { recursive: true });
      writeDeployment(etc, receiver.port);
      const agent = await runAgent(prepared.dir, etc, join(prepared.dir, 'pcaps', 'mixed.pcap'), conf);
      expect(agent.fatal).toBe(false);
      expect(agent.log_errors ?? []).toEqual([]);
      expect((await receiver.send('POST', '/stop')).status).toBe(200);
      const ended = await receiver.ended;
      expect(ended.status).toBe(0);
      const report = JSON.parse(ended.stdout) as RecordsReport;

      expect(findings(report).filter((d) => d.severity === 'error')).toEqual([]);
      // The warnings are the agent's known divergences from the published interface, said once a path, and at most the
      // record whose length header was the run's last post: sink-http 1.0.13 drops its queue when the agent stops (run).
      const unexpected = findings(report).filter(
        (d) =>
          d.severity === 'warning' &&
          d.code !== 'spec/divergence' &&
          d.code !== 'key/unknown' &&
          !(d.code === 'record/truncated' && d.message.includes('the run ended first')),
      );
      expect(unexpected).toEqual([]);
      const types = Object.fromEntries(report.results.map((r) => [r.file, Object.keys(r.counts?.types ?? {}).sort()]));
      const stats = ['agent_status', 'endpoints', 'global_stats', 'interface_stats', 'interfaces'];
      // Agent 5.0.7 with proc-core 1.0.30: stream-flows carries flow_stats and flow_purge only (FIELD-FACTS, run);
      // offline, flows mostly end within one interval, so their flow_purge comes (as in agent-runs/streams/http1). The
      // run's last payloads may be dropped at shutdown, so the flow types are a subset; every stats round is whole.
      const flows = ['flow_purge', 'flow_stats'];
      const within = (path: string, allowed: string[]) => {
        expect(
          types[path]!.filter((t) => !allowed.includes(t)),
          path,
        ).toEqual([]);
        expect(types[path]!.length, path).toBeGreaterThan(0);
      };
      within('/flows', flows);
      within('/mp', flows);
      expect(types['/stats']).toEqual(stats);
      within('/socket', ['agent_hello', 'agent_status', ...flows]);
      expect(types['/socket']).toEqual(expect.arrayContaining(['agent_hello', 'agent_status']));
      within('/both', [...stats, ...flows]);
      expect(types['/both']).toEqual(expect.arrayContaining(stats));
      // Several status rounds at the configured 2 s, so the cadence rule had gaps to judge.
      expect(report.results.find((r) => r.file === '/stats')?.counts?.types.agent_status).toBeGreaterThanOrEqual(2);

      // The summary alone says what arrived where: per channel, its types, time span and flows.
      const summary = (JSON.parse(ended.stdout) as { summary: { channels: Record<string, { types: Record<string, number>; flows: { purged: number } }> } })
        .summary;
      expect(Object.keys(summary.channels).sort()).toEqual(['/both', '/flows', '/mp', '/socket', '/stats']);
      for (const r of report.results) expect(summary.channels[r.file]!.types).toEqual(r.counts!.types);
      expect(summary.channels['/flows']!.flows.purged).toBe(summary.channels['/flows']!.types.flow_purge);

      const replayed = agentconf(['receive', '--replay', save, '--format', 'json', '--root', root, '--agent-config', conf]);
      expect(replayed.status).toBe(0);
      expect(JSON.parse(replayed.stdout)).toEqual(report);
      expect(readFileSync(save, 'utf8').split('\n')[0]).toBe('{"agentconf_capture":1}');
    } finally {
      rmSync(prepared.dir, { recursive: true, force: true });
    }
  }, 180_000);
});
