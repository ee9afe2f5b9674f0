/**
 * One request, or many, must not take the receiver's heap: the command runs with a 128 MB heap
 * (`--max-old-space-size=128`, a child process) and takes bodies that used to need gigabytes.
 * Boundedness is shown by the cap itself: without the limits each of these ends the process
 * (out of heap, exit 134) and loses the report; with them it answers and reports.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sampleRecord, startReceive } from './helpers.js';

const smallHeap = ['--max-old-space-size=128'];
const json = { 'Content-Type': 'application/json' };

describe('agentconf receive within a 128 MB heap', () => {
  it('a body of millions of records, a gzip of 63 MiB of records and deeply nested msgpack are answered 413 with a finding', async () => {
    const run = await startReceive([], smallHeap, 55_000);
    // 2.8 million `{}` records in 8 MB.
    const plain = await run.send('POST', '/plain', Buffer.from('{}\n'.repeat((8 * 2 ** 20) / 3)), json);
    expect(plain.status).toBe(413);
    // 160 KB of gzip inflating to 63 MiB of records.
    const bomb = gzipSync(Buffer.from('{"type":"global_stats"}\n'.repeat(Math.floor((63 * 2 ** 20) / 24))));
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect((await run.send('POST', '/gzip', bomb, { ...json, 'Content-Encoding': 'gzip' })).status).toBe(413);
    // 15 MB of maps inside maps: {"a": {"a": ...}}.
    const nested = Buffer.alloc(15 * 2 ** 20);
    for (let i = 0; i < nested.length; i += 3) nested.set([0x81, 0xa1, 0x61], i);
    expect((await run.send('POST', '/nested', nested, { 'Content-Type': 'application/msgpack' })).status).toBe(413);
    // Still serving, and a normal record keeps its verdict.
    expect((await run.postJson('/fine', sampleRecord('global_stats'))).status).toBe(200);
    await run.send('POST', '/stop');
    const ended = await run.ended;
    expect(ended.status).toBe(1);
    // The records before the cap were judged: 10,000 from each of the two record bodies, and the good one.
    expect(ended.stderr).toContain('after 4 posts, 20001 records');
    // The live lines (the final report keeps the first 1000 findings of a path, the cuts come after).
    const cuts = ended.stdout.split('\n').filter((l) => l.startsWith('#') && l.includes('[receive/too-large]'));
    expect(cuts.map((l) => l.split(' ')[1])).toEqual(['/plain', '/gzip', '/nested']);
    expect(cuts[0]).toContain('more than 10000 records');
    expect(cuts[2]).toContain('more than 1000 deep');
  }, 60_000);

  it('2,000 distinct 50 KB member names are not remembered whole (live output and report)', async () => {
    // Slow (the own parser finds the position of each kept finding in 50 KB records), so allowed longer.
    const run = await startReceive([], smallHeap, 80_000);
    const record = sampleRecord('global_stats') as Record<string, unknown>;
    const long = 'k'.repeat(50_000);
    // 20 bodies of 100 records, each with its own 50 KB unknown member: 2,000 keys, 100 MB of
    // names, kept twice (the live say-once set and the report's) before the bound.
    for (let body = 0; body < 20; body++) {
      const lines = Array.from({ length: 100 }, (_, i) => JSON.stringify({ ...record, [`${long}${body * 100 + i}`]: 1 })).join('\n');
      const answer = await run.send('POST', '/keys', gzipSync(lines), { ...json, 'Content-Encoding': 'gzip' }).catch(async (e: Error) => {
        throw new Error(`${e.message}: ${(await run.ended).stderr.slice(0, 2000)}`);
      });
      expect(answer.status).toBe(200);
    }
    await run.send('POST', '/stop');
    const ended = await run.ended;
    expect(ended.stderr).toContain('after 20 posts, 2000 records');
    const lines = ended.stdout.split('\n').filter((l) => l.includes('[key/unknown]'));
    expect(lines.length).toBeGreaterThanOrEqual(2000);
    // Each printed pointer is cut to its start and end.
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(1000);
  }, 90_000);
});
