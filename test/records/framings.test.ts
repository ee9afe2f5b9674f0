/**
 * The stream reader's laws: valid records are accepted in every framing, every framing of the
 * same records gives the same verdicts, a record broken at one rule is rejected at that pointer,
 * and arbitrary bytes never make it throw or hang.
 */
import { gzipSync } from 'node:zlib';
import { encode } from '@msgpack/msgpack';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRecords, RecordReport, type RecordEvent } from '../../src/records/stream/index.js';
import { sampleRecord, sampleTypes } from '../../scripts/record-samples.mjs';

const numRuns = Number(process.env.AGENTCONF_FC_RUNS ?? 60);

/** The bytes of `records` in one framing. */
const framings: Record<string, (records: unknown[]) => Buffer> = {
  ndjson: (rs) => Buffer.from(rs.map((r) => JSON.stringify(r) + '\n').join('')),
  'ndjson-crlf-no-final-newline': (rs) => Buffer.from(rs.map((r) => JSON.stringify(r)).join('\r\n')),
  'json-seq-compact': (rs) => Buffer.from(rs.map((r) => JSON.stringify(r)).join('')),
  'json-seq-pretty': (rs) => Buffer.from(rs.map((r) => JSON.stringify(r, null, 4)).join('\n')),
  'json-array': (rs) => Buffer.from(JSON.stringify(rs, null, 2)),
  'length-json-5.2': (rs) =>
    Buffer.from(
      rs
        .map((r) => {
          const body = JSON.stringify(r) + '\n';
          return JSON.stringify({ length: Buffer.byteLength(body) }) + '\n' + body;
        })
        .join(''),
    ),
  msgpack: (rs) => Buffer.concat(rs.map((r) => encode(r))),
  'msgpack-length': (rs) => Buffer.concat(rs.flatMap((r) => [encode({ length: encode(r).length }), encode(r)])),
  'gzip-ndjson': (rs) => gzipSync(framings.ndjson!(rs)),
  'gzip-length-json-5.0': (rs) =>
    Buffer.concat(
      rs.flatMap((r) => {
        const body = JSON.stringify(r) + '\n';
        return [gzipSync(JSON.stringify({ length: Buffer.byteLength(body) }) + '\n'), gzipSync(body)];
      }),
    ),
  'gzip-msgpack': (rs) => gzipSync(framings.msgpack!(rs)),
};

/** Feeds bytes in chunks of the given sizes (cycled), as a socket or file would. */
async function* chunked(bytes: Buffer, sizes: number[]): AsyncGenerator<Buffer> {
  let at = 0;
  for (let i = 0; at < bytes.length; i++) {
    const size = Math.max(1, sizes[i % sizes.length]!);
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

async function collect(bytes: Buffer, sizes: number[] = [65536]): Promise<RecordEvent[]> {
  const events: RecordEvent[] = [];
  for await (const e of readRecords(chunked(bytes, sizes))) events.push(e);
  return events;
}

/** Verdicts that do not depend on the framing: index, type, validity, codes and pointers. */
const verdicts = (events: RecordEvent[]) =>
  events.map((e) =>
    e.kind === 'record'
      ? [e.record.index, e.record.type, e.record.valid, e.record.diagnostics.filter((d) => d.code !== 'record/framing').map((d) => `${d.code} ${d.pointer}`)]
      : ['problem', e.diagnostic.code],
  );

const sample = fc.tuple(fc.constantFrom(...sampleTypes), fc.nat(1000)).map(([type, i]) => sampleRecord(type, i));
/** One rule broken at a known pointer, per mutation. */
const breakages: { type: string; pointer: string; code: string; apply: (r: Record<string, any>) => void }[] = [
  { type: 'flow_dpi_complete', pointer: '/flow/ip_version', code: 'schema/enum', apply: (r) => (r.flow.ip_version = 5) },
  { type: 'flow', pointer: '/flow/local_port', code: 'schema/range', apply: (r) => (r.flow.local_port = 70000) },
  { type: 'flow_stats', pointer: '/flow/total_packets', code: 'schema/type', apply: (r) => (r.flow.total_packets = 'x') },
  { type: 'flow_purge', pointer: '/reason', code: 'schema/enum', apply: (r) => (r.reason = 'gone') },
  { type: 'agent_status', pointer: '', code: 'schema/required', apply: (r) => delete r.uptime },
  { type: 'interfaces', pointer: '/eth0/role', code: 'schema/enum', apply: (r) => (r.eth0.role = 'dmz') },
  { type: 'global_stats', pointer: '/udp', code: 'schema/type', apply: (r) => (r.udp = -0.5) },
  { type: 'flow_intel', pointer: '/flow/intel/0/score', code: 'schema/range', apply: (r) => (r.flow.intel[0].score = 400) },
  { type: 'endpoints', pointer: '/not-a-mac', code: 'schema/pattern', apply: (r) => (r['not-a-mac'] = []) },
];
const broken = fc.tuple(fc.constantFrom(...breakages), fc.nat(1000)).map(([b, i]) => {
  const record = sampleRecord(b.type, i) as Record<string, any>;
  b.apply(record);
  return { record, breakage: b };
});
const chunkSizes = fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 5 });

