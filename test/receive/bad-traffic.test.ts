/**
 * Traffic meant to hurt: a huge body, a gzip bomb, a slow client, a stalled one, bytes that are
 * not HTTP. Each is a finding with an answer (or a cut connection), never a crash or a hang, and
 * the receiver keeps serving.
 */
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findings, sampleRecord, startReceive, type RecordsReport } from './helpers.js';

/** Writes raw bytes on a new connection; resolves with what came back when the server closes it. */
function raw(port: number, chunks: (string | Buffer)[], pauseMs = 0): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    socket.setEncoding('latin1').on('data', (t: string) => (got += t));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(got));
    socket.on('connect', async () => {
      for (const c of chunks) {
        socket.write(c);
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
    });
  });
}

const record = sampleRecord('global_stats');

describe('agentconf receive under bad traffic', () => {
  it('a body over --max-body is answered 413 and not read; a gzip bomb stops at the decoded-size cap', async () => {
    const run = await startReceive(['--max-body', '1', '--format', 'json']);
    const big = Buffer.alloc(2 * 1024 * 1024, 0x20);
    const tooBig = await run.send('POST', '/flows', big, { 'Content-Type': 'application/json' }).catch((e: Error) => ({ status: 0, error: e }));
    // The client may see the 413 or, having been cut off while still sending, a reset.
    expect([413, 0]).toContain(tooBig.status);
    // Announced too large, without a Content-Length lie: 413 before any byte is read.
    const announced = await raw(run.port, ['POST /flows HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n']);
    expect(announced).toMatch(/^HTTP\/1\.1 413/);
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const bombed = await run.send('POST', '/flows', bomb, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    expect(bombed.status).toBe(413);
    expect((await run.postJson('/flows', record)).status).toBe(200);
    await run.send('POST', '/stop');
    const ended = await run.ended;
    expect(ended.status).toBe(1);
    const report = JSON.parse(ended.stdout) as RecordsReport;
    const found = findings(report);
    // Requests that brought no record have no record index.
    expect(found.map((d) => [d.record, d.code])).toEqual([
      [null, 'receive/too-large'],
      [null, 'receive/too-large'],
      [null, 'receive/too-large'],
    ]);
    expect(found[0]!.message).toContain('larger than 1048576 bytes');
    expect(found[2]!.message).toContain('decompresses to more than 4194304 bytes');
    // The bomb arrived but never became a record.
    expect(report.summary.records).toBe(1);
  });

  it('slow and stalled clients are cut off after --timeout with a finding; others are still served', async () => {
    const run = await startReceive(['--timeout', '0.5', '--format', 'json']);
    const stalledHeaders = raw(run.port, ['POST /flows HTTP/1.1\r\nHost: x\r\n']);
    const stalledBody = raw(run.port, ['POST /stats HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"type"']);
    // Headers at once, then the body a byte at a time, slower than the limit allows.
    const slow = raw(run.port, ['POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\n', '[', '1', ',', '2', ']'], 300);
    expect((await run.postJson('/fine', record)).status).toBe(200);
    expect(await stalledHeaders).toMatch(/^HTTP\/1\.1 408/);
    expect(await stalledBody).toMatch(/^HTTP\/1\.1 408/);
    await slow;
    await run.send('POST', '/stop');
    const ended = await run.ended;
    const report = JSON.parse(ended.stdout) as RecordsReport;
    const timeouts = findings(report).filter((d) => d.code === 'receive/timeout');
    expect(timeouts.map((d) => d.file).sort()).toEqual(['/slow', '/stats', '<connection>']);
    expect(timeouts[0]!.message).toContain('within 0.5 s');
    expect(report.summary.records).toBe(1);
  });

  it('bytes that are not HTTP get 400 and a finding; a client that hangs up mid-body is a finding', async () => {
    const run = await startReceive(['--format', 'json']);
    expect(await raw(run.port, ['\x00\x01\x02 garbage\r\n\r\n'])).toMatch(/^HTTP\/1\.1 400/);
    await new Promise<void>((resolve) => {
      const socket = connect(run.port, '127.0.0.1', () => {
        socket.write('POST /cut HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"type":');
        setTimeout(() => socket.destroy(), 100);
      });
      socket.on('close', () => setTimeout(resolve, 100));
    });
    await run.send('POST', '/stop');
    const ended = await run.ended;
    const found = findings(JSON.parse(ended.stdout) as RecordsReport);
    expect(found.map((d) => [d.file, d.code])).toEqual([
      ['<connection>', 'receive/bad-request'],
      ['/cut', 'receive/bad-request'],
    ]);
    expect(found[1]!.message).toContain('after 8 of 50 body bytes');
  });
});
