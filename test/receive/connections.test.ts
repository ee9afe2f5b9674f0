/**
 * Slow connections cannot lock the receiver: past the connection limit (256), the connection
 * that has sent nothing new for longest is cut to make room, so new clients, GET /report and
 * POST /stop are still served. Real sockets on loopback.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findings, sampleRecord, startReceive, type RecordsReport } from './helpers.js';

/** Opens a connection that sends the start of a request and then nothing. */
function stalled(port: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('POST /slow HTTP/1.1\r\nHost: x\r\n');
      resolve(socket);
    });
    socket.on('error', () => undefined);
  });
}

describe('agentconf receive with every connection taken', () => {
  it('300 stalled connections do not shut out /report, a new post or /stop', async () => {
    const run = await startReceive(['--format', 'json']);
    const sockets: Socket[] = [];
    for (let i = 0; i < 300; i++) sockets.push(await stalled(run.port));
    const report = await run.send('GET', '/report');
    expect(report.status).toBe(200);
    expect((await run.postJson('/fine', sampleRecord('global_stats'))).status).toBe(200);
    expect((await run.send('POST', '/stop')).status).toBe(200);
    const ended = await run.ended;
    for (const s of sockets) s.destroy();
    expect(ended.status).toBe(1);
    const final = JSON.parse(ended.stdout) as RecordsReport;
    expect(final.summary.records).toBe(1);
    // One cut per stalled connection past the limit (44), and one for each of the three requests
    // that found the receiver full (the first does; the others may find the room it left).
    const cuts = findings(final).filter((d) => d.code === 'receive/timeout');
    expect(cuts.length).toBeGreaterThanOrEqual(45);
    expect(cuts.length).toBeLessThanOrEqual(47);
    expect(cuts[0]!.message).toContain('cut off to make room: 256 connections were open');
  }, 30_000);
});
