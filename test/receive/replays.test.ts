/**
 * One case per folder of fixtures/receive/replays: a deployment (`root/`), the capture the real
 * agent's posts to `receive --root --save` made of it (`live.capture`; agent 5.0.7, proc-core
 * 1.0.30, sink-http 1.0.13 on pcaps/mixed.pcap, what the agent did in `expected.json`'s `agent`),
 * and what must be found. `receive --replay live.capture --root root` must give exactly the
 * `receive` findings (file, severity, code, record, a message fragment), record count and exit
 * code; `records live.capture` (no deployment) the `records` ones. The capture's requests posted
 * live to `receive --root root` must give the replay's report, so live and replay agree without
 * the agent. `spec/divergence` findings are left out (the known differences of 5.0.7's records
 * from the published interface, said in every stream). Adding a case needs no code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentconf, repo } from '../support/cli.js';
import { startReceive, type RecordsReport } from './helpers.js';

interface Expected {
  findings: { file: string; severity: string; code: string; record?: number; message?: string }[];
  records?: number;
  exitCode: number;
}

interface Case {
  description: string;
  agent: string;
  receive: Expected;
  records: Expected;
}

const dir = join(repo, 'fixtures', 'receive', 'replays');
const cases = readdirSync(dir).sort();

type Report = RecordsReport & { results: { file: string; diagnostics: { severity: string; code: string; record?: number | null; message: string }[] }[] };

function holds(report: Report, status: number | null, want: Expected): void {
  const got = report.results.flatMap((r) =>
    r.diagnostics
      .filter((d) => d.code !== 'spec/divergence')
      .map((d) => ({ file: r.file, severity: d.severity, code: d.code, ...(d.record != null ? { record: d.record } : {}), message: d.message })),
  );
  expect(got.map(({ message: _m, ...rest }) => rest)).toEqual(want.findings.map(({ message: _m, ...rest }) => rest));
  want.findings.forEach((f, i) => {
    if (f.message !== undefined) expect(got[i]!.message).toContain(f.message);
  });
  expect(report.summary.records).toBe(want.records);
  expect(status).toBe(want.exitCode);
}

/** The capture's requests, in order (the Host header left to the client). */
function requests(capture: string): { method: string; path: string; headers: Record<string, string>; body: Buffer }[] {
  return readFileSync(capture, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => {
      const r = JSON.parse(line) as { method: string; path: string; headers: [string, string][]; body: string };
      const headers = Object.fromEntries(r.headers.filter(([name]) => name.toLowerCase() !== 'host'));
      return { method: r.method, path: r.path, headers, body: Buffer.from(r.body, 'base64') };
    });
}

describe('replayed agent runs (fixtures/receive/replays)', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThanOrEqual(8));

  for (const name of cases) {
    const c = JSON.parse(readFileSync(join(dir, name, 'expected.json'), 'utf8')) as Case;
    const cwd = join(dir, name);
    it(`${name}: ${c.description}`, async () => {
      const replayed = agentconf(['receive', '--replay', 'live.capture', '--root', 'root', '--format', 'json'], { cwd });
      const report = JSON.parse(replayed.stdout) as Report;
      holds(report, replayed.status, c.receive);

      const records = agentconf(['records', 'live.capture', '--format', 'json'], { cwd });
      holds(JSON.parse(records.stdout) as Report, records.status, c.records);

      const live = await startReceive(['--format', 'json', '--root', 'root'], [], 60_000, cwd);
      for (const r of requests(join(cwd, 'live.capture'))) expect((await live.send(r.method, r.path, r.body, r.headers)).status).toBe(200);
      await live.send('POST', '/stop');
      const ended = await live.ended;
      expect(JSON.parse(ended.stdout)).toEqual(report);
      expect(ended.status).toBe(replayed.status);
    }, 60_000);
  }
});
