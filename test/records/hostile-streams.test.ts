/**
 * Issue 21, item 9: a stream built to make the reader slow. Framers keep their scan state across
 * chunks (a record split into thousands of chunks is looked at once, not from its start at each
 * chunk), positions are found only for findings a report keeps, and the records and the gzip
 * inflation of one stream are capped. No timing: the inputs are so large that the old quadratic
 * framing (about 50 GB of copying or decoding for each case below) cannot finish within the test
 * timeout, while the linear one takes well under a second; the caps are proved by counting.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  judgePayload,
  readRecordBatches,
  readRecords,
  RecordReport,
  type JudgedRecord,
  type RecordEvent,
  type ReadOptions,
} from '../../src/records/stream/index.js';
import type { Diagnostic } from '../../src/records/index.js';

async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function collect(bytes: Buffer, size: number, options: ReadOptions = {}): Promise<RecordEvent[]> {
  const events: RecordEvent[] = [];
  for await (const e of readRecords(chunked(bytes, size), options)) events.push(e);
  return events;
}

const summary = (events: RecordEvent[]) => events.map((e) => (e.kind === 'problem' ? e.diagnostic.code : e.record.type));

describe('records split into many chunks are framed in one pass', () => {
  it('an unfinished msgpack map of 12 MiB in 4 KiB chunks is said to be cut, once', async () => {
    // map32 announcing 2^28 entries, then 12 MiB of one-byte integers (varied, so gzip does not
    // shrink them past the inflation cap): never finished.
    const ints = Buffer.alloc(12 * 1024 * 1024);
    for (let i = 0, x = 1; i < ints.length; i++) ints[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 25;
    const map = Buffer.concat([Buffer.from([0xdf, 0x10, 0, 0, 0]), ints]);
    expect(summary(await collect(map, 4096))).toEqual(['record/truncated']);
    expect(summary(await collect(gzipSync(map), 4096))).toEqual(['record/truncated']);
  });

  it('a msgpack record split across chunks is decoded whole, at its offset', async () => {
    const { encode } = await import('@msgpack/msgpack');
    const record = encode({ type: 'flow_purge', reason: 'x'.repeat(5_000_000) });
    const events = await collect(Buffer.concat([record, record]), 1000);
    expect(events.map((e) => e.kind === 'record' && e.record.offset)).toEqual([0, record.length]);
  });

  it('a 15 MiB NDJSON line and a 15 MiB JSON array item in 1 KiB chunks are read whole', async () => {
    const pad = 'a'.repeat(15 * 1024 * 1024);
    const line = Buffer.from(`{"type":"flow","pad":"${pad}"}\n{"type":"flow"}\n`);
    const ndjson = await collect(line, 1024);
    expect(ndjson.map((e) => e.kind === 'record' && [e.record.type, e.record.offset])).toEqual([
      ['flow', 0],
      ['flow', line.indexOf('\n') + 1],
    ]);
    const array = Buffer.from(`[{"type":"flow","pad":"${pad}"},\n {"type":"flow"}]`);
    const items = await collect(array, 1024);
    expect(items.map((e) => e.kind === 'record' && [e.record.type, e.record.offset])).toEqual([
      ['flow', 1],
      ['flow', array.lastIndexOf('{')],
    ]);
    const second = items[1]!.kind === 'record' ? items[1]!.record : undefined;
    expect(second!.locate(second!.diagnostics[0]!)).toMatchObject({ line: 2, column: 2 });
  });
});

describe('a report finds positions only for the findings it keeps', () => {
  it('locates at most the kept findings and the first of each group, of 100,000', () => {
    let located = 0;
    const finding: Diagnostic = { severity: 'error', code: 'record/no-type', message: 'no type', pointer: '' };
    const report = new RecordReport('x', { maxProblems: 10 });
    for (let index = 0; index < 100_000; index++) {
      const record: JudgedRecord = {
        index,
        offset: index,
        valid: false,
        diagnostics: [finding],
        locate: (d) => {
          located++;
          return { ...d, line: index + 1 };
        },
      };
      report.addRecord(record);
    }
    expect(report.counts).toMatchObject({ errors: 100_000, dropped: 99_990 });
    expect(located).toBe(10);
    expect(report.result().diagnostics.map((d) => d.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('the records and the inflation of one stream are capped', () => {
  it('stops after maxRecords records, with one problem', async () => {
    const lines = Buffer.from('{}\n'.repeat(5000));
    const events = await collect(lines, 4096, { limits: { maxRecords: 1000 } });
    expect(events.filter((e) => e.kind === 'record')).toHaveLength(1000);
    expect(events.at(-1)).toMatchObject({ kind: 'problem', diagnostic: { code: 'record/too-large', offset: 3000 } });
    const stop = events.at(-1)!;
    expect(stop.kind === 'problem' && stop.diagnostic.message).toMatch(/more than 1,000 records/);
    const payload = judgePayload(lines, { limits: { maxRecords: 1000 } }).events;
    expect(payload.filter((e) => e.kind === 'record')).toHaveLength(1000);
    expect(payload.at(-1)).toMatchObject({ kind: 'problem', diagnostic: { code: 'record/too-large' } });
  });

  it('stops a gzip stream of tiny records that inflates past 200 times its size', async () => {
    // 64 MiB of padded records compress about 1,000 times, as the attack of issue 21 did (163 KB
    // inflating to 64 MiB of tiny records); the ratio cap stops reading.
    const line = `{}${' '.repeat(1021)}\n`;
    const bomb = gzipSync(Buffer.from(line.repeat(64 * 1024)));
    const events = await collect(bomb, 65536);
    const last = events.at(-1)!;
    expect(last.kind === 'problem' && last.diagnostic.message).toMatch(/^the gzip stream inflates \d+ times its size/);
    // Counted on the input gunzip consumed (not on what was read ahead, here the whole bomb at
    // once): reading stops soon after 4 MiB, about 4,100 of the 65,536 records.
    expect(events.length).toBeLessThan(6 * 1024);
    const payload = judgePayload(bomb).events;
    expect(payload.map((e) => e.kind === 'problem' && e.diagnostic.code)).toEqual(['record/too-large']);
  });
});

describe('a large chunk of tiny records is judged a slice at a time', () => {
  // A file is read 1 MiB at a time. Judged whole, such a chunk of 3-byte records was one batch of
  // 350,000 events, over 1 GB: records on a 1.2 MB file ran out of a 128 MB heap.
  it('no batch holds the events of more than 64 KiB of the stream', async () => {
    const chunk = Buffer.from('{}\n'.repeat(300_000));
    let largest = 0;
    let records = 0;
    for await (const batch of readRecordBatches(chunked(chunk, chunk.length))) {
      largest = Math.max(largest, batch.length);
      records += batch.filter((e) => e.kind === 'record').length;
    }
    expect(records).toBe(300_000);
    expect(largest).toBeLessThanOrEqual(Math.ceil((64 * 1024) / 3));
  });
});
