/** RecordReport: counts, once-per-stream notes, groups, the cap, and the JSON contract. */
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../src/format/json.js';
import { formatText } from '../../src/format/text.js';
import { judgePayload, RecordReport } from '../../src/records/stream/index.js';
import { sampleRecord } from '../../scripts/record-samples.mjs';

const ctx = { color: false, sources: new Map<string, string>(), version: '0.0.0' };

/** A report fed NDJSON lines (one payload per line, as HTTP posts arrive). */
function reportOf(lines: unknown[], maxProblems?: number): RecordReport {
  const report = new RecordReport('capture.ndjson', maxProblems === undefined ? {} : { maxProblems });
  for (const line of lines) for (const event of judgePayload(Buffer.from(JSON.stringify(line))).events) report.add(event);
  return report;
}

const floatRate = (i: number) => {
  const r = sampleRecord('flow_stats', i) as { flow: Record<string, unknown> };
  r.flow.local_rate = 10.5;
  return r;
};
const badIp = (i: number) => {
  const r = sampleRecord('flow', i) as { flow: Record<string, unknown> };
  r.flow.ip_version = 5;
  return r;
};

describe('RecordReport', () => {
  it('counts records by type and invalid records, renumbering across payloads', () => {
    const report = reportOf([sampleRecord('agent_status'), badIp(1), badIp(2), { log_time_end: 1, stats: [] }]);
    const { records, diagnostics } = report.result();
    expect(records).toMatchObject({ records: 4, invalid: 2, errors: 2, warnings: 0, types: { agent_status: 1, flow: 2, aggregator_batch: 1 } });
    expect(diagnostics.filter((d) => d.severity === 'error').map((d) => d.record)).toEqual([1, 2]);
  });

  it('says a divergence once per stream, however many records show it', () => {
    const report = reportOf(Array.from({ length: 50 }, (_, i) => floatRate(i)));
    expect(report.result().diagnostics.map((d) => [d.code, d.pointer, d.record])).toEqual([['spec/divergence', '/flow/local_rate', 0]]);
    expect(report.counts).toMatchObject({ warnings: 0, infos: 1 });
  });

  it('groups repeats and keeps at most --max-problems findings, counting the rest', () => {
    const report = reportOf(
      Array.from({ length: 30 }, (_, i) => badIp(i)),
      10,
    );
    const result = report.result();
    expect(result.diagnostics).toHaveLength(10);
    expect(result.records).toMatchObject({ errors: 30, invalid: 30, dropped: 20 });
    expect(result.groups).toHaveLength(1);
    expect(result.groups![0]).toMatchObject({ type: 'flow', count: 30, records: [0, 1, 2, 3, 4] });
    const text = formatText([result], ctx);
    expect(text.match(/must be one of 4, 6/g)).toHaveLength(1);
    expect(text).toMatch(/repeated 30 times in flow records \(first: 0, 1, 2, 3, 4\)/);
    expect(text).toMatch(/✖ 30 problems \(30 errors, 0 warnings\) in 1 file; 30 records, 30 invalid/);
  });

  it('renders the JSON contract', () => {
    const report = reportOf([sampleRecord('flow_purge'), badIp(1)]);
    const json = JSON.parse(formatJson([report.result()], ctx));
    expect(json.summary).toEqual({
      files: 1,
      records: 2,
      invalid: 1,
      errors: 1,
      warnings: 0,
      infos: 0,
      hidden: 0,
      types: { flow_purge: 1, flow: 1 },
      channels: {
        [report.file]: {
          records: 2,
          types: { flow_purge: 1, flow: 1 },
          first: expect.any(Number),
          last: expect.any(Number),
          flows: { opened: 1, purged: 1, untracked: 0 },
        },
      },
    });
    expect(Object.keys(json.summary)).toEqual(['files', 'records', 'invalid', 'errors', 'warnings', 'infos', 'types', 'channels', 'hidden']);
    expect(json.results).toEqual([
      {
        file: 'capture.ndjson',
        counts: { records: 2, invalid: 1, types: { flow_purge: 1, flow: 1 } },
        stream: { first: 1765893700000, last: 1765893700000, flows: { opened: 1, purged: 1, untracked: 0 } },
        diagnostics: [expect.objectContaining({ severity: 'error', code: 'schema/enum', pointer: '/flow/ip_version', record: 1, line: 1, offset: 0 })],
      },
    ]);
    expect(Object.keys(json.results[0].diagnostics[0])).toEqual(['severity', 'code', 'message', 'pointer', 'record', 'line', 'column', 'offset']);
  });

  it('keeps distinct missing members of one object in distinct groups (issue 20, item 10)', () => {
    const lacking = (i: number) => {
      const r = sampleRecord('agent_status', i) as Record<string, unknown>;
      delete r.uptime;
      delete r.cpu_cores;
      return r;
    };
    const groups = reportOf([lacking(1), lacking(2), lacking(3)]).result().groups!;
    expect(groups.map((g) => [g.first.message, g.count])).toEqual([
      ['the record is missing the required member "cpu_cores"', 3],
      ['the record is missing the required member "uptime"', 3],
    ]);
  });
});
