/**
 * What `receive` prints is bounded whatever the traffic: a 4 KB request path is shown cut in the
 * middle (live lines and report names), a request prints at most 100 findings live (the rest
 * counted in one line, all in the report), and at most 100 paths are reported apart. Bounded by
 * counting lines and their lengths.
 */
import { describe, expect, it } from 'vitest';
import { startReceive, type RecordsReport } from './helpers.js';

const longPath = (i: number) => `/${String(i).padStart(4, '0')}${'p'.repeat(4096)}`;
const json = { 'Content-Type': 'application/json' };

describe('agentconf receive output bounds', () => {
  it('live lines show a 4 KB path cut; a request prints at most 100 findings live, then one line', async () => {
    const run = await startReceive([]);
    for (let i = 0; i < 20; i++) expect((await run.send('POST', longPath(i), '{}', json)).status).toBe(200);
    // 500 records without a type, one finding each.
    await run.send('POST', '/many', '{}\n'.repeat(500), json);
    await run.send('POST', '/stop');
    const ended = await run.ended;
    const live = ended.stdout.split('\n').filter((l) => l.startsWith('#'));
    expect(Math.max(...live.map((l) => l.length))).toBeLessThan(600);
    expect(live.filter((l) => l.includes('/0003ppp')).length).toBe(1);
    const many = live.filter((l) => l.startsWith('#') && l.split(' ')[1] === '/many');
    expect(many).toHaveLength(101);
    expect(many.at(-1)).toBe('#- /many - 400 more findings of this request not shown (see the report)');
    // Every line of the output, the final report included, is bounded.
    expect(Math.max(...ended.stdout.split('\n').map((l) => l.length))).toBeLessThan(1200);
  });

  it('the report names a long path by its start and end, and keeps 100 paths apart', async () => {
    const run = await startReceive(['--format', 'json']);
    for (let i = 0; i < 120; i++) await run.send('POST', longPath(i), '{"type":"flow"}', json);
    await run.send('POST', '/stop');
    const report = JSON.parse((await run.ended).stdout) as RecordsReport;
    const names = report.results.map((r) => r.file);
    expect(names).toHaveLength(101);
    expect(names.at(-1)).toBe('(other paths)');
    expect(Math.max(...names.map((n) => n.length))).toBeLessThanOrEqual(201);
    expect(names[0]).toMatch(/^\/0000p+…p+$/);
    expect(report.summary.records).toBe(120);
  });
});
