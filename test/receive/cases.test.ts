/**
 * One case per file of fixtures/receive/cases: the real command is started on a free loopback
 * port with the case's `args`, its `requests` are posted in order (each answered with its
 * `status`), POST /stop ends the run, and the `--format json` report must hold exactly the
 * `expected` errors and warnings in report order (paths by first arrival, then arrival order): record (the
 * arrival index on its path, null for a request without a record), path, severity, code; pointer and a
 * message fragment when given, the `summary`
 * figures and the `exitCode`. Adding a case needs no code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { encode } from '@msgpack/msgpack';
import { describe, expect, it } from 'vitest';
import { repo } from '../support/cli.js';
import { findings, startReceive, type RecordsReport } from './helpers.js';

interface CaseRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  json?: unknown;
  text?: string;
  base64?: string;
  /** A JSON file under fixtures/ (e.g. a record fixture), posted as application/json. */
  fixture?: string;
  /** A value posted as application/msgpack. */
  msgpack?: unknown;
  gzip?: boolean;
  status: number;
}

interface Case {
  description: string;
  args: string[];
  requests: CaseRequest[];
  expected: { record: number | null; file: string; severity: string; code: string; pointer?: string; message?: string }[];
  summary: Partial<RecordsReport['summary']>;
  exitCode: number;
}

const dir = join(repo, 'fixtures', 'receive', 'cases');
const cases = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

function bodyOf(r: CaseRequest): { body?: Buffer; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  let body: Buffer | undefined;
  if (r.json !== undefined || r.fixture !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = r.fixture !== undefined ? readFileSync(join(repo, 'fixtures', r.fixture)) : Buffer.from(JSON.stringify(r.json));
  } else if (r.msgpack !== undefined) {
    headers['Content-Type'] = 'application/msgpack';
    body = Buffer.from(encode(r.msgpack));
  } else if (r.text !== undefined) body = Buffer.from(r.text);
  else if (r.base64 !== undefined) body = Buffer.from(r.base64, 'base64');
  if (r.gzip && body) {
    body = gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  return { ...(body ? { body } : {}), headers: { ...headers, ...r.headers } };
}

describe('receive cases (fixtures/receive/cases)', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThan(2));

  for (const name of cases) {
    const c = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Case;
    it(`${name}: ${c.description}`, async () => {
      const run = await startReceive(['--format', 'json', ...c.args]);
      for (const [i, r] of c.requests.entries()) {
        const { body, headers } = bodyOf(r);
        const answer = await run.send(r.method ?? 'POST', r.path, body, headers);
        expect(answer.status, `answer to request ${i}`).toBe(r.status);
      }
      expect((await run.send('POST', '/stop')).status).toBe(200);
      const ended = await run.ended;
      expect(ended.status, ended.stderr).toBe(c.exitCode);
      const report = JSON.parse(ended.stdout) as RecordsReport;
      const got = findings(report)
        .filter((d) => d.severity !== 'info')
        .map((d) => ({ record: d.record, file: d.file, severity: d.severity, code: d.code, pointer: d.pointer, message: d.message }));
      expect(got.map(({ message: _m, pointer: _p, ...rest }) => rest)).toEqual(c.expected.map(({ message: _m, pointer: _p, ...rest }) => rest));
      c.expected.forEach((want, i) => {
        if (want.message !== undefined) expect(got[i]!.message).toContain(want.message);
        if (want.pointer !== undefined) expect(got[i]!.pointer).toBe(want.pointer);
      });
      expect(report.summary).toMatchObject(c.summary);
    });
  }
});
