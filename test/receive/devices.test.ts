/**
 * Several devices posting to one `receive` at once: the agent release detected from a device's
 * records is carried for that device only. Two simulated devices on loopback (real HTTP requests
 * from 127.0.0.2 and 127.0.0.3), with no uuid header and a User-Agent naming no release, post
 * agent 5.2 and agent 5.0 statuses interleaved, the 5.2 device first: no error (a run-wide
 * detection judged the 5.0 statuses as 5.2's, five errors each). The capture keeps each sender's
 * address, so the replay gives the same report.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { agentconf, repo } from '../support/cli.js';
import { tempDir } from '../support/temp.js';
import { findings, startReceive, type RecordsReport } from './helpers.js';

const temp = tempDir('agentconf-devices-');
afterAll(() => temp.remove());

const status52 = readFileSync(join(repo, 'fixtures', 'records', 'agent_status', 'valid', 'sample.json'));
const status50 = readFileSync(join(repo, 'fixtures', 'records', 'agent_status', 'invalid', 'agent-5.0-shape.json'));

/** POSTs a JSON body from a given loopback address; resolves with the status. */
function postFrom(localAddress: string, port: number, path: string, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        localAddress,
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': body.length, 'User-Agent': 'lab-poster/1.0' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('receive with several devices posting at once', () => {
  it('detects the agent release per device (by sender address when no uuid header tells)', async () => {
    const save = temp.path('devices.capture');
    const run = await startReceive(['--format', 'json', '--save', save]);
    for (let round = 0; round < 3; round++) {
      expect(await postFrom('127.0.0.2', run.port, '/stats', status52)).toBe(200);
      expect(await postFrom('127.0.0.3', run.port, '/stats', status50)).toBe(200);
    }
    await run.send('POST', '/stop');
    const ended = await run.ended;
    const report = JSON.parse(ended.stdout) as RecordsReport;
    expect(findings(report).filter((d) => d.severity === 'error')).toEqual([]);
    expect(report.summary.records).toBe(6);
    expect(ended.status).toBe(0);
    const replayed = agentconf(['receive', '--replay', save, '--format', 'json']);
    expect(JSON.parse(replayed.stdout)).toEqual(report);
  });
});
