/**
 * The stream rules (`record/stream`): no record of a flow after its `flow_purge`, per-flow totals
 * that never go down, and the per-stream summary. Cases as data in
 * fixtures/record-stream-rules/{valid,invalid}/<name>.ndjson with <name>.diagnostics.json (the
 * `record/stream` findings each must give); the real agent's streams give none.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../src/format/json.js';
import { formatText } from '../../src/format/text.js';
import { judgePayload, judgeStreamFile, RecordReport } from '../../src/records/stream/index.js';
import { matchDiagnostics } from '../support/diagnostics.js';
import { expectedDiagnostics } from '../support/fixtures.js';
import { fixturesDir, referenceDir } from '../support/paths.js';

const casesDir = join(fixturesDir, 'record-stream-rules');
const streamsDir = join(referenceDir, 'agent-runs', 'streams');

const cases = (['valid', 'invalid'] as const).flatMap((verdict) =>
  readdirSync(join(casesDir, verdict))
    .filter((f) => f.endsWith('.ndjson'))
    .sort()
    .map((f) => {
      const expectedPath = join(casesDir, verdict, f.replace(/\.ndjson$/, '.diagnostics.json'));
      return { name: `${verdict}/${f}`, verdict, path: join(casesDir, verdict, f), ...(existsSync(expectedPath) ? { expectedPath } : {}) };
    }),
);

async function judge(path: string) {
  return (await judgeStreamFile({ path }, { name: path, maxProblems: 1000 })).result;
}

describe('stream rule fixtures', () => {
  it('have a valid case and an invalid case', () => {
    expect(cases.some((c) => c.verdict === 'valid')).toBe(true);
    expect(cases.some((c) => c.verdict === 'invalid')).toBe(true);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    if (c.verdict === 'invalid') expect(c.expectedPath, 'an invalid case needs <name>.diagnostics.json').toBeDefined();
    const result = await judge(c.path);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const found = result.diagnostics.filter((d) => d.code === 'record/stream');
    expect(matchDiagnostics(found, expectedDiagnostics({ name: c.name, path: c.path, expectedPath: c.expectedPath } as never))).toEqual({
      missing: [],
      unexpected: [],
    });
  });

  it('names both records, with line and byte offset of the later one', async () => {
    const result = await judge(join(casesDir, 'invalid', 'flow-after-purge.ndjson'));
    const [finding] = result.diagnostics.filter((d) => d.code === 'record/stream');
    expect(finding).toMatchObject({ record: 2, line: 3 });
    expect(finding!.message).toMatch(/^record 2 \(flow_stats, byte \d+\) names flow a5907dbd\w+, purged earlier by record 1 \(flow_purge, byte \d+\)/);
  });
});

describe('the agent_status cadence', () => {
  const statuses = join(casesDir, 'valid', 'status-every-interval.ndjson');
  const cadence = async (options: { updateInterval?: number }) => {
    const report = new RecordReport('statuses', options);
    for (const event of judgePayload(readFileSync(statuses)).events) report.add(event);
    return report.result().diagnostics.filter((d) => d.code === 'record/stream');
  };

  it('takes the interval from the records (update_interval 5, real gaps of 5 s) unless the caller gives the agent config one', async () => {
    expect(await cadence({})).toEqual([]);
    const found = await cadence({ updateInterval: 2 });
    expect(found).toHaveLength(5);
    expect(found[0]).toMatchObject({ severity: 'warning', record: 1, pointer: '/timestamp' });
    expect(found[0]!.message).toMatch(
      /^record 1 \(agent_status, byte \d+\) comes 5 s after the previous agent_status, record 0 \(agent_status, byte 0\): the agent sends one every 2 s/,
    );
  });
});

describe('stream summary', () => {
  it('counts flows opened and purged and the time span', async () => {
    const result = await judge(join(casesDir, 'valid', 'interval-counters.ndjson'));
    expect(result.records).toMatchObject({
      types: { flow_stats: 3, flow_purge: 2 },
      stream: { first: 1765893690000, last: 1765893701000, flows: { opened: 2, purged: 2, untracked: 0 } },
    });
  });

  it('is one text line per stream and a stream member in JSON', async () => {
    const result = await judge(join(casesDir, 'valid', 'interval-counters.ndjson'));
    const ctx = { color: false, sources: new Map<string, string>(), version: '0.0.0' };
    expect(formatText([result], ctx)).toContain(
      `${result.file}: 5 records (flow_stats 3, flow_purge 2), 2025-12-16T14:01:30Z to 2025-12-16T14:01:41Z, 2 flows opened, 2 purged\n`,
    );
    expect(JSON.parse(formatJson([result], ctx)).results[0].stream).toEqual({
      first: 1765893690000,
      last: 1765893701000,
      flows: { opened: 2, purged: 2, untracked: 0 },
    });
  });

  it('stops tracking new flows past the cap, says so once, and counts what it skipped', () => {
    const lines = Array.from({ length: 5 }, (_, i) => flowStats(`${i}`.padStart(40, 'a'), 10, 1));
    const report = new RecordReport('capped', { maxFlows: 2 });
    for (const event of judgePayload(Buffer.from(lines.concat(lines).join('\n'))).events) report.add(event);
    const result = report.result();
    const notes = result.diagnostics.filter((d) => d.code === 'record/stream');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ severity: 'info', record: 2 });
    expect(notes[0]!.message).toMatch(/^more than 2 flows open at once/);
    expect(result.records!.stream!.flows).toEqual({ opened: 2, purged: 0, untracked: 6 });
  });
});

/** A valid flow_stats (or flow_purge) record line. */
function flowStats(digest: string, totalBytes: number, totalPackets: number, purge = false): string {
  return JSON.stringify({
    flow: {
      detection_packets: 1,
      digest,
      digest_prev: [],
      last_seen_at: 1765893690000,
      local_bytes: 0,
      local_packets: 0,
      local_rate: 0,
      other_bytes: totalBytes,
      other_packets: totalPackets,
      other_rate: 0,
      total_bytes: totalBytes,
      total_packets: totalPackets,
    },
    interface: 'eth0',
    internal: false,
    ...(purge ? { reason: 'closed' } : {}),
    type: purge ? 'flow_purge' : 'flow_stats',
  });
}

