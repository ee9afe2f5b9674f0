/**
 * What the real agent posted (../shared/reference/agent-runs/streams: agent 5.0.7, sink-http
 * 1.0.13; compact and debug-mode JSON, msgpack, gzip, legacy-socket headers posted apart), fed
 * request by request, in order, with the headers it had, to the real `receive` (with `--root`,
 * the deployment that produced it, where the run kept it): no error. Then the capture of the
 * same run replays to the same report. Skipped without ../shared.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { hasReference, referenceDir } from '../support/paths.js';
import { tempDir } from '../support/temp.js';
import { findings, startReceive, type RecordsReport } from './helpers.js';

const streams = join(referenceDir, 'agent-runs', 'streams');
const runs = hasReference ? readdirSync(streams).filter((run) => existsSync(join(streams, run, 'raw'))) : [];
const temp = tempDir('agentconf-agent-streams-');
afterAll(() => temp.remove());

/** The recorded requests of a run, in order. */
function requests(run: string): { path: string; headers: Record<string, string>; body: Buffer }[] {
  const raw = join(streams, run, 'raw');
  return readdirSync(raw)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const meta = JSON.parse(readFileSync(join(raw, f), 'utf8')) as { path: string; headers: [string, string][] };
      const headers = Object.fromEntries(meta.headers.filter(([name]) => name.toLowerCase() !== 'host'));
      return { path: meta.path, headers, body: readFileSync(join(raw, f.replace(/\.json$/, '.body'))) };
    });
}

describe.skipIf(!hasReference)('the real agent 5.0.7 streams through agentconf receive', () => {
  it('has the recorded runs', () => expect(runs.length).toBeGreaterThanOrEqual(5));

  for (const run of runs) {
    it(`${run}: no error, the capture replays to the same report`, async () => {
      const etc = join(streams, run, 'etc');
      const root = existsSync(etc) ? ['--root', etc] : [];
      const save = temp.path(`${run}.capture`);
      const receiver = await startReceive(['--format', 'json', '--save', save, ...root], [], 120_000);
      for (const r of requests(run)) expect((await receiver.send('POST', r.path, r.body, r.headers)).status).toBe(200);
      await receiver.send('POST', '/stop');
      const ended = await receiver.ended;
      const report = JSON.parse(ended.stdout) as RecordsReport;
      // legacy-http documents (no `type`) are still record/no-type until the records family describes them (issue 20, item 3).
      const errors = findings(report).filter((d) => d.severity === 'error' && !(d.code === 'record/no-type' && d.file === '/legacy'));
      expect(errors).toEqual([]);
      expect(findings(report).filter((d) => d.code === 'record/truncated')).toEqual([]);
      expect(report.summary.records).toBeGreaterThan(0);
      const replayed = agentconf(['receive', '--replay', save, '--format', 'json', ...root]);
      expect(JSON.parse(replayed.stdout)).toEqual(report);
    }, 150_000);
  }
});
