/**
 * What the real agent (5.0.7, proc-core 1.0.30, sink-http 1.0.13) sent, judged as `records`
 * judges it: every stream of ../shared/reference/agent-runs/streams (when present) and the small
 * copies in fixtures/record-streams (always) give no error.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
