/** judgePayload: one payload of any encoding, judged whole, with its caps. */
import { gzipSync } from 'node:zlib';
import { encode } from '@msgpack/msgpack';
import { describe, expect, it } from 'vitest';
import { judgePayload, type RecordEvent } from '../../src/records/stream/index.js';
import { sampleRecord } from '../../scripts/record-samples.mjs';

const flow = sampleRecord('flow_dpi_complete', 1);
const stats = sampleRecord('flow_stats', 2);
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const records = (events: RecordEvent[]) => events.flatMap((e) => (e.kind === 'record' ? [e.record] : []));
const problems = (events: RecordEvent[]) => events.flatMap((e) => (e.kind === 'problem' ? [e.diagnostic] : []));
const concat = (...parts: Uint8Array[]) => Buffer.concat(parts.map((p) => Buffer.from(p)));

describe('judgePayload', () => {
  it('judges one JSON record, gzip or not', () => {
    for (const body of [utf8(JSON.stringify(flow)), gzipSync(JSON.stringify(flow))]) {
      const { valid, events } = judgePayload(body);
      expect(valid).toBe(true);
      expect(records(events).map((r) => [r.index, r.type, r.valid])).toEqual([[0, 'flow_dpi_complete', true]]);
    }
  });

  it('judges one msgpack record, gzip or not', () => {
    for (const body of [encode(stats), gzipSync(encode(stats))]) {
      const { valid, events } = judgePayload(body);
      expect(valid).toBe(true);
      expect(records(events)[0]).toMatchObject({ type: 'flow_stats', valid: true, value: stats });
    }
  });

  it('takes length headers as framing in both socket layouts, JSON and msgpack', () => {
    const json = JSON.stringify(stats) + '\n';
    const header = JSON.stringify({ length: Buffer.byteLength(json) }) + '\n';
    const joined = gzipSync(header + json + header + json); // 5.2: header and record in one payload
    const apart = concat(gzipSync(header), gzipSync(json), gzipSync(header), gzipSync(json)); // 5.0: each on its own
    for (const body of [joined, apart]) {
      const { valid, events } = judgePayload(body);
      expect(problems(events)).toEqual([]);
      expect(valid).toBe(true);
      expect(records(events).map((r) => r.index)).toEqual([0, 1]);
    }
    const packed = encode(stats);
    const msgpack = concat(encode({ length: packed.length }), packed, encode({ length: packed.length }), packed);
    expect(records(judgePayload(msgpack).events).map((r) => r.type)).toEqual(['flow_stats', 'flow_stats']);
  });

  it('rejects a header whose length does not match its record', () => {
    const json = JSON.stringify(stats) + '\n';
    const { valid, events } = judgePayload(utf8(`{"length":7}\n${json}`));
    expect(valid).toBe(false);
    expect(records(events)[0]!.diagnostics[0]).toMatchObject({ code: 'record/framing', record: 0, offset: 13 });
  });

  it('reports a huge length header without reading that much', () => {
    const { events } = judgePayload(utf8(`{"length":99999999999}\n${JSON.stringify(stats)}\n`));
    expect(problems(events).map((d) => d.code)).toEqual(['record/too-large']);
    expect(records(events)).toHaveLength(1);
  });

  it('caps what gzip may inflate to', () => {
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, 32));
    const { valid, events } = judgePayload(bomb, { limits: { maxDecompressedBytes: 1024 * 1024 } });
    expect(valid).toBe(false);
    expect(problems(events)[0]!.message).toMatch(/inflates past 1 MiB/);
  });

  it('names invalid UTF-8, binary garbage and a cut record in one line each', () => {
    const bad = judgePayload(concat(utf8('{"type":"flow_intel","interface":"'), Buffer.from([0xff, 0xfe]), utf8('"}')));
    expect(records(bad.events)[0]!.diagnostics.map((d) => d.code)).toEqual(['record/framing']);
    const garbage = judgePayload(Buffer.from([0x00, 0x01, 0x02, 0x03]));
    expect(problems(garbage.events)[0]!.message).toMatch(/starts with 0x00 0x01 0x02 0x03/);
    const cut = judgePayload(utf8(JSON.stringify(flow).slice(0, 100)));
    expect(problems(cut.events).map((d) => [d.code, d.offset])).toEqual([['record/truncated', 0]]);
  });

  it('places a schema error of a pretty-printed record at its line and column', () => {
    const text = JSON.stringify({ ...stats, reason: 'x', flow: { ...(stats.flow as object), total_bytes: 'many' } }, null, 4);
    const { events } = judgePayload(utf8(`\n\n${text}`), { framing: 'json-seq' });
    const [record] = records(events);
    const d = record!.diagnostics.find((x) => x.code === 'schema/type')!;
    const located = record!.locate(d);
    const line = text.split('\n').findIndex((l) => l.includes('"total_bytes"')) + 3;
    expect(located).toMatchObject({ pointer: '/flow/total_bytes', record: 0, offset: 2, line });
  });

  it('hands events over batch by batch to onEvents, keeping none, with the same verdict', () => {
    const body = utf8(Array.from({ length: 3 }, () => JSON.stringify(stats)).join('\n') + '\n{"type":1}\n');
    const whole = judgePayload(body);
    const taken: RecordEvent[] = [];
    const streamed = judgePayload(body, { onEvents: (batch) => taken.push(...batch) });
    expect(streamed.events).toEqual([]);
    expect(streamed.valid).toBe(whole.valid);
    expect(streamed.valid).toBe(false);
    expect(records(taken).map((r) => [r.index, r.valid])).toEqual(records(whole.events).map((r) => [r.index, r.valid]));
    expect(judgePayload(body, { onEvents: 3 as never }).events.map((e) => e.kind === 'problem' && e.diagnostic.code)).toEqual(['call/argument']);
  });

  it('stops at limits.maxRecords and says so in stopped', () => {
    const body = utf8(Array.from({ length: 50 }, () => JSON.stringify(stats)).join('\n'));
    const { events, stopped } = judgePayload(body, { limits: { maxRecords: 10 } });
    expect(records(events)).toHaveLength(10);
    expect(stopped).toMatchObject({ code: 'record/too-large', message: expect.stringMatching(/more than 10 records/) });
    expect(judgePayload(body).stopped).toBeUndefined();
  });

  it('refuses msgpack nested past MAX_DEPTH before decoding it, with a clear diagnostic', () => {
    const deep = Buffer.concat([Buffer.alloc(5000, 0x91), Buffer.from([0xc0])]); // 5,000 arrays of one, then nil
    const body = concat(encode(stats), deep);
    const { events, stopped } = judgePayload(body, { framing: 'msgpack' });
    expect(records(events).map((r) => r.type)).toEqual(['flow_stats']);
    expect(stopped).toMatchObject({ code: 'parse/too-deep', message: expect.stringMatching(/more than 1000 levels deep/) });
    const shallow = Buffer.concat([Buffer.alloc(900, 0x91), Buffer.from([0xc0])]);
    expect(problems(judgePayload(shallow, { framing: 'msgpack' }).events).map((d) => d.code)).not.toContain('parse/too-deep');
  });
});