describe('readRecords', () => {
  it.each(Object.keys(framings))('accepts generated valid records in %s, whatever the chunking', async (name) => {
    await fc.assert(
      fc.asyncProperty(fc.array(sample, { minLength: 1, maxLength: 8 }), chunkSizes, async (records, sizes) => {
        const events = await collect(framings[name]!(records), sizes);
        expect(events.filter((e) => e.kind === 'problem')).toEqual([]);
        expect(events.map((e) => e.kind === 'record' && e.record.valid)).toEqual(records.map(() => true));
      }),
      { numRuns: Math.ceil(numRuns / 3) },
    );
  });

  it('gives the same verdicts in every framing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            sample,
            broken.map((b) => b.record),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        async (records) => {
          const all = await Promise.all(Object.values(framings).map((frame) => collect(frame(records))));
          for (const events of all.slice(1)) expect(verdicts(events)).toEqual(verdicts(all[0]!));
        },
      ),
      { numRuns },
    );
  });

  it('rejects a record broken at one rule at that pointer', async () => {
    await fc.assert(
      fc.asyncProperty(broken, fc.constantFrom(...Object.keys(framings)), async ({ record, breakage }, name) => {
        const [event] = await collect(framings[name]!([record]));
        expect(event?.kind).toBe('record');
        if (event?.kind !== 'record') return;
        expect(event.record.valid).toBe(false);
        const errors = event.record.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.pointer}`);
        expect(errors).toContain(`${breakage.code} ${breakage.pointer}`);
      }),
      { numRuns },
    );
  });

  it('never throws and always ends on arbitrary bytes', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 400 }),
      fc.string({ maxLength: 300 }).map((s) => Buffer.from(s)),
      fc
        .tuple(fc.constantFrom(...Object.values(framings)), fc.array(sample, { minLength: 1, maxLength: 3 }), fc.nat(), fc.uint8Array({ maxLength: 8 }))
        .map(([frame, records, cut, junk]) => {
          const b = frame(records);
          const at = cut % (b.length + 1);
          return Buffer.concat([b.subarray(0, at), Buffer.from(junk), b.subarray(at)]);
        }),
    );
    await fc.assert(
      fc.asyncProperty(bytes, chunkSizes, async (input, sizes) => {
        const report = new RecordReport('x');
        for await (const e of readRecords(chunked(Buffer.from(input), sizes))) report.add(e);
        expect(report.counts.records).toBeLessThanOrEqual(input.length);
      }),
      { numRuns: numRuns * 3 },
    );
  });

  it('reports a cut stream at the byte of the cut, after judging the records before it', async () => {
    const records = [sampleRecord('flow', 1), sampleRecord('flow_stats', 2), sampleRecord('flow_purge', 3)];
    const whole = framings['json-seq-pretty']!(records);
    const cutAt = whole.length - 40;
    const events = await collect(whole.subarray(0, cutAt));
    expect(events.filter((e) => e.kind === 'record').length).toBe(2);
    const last = events.at(-1)!;
    expect(last.kind === 'problem' && last.diagnostic).toMatchObject({ code: 'record/truncated' });
    expect(last.kind === 'problem' && last.diagnostic.offset).toBe(whole.indexOf('{', whole.indexOf('flow_stats')));
  });

  it('stops at a gzip bomb and at a record past the size cap', async () => {
    const bomb = gzipSync(Buffer.alloc(4 * 1024 * 1024, 0x20));
    const events: RecordEvent[] = [];
    for await (const e of readRecords(chunked(bomb, [65536]), { limits: { maxDecompressedBytes: 1024 * 1024 } })) events.push(e);
    expect(events.map((e) => e.kind === 'problem' && e.diagnostic.code)).toEqual(['record/too-large']);
    const big = Buffer.from(`{"type":"flow_intel","pad":"${'x'.repeat(3000)}"}\n${JSON.stringify(sampleRecord('flow_intel'))}\n`);
    const capped: RecordEvent[] = [];
    for await (const e of readRecords(chunked(big, [1000]), { limits: { maxRecordBytes: 2000 } })) capped.push(e);
    expect(capped.map((e) => (e.kind === 'problem' ? e.diagnostic.code : e.record.type))).toEqual(['record/too-large', 'flow_intel']);
  });

  it('reads a 200k-deep record (parse/too-deep, as a config) and a header with a huge length in bounded time', async () => {
    const deep = Buffer.from(`{"type":"flow_intel","flow":{"intel":[{"criteria":{"x":${'['.repeat(200_000)}${']'.repeat(200_000)}}}]}}\n`);
    const [event] = await collect(deep);
    expect(event).toMatchObject({ kind: 'record', record: { valid: false, diagnostics: [{ code: 'parse/too-deep' }] } });
    const header = await collect(Buffer.from(`{"length":123456789012}\n${JSON.stringify(sampleRecord('flow_stats'))}\n`));
    expect(header.map((e) => (e.kind === 'problem' ? e.diagnostic.code : e.record.type))).toEqual(['record/too-large', 'flow_stats']);
  });

  // The depth scan is skipped before JSON.parse for texts too short to close 1,001 levels: the
  // verdicts at that edge are those of scanning every record (what the reader said before).
  const intel = '{"type":"flow_intel"}\n';
  const nested = (levels: number, closed: boolean) => `{"type":"flow_intel","x":${'['.repeat(levels - 1)}${closed ? ']'.repeat(levels - 1) + '}' : ''}`;
  it.each([
    ['1,000 levels, closed', nested(1000, true), ['key/unknown']],
    ['1,001 levels, closed (the shortest such text)', nested(1001, true), ['parse/too-deep']],
    ['1,001 levels, never closed, the first and last line', nested(1001, false), ['problem record/truncated']],
    ['1,001 levels, never closed, the last line', intel + nested(1001, false), ['', 'parse/too-deep']],
    ['1,001 levels, never closed, a whole line', intel + nested(1001, false) + '\n', ['', 'parse/too-deep']],
    ['1,000 levels, never closed, the last line', intel + nested(1000, false), ['', 'problem record/truncated']],
    ['1,000 levels, never closed, a whole line', intel + nested(1000, false) + '\n', ['', 'parse/syntax']],
  ])('judges a record nested %s', async (_, text, expected) => {
    const events = await collect(Buffer.from(text));
    expect(events.map((e) => (e.kind === 'problem' ? `problem ${e.diagnostic.code}` : e.record.diagnostics.map((d) => d.code).join(',')))).toEqual(expected);
  });
});
