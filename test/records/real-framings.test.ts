/**
 * Every framing of the same records gives the same verdicts, over the REAL records of
 * ../shared/reference/agent-runs/streams (agent 5.0.7: stats, flows, legacy-socket, legacy-http),
 * or over fixtures/records' valid cases in a clone without ../shared. Framings: NDJSON, the legacy
 * socket's length headers with compact records (`-R`) and with pretty-printed ones (debug mode,
 * `-d`: 4-space indent, N counting the record and its newline, as `replay/debug-legacy-socket-2records.bin`),
 * msgpack, msgpack under msgpack length headers, gzip of each (whole, and per payload as 5.0
 * sends), and a `receive --save` capture (one POST per record) replayed. Verdicts: counts by type,
 * invalid records, and each finding's record, severity, code and pointer.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { encode } from '@msgpack/msgpack';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileResult } from '../../src/core/report.js';
import { CAPTURE_HEADER, captureLine } from '../../src/receive/capture-format.js';
import { replayCapture } from '../../src/receive/replay.js';
import { readRecords, RecordReport } from '../../src/records/stream/index.js';
import { fixturesDir, hasReference, referenceDir } from '../support/paths.js';
import { tempDir } from '../support/temp.js';

const numRuns = Number(process.env.AGENTCONF_FC_RUNS ?? 40);
const temp = tempDir('agentconf-real-framings-');
afterAll(() => temp.remove());

/** The real records (one a line of every decoded stream), else the valid record fixtures. */
function pool(): { source: string; records: unknown[] } {
  if (hasReference) {
    const streams = join(referenceDir, 'agent-runs', 'streams');
    const records = readdirSync(streams)
      .flatMap((run) => readdirSync(join(streams, run)).map((f) => join(streams, run, f)))
      .filter((f) => f.endsWith('.ndjson'))
      .sort()
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      )
      // The socket channel's length headers are framing, added below where a framing has them.
      .filter((r) => !(Object.keys(r).length === 1 && 'length' in r));
    return { source: 'agent-runs/streams', records };
  }
  const dir = join(fixturesDir, 'records');
  const records = readdirSync(dir).flatMap((type) => {
    const valid = join(dir, type, 'valid');
    return readdirSync(valid)
      .filter((f) => f.endsWith('.json') && !f.endsWith('.diagnostics.json'))
      .map((f) => JSON.parse(readFileSync(join(valid, f), 'utf8')) as unknown);
  });
  return { source: 'fixtures/records', records };
}

const { source, records: real } = pool();

const compact = (r: unknown) => JSON.stringify(r) + '\n';
const pretty = (r: unknown) => JSON.stringify(r, null, 4) + '\n';
const withHeader = (body: string) => JSON.stringify({ length: Buffer.byteLength(body) }) + '\n' + body;

/** The bytes of `records` in one stream framing. */
const framings: Record<string, (records: unknown[]) => Buffer> = {
  ndjson: (rs) => Buffer.from(rs.map(compact).join('')),
  'socket-compact': (rs) => Buffer.from(rs.map((r) => withHeader(compact(r))).join('')),
  'socket-debug': (rs) => Buffer.from(rs.map((r) => withHeader(pretty(r))).join('')),
  msgpack: (rs) => Buffer.concat(rs.map((r) => encode(r))),
  'socket-msgpack': (rs) => Buffer.concat(rs.flatMap((r) => [encode({ length: encode(r).length }), encode(r)])),
  'gzip-ndjson': (rs) => gzipSync(framings.ndjson!(rs)),
  'gzip-socket-compact': (rs) => gzipSync(framings['socket-compact']!(rs)),
  'gzip-socket-debug': (rs) => gzipSync(framings['socket-debug']!(rs)),
  'gzip-msgpack': (rs) => gzipSync(framings.msgpack!(rs)),
  'gzip-socket-msgpack': (rs) => gzipSync(framings['socket-msgpack']!(rs)),
  // Agent 5.0.7 compresses each payload on its own: the header and its record are two gzip members.
  'gzip-socket-5.0-payloads': (rs) =>
    Buffer.concat(rs.flatMap((r) => [gzipSync(JSON.stringify({ length: Buffer.byteLength(compact(r)) }) + '\n'), gzipSync(compact(r))])),
};

/** What a framing must not change: counts, and each finding's record, severity, code and pointer. */
function verdicts(result: FileResult) {
  const { records, invalid, types, errors, warnings } = result.records!;
  return {
    records,
    invalid,
    types: Object.fromEntries(Object.entries(types).sort()),
    errors,
    warnings,
    findings: result.diagnostics.map((d) => `${d.record ?? '-'} ${d.severity} ${d.code} ${d.pointer}`),
  };
}

async function judgeStream(bytes: Buffer): Promise<FileResult> {
  const report = new RecordReport('stream');
  async function* once() {
    yield bytes;
  }
  for await (const event of readRecords(once())) report.add(event);
  return report.result();
}

let captures = 0;
async function judgeCapture(records: unknown[]): Promise<FileResult> {
  const file = temp.path(`run-${captures++}.capture`);
  const headers: [string, string][] = [['Content-Type', 'application/json']];
  writeFileSync(
    file,
    CAPTURE_HEADER + '\n' + records.map((r) => captureLine({ receivedAt: 0, method: 'POST', path: '/p', headers, body: Buffer.from(compact(r)) })).join(''),
  );
  const replayed = await replayCapture(file);
  expect(replayed.results.map((r) => r.file)).toEqual(['/p']);
  return replayed.results[0]!;
}

describe(`every framing of the same records gives the same verdicts (${source})`, () => {
  it('has records to draw from', () => expect(real.length).toBeGreaterThan(hasReference ? 300 : 10));

  it('NDJSON, legacy socket compact and debug, msgpack, gzip of each, and a replayed capture', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...real), { minLength: 1, maxLength: 6 }), async (records) => {
        const want = verdicts(await judgeStream(framings.ndjson!(records)));
        expect(want.records).toBe(records.length);
        for (const [name, frame] of Object.entries(framings)) expect(verdicts(await judgeStream(frame(records))), name).toEqual(want);
        expect(verdicts(await judgeCapture(records)), 'capture').toEqual(want);
      }),
      { numRuns },
    );
  });
});
