/** `agentconf receive` end to end: start-up, ways to stop, the live output, --save, usage errors. */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { expectNoStack } from '../support/cli-output.js';
import { tempDir } from '../support/temp.js';
import { findings, sampleRecord, startReceive, type RecordsReport } from './helpers.js';

const flowStats = {
  type: 'flow_stats',
  interface: 'eth0',
  internal: false,
  flow: {
    detection_packets: 12,
    digest: '0123456789abcdef0123456789abcdef01234567',
    digest_prev: ['89abcdef0123456789abcdef0123456789abcdef'],
    last_seen_at: 1765893801667,
    local_bytes: 2028,
    local_packets: 34,
    local_rate: 1510,
    other_bytes: 29478,
    other_packets: 37,
    other_rate: 29478,
    total_bytes: 31506,
    total_packets: 71,
  },
};

const temp = tempDir('agentconf-receive-');
afterAll(() => temp.remove());

describe('agentconf receive', () => {
  it('listens on loopback, on a free port with --port 0, and says what URL to configure', async () => {
    const run = await startReceive([]);
    expect(run.banner).toMatch(new RegExp(`listening on http://127\\.0\\.0\\.1:${run.port}/ \\(loopback only`));
    expect(run.banner).toContain(`"url": "http://127.0.0.1:${run.port}/<path>"`);
    const ended = await run.kill('SIGINT');
    expect(ended.status).toBe(0);
    expect(ended.stderr).toContain('stopped (signal)');
    expect(ended.stdout).toBe('no posts received\n');
  });

  it('nothing received: JSON still has the records members, at zero', async () => {
    const ended = await (await startReceive(['--format', 'json'])).kill('SIGINT');
    expect(ended.status).toBe(0);
    expect((JSON.parse(ended.stdout) as RecordsReport).summary).toEqual({
      files: 0,
      records: 0,
      invalid: 0,
      errors: 0,
      warnings: 0,
      infos: 0,
      types: {},
      hidden: 0,
    });
  });

  it('--strict: warnings fail the run; --max-problems caps the findings kept, not those counted', async () => {
    const run = await startReceive(['--strict', '--max-problems', '1', '--format', 'json']);
    await run.send('PUT', '/stats');
    await run.send('DELETE', '/stats');
    const ended = await run.kill('SIGINT');
    expect(ended.status).toBe(1);
    const report = JSON.parse(ended.stdout) as RecordsReport;
    expect(report.summary).toMatchObject({ errors: 0, warnings: 2 });
    expect(findings(report)).toHaveLength(1);
  });

  it('--root: a deployment with problems of its own says so in a status line', async () => {
    const run = await startReceive(['--root', 'fixtures/deploy/schema-error/root']);
    const ended = await run.kill('SIGINT');
    // The deployment routes records to /stats, and none came: receive/no-posts, as its replay says too.
    expect(ended.status).toBe(1);
    expect(ended.stdout).toContain('[receive/no-posts]');
    expect(ended.stderr).toMatch(
      /the deployment in fixtures\/deploy\/schema-error\/root has \d+ errors? and \d+ warnings? of its own \(see agentconf lint --root\)/,
    );
    const clean = await (await startReceive(['--root', 'fixtures/deploy/clean-two-pipelines/root'])).kill('SIGINT');
    expect(clean.stderr).not.toContain('of its own');
  });

  it('shows what --var and --agent-config findings say, as lint does', async () => {
    const run = await startReceive(['--var', 'uuid_site=${uuid_agnet}']);
    await run.postJson('/flows', flowStats);
    const ended = await run.kill('SIGINT');
    expect(ended.status).toBe(0);
    expect(ended.stdout).toContain('--var warning the value of variable "uuid_site" refers to unknown variable "${uuid_agnet}"');
    expect(ended.stdout).toMatch(/in 1 file; 1 record, 0 invalid\nwhat arrived where:\n {2}\/flows {2}1 record: 1 flow_stats\n$/);
  });

  it('prints findings as they arrive, with arrival number, path and place, then the report; SIGTERM ends with 1 on errors', async () => {
    const run = await startReceive([]);
    await run.postJson('/flows', flowStats);
    await run.send('POST', '/flows', '{"type": ', { 'Content-Type': 'application/json' });
    await run.send('PUT', '/stats');
    const ended = await run.kill('SIGTERM');
    expect(ended.status).toBe(1);
    expectNoStack(ended);
    const live = ended.stdout.split('\n').filter((l) => l.startsWith('#'));
    expect(live[0]).toMatch(/^#- \/flows - error the stream ends inside a record .* \[record\/truncated\]$/);
    expect(live[1]).toMatch(/^#- \/stats - warning a PUT request arrived.* \[receive\/method\]$/);
    expect(ended.stdout).toMatch(/1 error/);
  });

  it('says which records arrived where: counts and types per request path (JSON), a line per path (text)', async () => {
    const json = await startReceive(['--format', 'json']);
    const text = await startReceive([]);
    for (const run of [json, text]) {
      await run.postJson('/flows', flowStats);
      await run.postJson('/flows', flowStats);
      await run.postJson('/stats', sampleRecord('global_stats'));
      await run.send('POST', '/stop');
    }
    const report = JSON.parse((await json.ended).stdout) as { results: { file: string; counts: unknown }[] };
    expect(report.results.map((r) => [r.file, r.counts])).toEqual([
      ['/flows', { records: 2, invalid: 0, types: { flow_stats: 2 } }],
      ['/stats', { records: 1, invalid: 0, types: { global_stats: 1 } }],
    ]);
    expect((await text.ended).stdout).toMatch(/\nwhat arrived where:\n {2}\/flows {2}2 records: 2 flow_stats\n {2}\/stats {2}1 record: 1 global_stats\n$/);
  });

  it('stops after --count posts, answers GET /report while running', async () => {
    const run = await startReceive(['--count', '3', '--format', 'json']);
    await run.postJson('/flows', flowStats);
    const sofar = await run.send('GET', '/report');
    expect(sofar.status).toBe(200);
    expect((JSON.parse(sofar.body) as RecordsReport).summary.records).toBe(1);
    await run.postJson('/flows', flowStats, { gzip: true });
    await run.postJson('/flows', flowStats);
    const ended = await run.ended;
    expect(ended.status).toBe(0);
    const report = JSON.parse(ended.stdout) as RecordsReport;
    expect(report.summary).toMatchObject({ records: 3, errors: 0, types: { flow_stats: 3 } });
    expect(ended.stderr).toContain('post count reached');
  });

  it('stops after --duration seconds', async () => {
    const run = await startReceive(['--duration', '0.5', '--format', 'json']);
    await run.postJson('/flows', flowStats);
    const ended = await run.ended;
    expect(ended.status).toBe(0);
    expect(ended.stderr).toContain('time limit reached');
  });

  it('a run given --duration or --count that gets no post fails (receive/no-posts, exit 1): a device that never posted', async () => {
    const timed = await (await startReceive(['--duration', '0.5'])).ended;
    expect(timed.status).toBe(1);
    expect(timed.stdout).toContain('(no posts) error no post arrived, though the run was given --duration 0.5: the device never posted');
    expect(timed.stdout).toMatch(/no posts received\n$/);
    const counted = await startReceive(['--count', '5', '--format', 'json']);
    await counted.send('POST', '/stop');
    const ended = await counted.ended;
    expect(ended.status).toBe(1);
    expect(findings(JSON.parse(ended.stdout) as RecordsReport).map((d) => [d.file, d.code])).toEqual([['(no posts)', 'receive/no-posts']]);
  });

  it('--save appends each request, losslessly, to a capture that agentconf records and receive --replay judge again', async () => {
    const file = temp.path('capture.ndjson');
    const run = await startReceive(['--save', file, '--format', 'json']);
    await run.postJson('/flows', flowStats);
    await run.postJson('/flows', { ...flowStats, interface: 'eth1' }, { gzip: true });
    await run.send('POST', '/flows', 'garbage', { 'Content-Type': 'application/json' });
    await run.send('POST', '/stop');
    const live = await run.ended;
    expect(live.status).toBe(1);
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('{"agentconf_capture":1}');
    const saved = lines.slice(1).map((l) => JSON.parse(l) as { method: string; path: string; headers: [string, string][]; body: string });
    expect(saved.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/flows'],
      ['POST', '/flows'],
      ['POST', '/flows'],
    ]);
    // Exact bytes (the gzip body too) and the header lines as sent.
    expect(Buffer.from(saved[0]!.body, 'base64').toString()).toBe(JSON.stringify(flowStats));
    expect(gunzipSync(Buffer.from(saved[1]!.body, 'base64')).toString()).toBe(JSON.stringify({ ...flowStats, interface: 'eth1' }));
    expect(Buffer.from(saved[2]!.body, 'base64').toString()).toBe('garbage');
    expect(saved[1]!.headers).toContainEqual(['Content-Encoding', 'gzip']);
    // Replayed by agentconf records and by receive --replay: the live report.
    const records = agentconf(['records', '--format', 'json', file]);
    const replayed = agentconf(['receive', '--replay', file, '--format', 'json']);
    expect(records.status).toBe(1);
    expect(replayed.status).toBe(1);
    expect(JSON.parse(records.stdout)).toEqual(JSON.parse(live.stdout));
    expect(JSON.parse(replayed.stdout)).toEqual(JSON.parse(live.stdout));
    // A second run appends, without a second first line.
    const again = await startReceive(['--save', file, '--count', '1']);
    await again.postJson('/flows', flowStats);
    await again.ended;
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(5);
  });

  it('takes many clients at once', async () => {
    const run = await startReceive(['--format', 'json']);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 7 === 0
          ? run.send('POST', `/c${i % 3}`, 'not json', { 'Content-Type': 'application/json' })
          : run.postJson(`/c${i % 3}`, flowStats, { gzip: i % 2 === 0 }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await run.send('POST', '/stop');
    const ended = await run.ended;
    const report = JSON.parse(ended.stdout) as RecordsReport;
    const bad = Array.from({ length: 200 }, (_, i) => i).filter((i) => i % 7 === 0).length;
    expect(report.summary.records).toBe(200 - bad);
    expect(findings(report).filter((d) => d.code === 'record/framing')).toHaveLength(bad);
    // One result per path, each record counted once.
    expect(report.results.map((r) => r.file).sort()).toEqual(['/c0', '/c1', '/c2']);
  });

  describe('usage problems: one line, exit code 2', () => {
    it('a port in use', async () => {
      const blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
      const port = (blocker.address() as { port: number }).port;
      try {
        const r = agentconf(['receive', '--port', String(port)]);
        expect(r.status).toBe(2);
        expect(r.stderr).toBe(`agentconf: port ${port} on 127.0.0.1 is already in use; choose another --port (0 picks a free one)\n`);
      } finally {
        blocker.close();
      }
    });

    it.each([
      [['--count', '0'], '--count takes a whole number from 1'],
      [['--port', '70000'], '--port takes a whole number from 0 to 65535'],
      [['--duration', 'soon'], '--duration takes a positive number of seconds'],
      // Below a millisecond it would round to 0, which Node's timers read as no timeout at all.
      [['--timeout', '0.0004'], '--timeout takes at least 0.001 seconds (one millisecond), not "0.0004"'],
      [['--duration', '0.0004'], '--duration takes at least 0.001 seconds (one millisecond), not "0.0004"'],
      [['--timeout', '1e-300'], '--timeout takes at least 0.001 seconds'],
      [['--format', 'jsn'], 'unknown format "jsn" (did you mean "json"?)'],
      [['--root', 'no/such/folder'], '--root no/such/folder: not a folder'],
      [['--save', '/no/such/folder/capture.ndjson', '--port', '0'], 'cannot open /no/such/folder/capture.ndjson for --save'],
      [['extra'], 'receive takes no paths'],
    ])('%j', (args, message) => {
      const r = agentconf(['receive', ...args]);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(message);
      expect(r.stderr.split('\n')).toHaveLength(2);
      expectNoStack(r);
    });
  });
});