describe('a stream of valid records with totals that only grow', () => {
  it('has no stream finding, however its flows interleave', () => {
    const flow = fc.record({
      digest: fc.stringMatching(/^[0-9a-f]{40}$/),
      steps: fc.array(fc.tuple(fc.nat(10_000), fc.nat(100)), { minLength: 1, maxLength: 6 }),
      purged: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(flow, { selector: (f) => f.digest, maxLength: 8 }), fc.infiniteStream(fc.nat()), (flows, picks) => {
        // Each flow's records, totals growing, ending in its purge; then the flows shuffled together, each keeping its order.
        const queues = flows.map((f) => {
          let bytes = 0;
          let packets = 0;
          const lines = f.steps.map(([b, p]) => flowStats(f.digest, (bytes += b), (packets += p)));
          if (f.purged) lines.push(flowStats(f.digest, bytes, packets, true));
          return lines;
        });
        const lines: string[] = [];
        const pick = picks[Symbol.iterator]();
        for (let left = queues.filter((q) => q.length).length; left > 0; left = queues.filter((q) => q.length).length) {
          const open = queues.filter((q) => q.length);
          lines.push(open[pick.next().value! % open.length]!.shift()!);
        }
        const report = new RecordReport('property');
        for (const event of judgePayload(Buffer.from(lines.join('\n'))).events) report.add(event);
        const result = report.result();
        expect(result.diagnostics.filter((d) => d.severity === 'error' || d.code === 'record/stream')).toEqual([]);
        expect(result.records!.stream!.flows).toEqual({ opened: flows.length, purged: flows.filter((f) => f.purged).length, untracked: 0 });
      }),
    );
  });
});

/** Every stream file the real agent sent (as agent-streams.test.ts reads them). */
const runStreams = existsSync(streamsDir)
  ? readdirSync(streamsDir)
      .sort()
      .flatMap((run) =>
        readdirSync(join(streamsDir, run))
          .filter((f) => /\.(concat|ndjson|msgpack|body|bin)$/.test(f))
          .sort()
          .map((f) => `${run}/${f}`),
      )
  : [];

describe('the real agent', () => {
  it.skipIf(runStreams.length === 0).each(runStreams)('agent-runs/streams/%s breaks no stream rule', async (file) => {
    const result = await judge(join(streamsDir, file));
    expect(result.diagnostics.filter((d) => d.code === 'record/stream')).toEqual([]);
  });

  it.skipIf(!existsSync(join(streamsDir, 'live1')))('live1/flows.ndjson: 53 flows opened and purged, whose interval counters do go down', async () => {
    const result = await judge(join(streamsDir, 'live1', 'flows.ndjson'));
    expect(result.records!.stream!.flows).toEqual({ opened: 53, purged: 53, untracked: 0 });
  });
});
