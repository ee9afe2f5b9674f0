/**
 * What the real agent (5.0.7, proc-core 1.0.30, sink-http 1.0.13) sent, judged as `records`
 * judges it: every stream of ../shared/reference/agent-runs/streams (when present) and the small
 * copies in fixtures/record-streams (always) give no error.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../src/records/index.js';
import { judgeStreamFile } from '../../src/records/stream/index.js';
import { fixturesDir, referenceDir } from '../support/paths.js';

const streamsDir = join(referenceDir, 'agent-runs', 'streams');
const copiesDir = join(fixturesDir, 'record-streams');

/** The errors `records` reports on a file, as code and message. */
async function errorsOf(path: string) {
  const { result } = await judgeStreamFile({ path }, { name: path, maxProblems: 1000 });
  return { result, errors: result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`) };
}

describe('debug-mode legacy-socket streams (pretty-printed records after {"length":N})', () => {
  it('the two-record copy is read by its headers: two records, no framing error', async () => {
    const { result } = await errorsOf(join(copiesDir, 'debug-legacy-socket-2records.bin'));
    expect(result.diagnostics.filter((d) => d.code === 'record/framing' || d.code.startsWith('parse/'))).toEqual([]);
    expect(result.records).toMatchObject({ records: 2, types: { agent_hello: 1, agent_status: 1 } });
  });

  it.skipIf(!existsSync(streamsDir))('http1/socket.concat: every record read whole, none split into lines', async () => {
    const { result } = await errorsOf(join(streamsDir, 'http1', 'socket.concat'));
    expect(result.diagnostics.filter((d) => d.code === 'record/framing' || d.code.startsWith('parse/'))).toEqual([]);
    expect(result.records?.records).toBe(12);
  });
});

/** Every stream file of the runs: concatenated bodies, NDJSON, msgpack, and the replay bodies. */
const runStreams = existsSync(streamsDir)
  ? readdirSync(streamsDir)
      .sort()
      .flatMap((run) =>
        readdirSync(join(streamsDir, run))
          // http1/socket.ndjson is no capture: the debug run's records re-encoded compact, under headers that count the pretty bytes.
          .filter((f) => /\.(concat|ndjson|msgpack|body|bin)$/.test(f) && !(run === 'http1' && f === 'socket.ndjson'))
          .sort()
          .map((f) => `${run}/${f}`),
      )
  : [];

describe('what the real agent sent', () => {
  it.each(readdirSync(copiesDir).sort())('fixtures/record-streams/%s: no error', async (file) => {
    expect((await errorsOf(join(copiesDir, file))).errors).toEqual([]);
  });

  it.skipIf(runStreams.length === 0).each(runStreams)('agent-runs/streams/%s: no error but the header whose record never came', async (file) => {
    const { result, errors } = await errorsOf(join(streamsDir, file));
    // replay/socket-header.body is a legacy-socket header POST alone: its record is the next POST.
    expect(errors).toEqual(file === 'replay/socket-header.body' ? [expect.stringMatching(/^record\/truncated: the stream ends after the length header/)] : []);
    expect(result.records!.records).toBeGreaterThan(file === 'replay/socket-header.body' ? -1 : 0);
  });
});

describe('legacy-http documents', () => {
  const doc = JSON.parse(readFileSync(join(copiesDir, 'legacy-http-document.json'), 'utf8')) as Record<string, unknown>;

  it('are described, with a note that they are outside the published interface, and no record/no-type', () => {
    const result = validateRecord(doc);
    expect(result).toMatchObject({ valid: true, type: 'legacy_http' });
    expect(result.diagnostics.filter((d) => d.code !== 'spec/divergence').map((d) => `${d.severity} ${d.code}`)).toEqual(['info record/legacy-document']);
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('take explicit nulls and {} for empty parts', () => {
    const empty = { ...doc, devices: null, interfaces: null, stats: null, flows: {} };
    expect(validateRecord(empty).valid).toBe(true);
    expect(validateRecord({ ...empty, stats: {} }).valid).toBe(true);
  });

  it('are checked: each part by the record that shares its shape, at its own pointer', () => {
    const flows = doc.flows as Record<string, Record<string, unknown>[]>;
    const [iface] = Object.keys(flows);
    const broken = {
      ...doc,
      uptime: 'long',
      version: '1.9',
      flows: { [iface!]: [{ ...flows[iface!]![0], ip_version: 5 }] },
      interfaces: { eth0: { role: 'LAN' } },
    };
    const errors = validateRecord(broken).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => d.pointer).sort()).toEqual([`/flows/${iface}/0/ip_version`, '/interfaces/eth0', '/interfaces/eth0', '/uptime', '/version']);
    expect(
      validateRecord({ ...doc, flows: [] })
        .diagnostics.filter((d) => d.severity === 'error')
        .map((d) => d.pointer),
    ).toEqual(['/flows']);
  });
});
