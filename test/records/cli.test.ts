/** `agentconf records` end to end: the real binary on stream files and stdin. */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { encode } from '@msgpack/msgpack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRecord } from '../../scripts/record-samples.mjs';
import { expectNoStack } from '../support/cli-output.js';
import { tempDir } from '../support/temp.js';
import { agentconf } from '../support/cli.js';

let tmp: ReturnType<typeof tempDir>;
beforeAll(() => {
  tmp = tempDir('agentconf-records-');
});
afterAll(() => tmp.remove());

const badIp = (i: number) => {
  const r = sampleRecord('flow_dpi_update', i) as { flow: Record<string, unknown> };
  r.flow.ip_version = 7;
  return r;
};
const ndjson = (records: unknown[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';

describe('agentconf records', () => {
  it('records - prints at most 100 findings of a code live, then one line (100,000 tiny records printed 26 MB)', () => {
    const run = agentconf(['records', '-'], { stdin: '{}\n'.repeat(100_000) });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter(Boolean);
    expect(lines.filter((l) => l.endsWith(' [record/no-type]'))).toHaveLength(100);
    expect(lines[0]).toMatch(/^<stdin>: record 0 error the record has no "type" member/);
    expect(lines.at(-1)).toBe('<stdin>: further [record/no-type] findings are not shown live (the first 100 were); the report counts them all');
    expect(lines).toHaveLength(101);
    expect(run.stdout).toMatch(/✖ 100000 problems \(100000 errors, 0 warnings\) in 1 file; 100000 records, 100000 invalid\n$/);
  });

  it('records - escapes what a live line quotes of the input: bidi marks, line separators, escapes (found by the attack run: U+2066 printed raw)', () => {
    const run = agentconf(['records', '-'], { stdin: '{"type": "flow"}\n{\u2066\u2028}\n{"type": "\u001b[2J\u202e"}\n' });
    expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    expect(run.stderr).toContain('\\u2066');
    expect(
      run.stderr
        .split('\n')
        .filter(Boolean)
        .every((line) => line.startsWith('<stdin>: ')),
    ).toBe(true);
  });

  it('a file of 400,000 tiny records within a 128 MB heap (its 1 MiB reads were judged whole: out of heap, a native stack)', () => {
    const path = tmp.path('tiny.ndjson');
    writeFileSync(path, '{}\n'.repeat(400_000));
    const run = agentconf(['records', path], { env: { NODE_OPTIONS: '--max-old-space-size=128' } });
    expectNoStack(run);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/; 400000 records, 400000 invalid\n$/);
  });

  it('a legacy-socket stream: {"length":N} headers, the agent_hello greeting (a divergence, said once), then records', () => {
    const hello = JSON.stringify({ type: 'agent_hello', agent_version: '5.2.8', build_version: 'x86_64-pc-linux-gnu', json_version: 1.9 }) + '\n';
    const record = JSON.stringify(sampleRecord('flow', 1)) + '\n';
    const framed = (text: string) => `{"length":${Buffer.byteLength(text)}}\n${text}`;
    const path = tmp.path('legacy-socket.ndjson');
    writeFileSync(path, framed(hello) + framed(record) + framed(hello));
    const run = agentconf(['records', path, '--format', 'json']);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.summary).toMatchObject({ records: 3, invalid: 0, errors: 0, warnings: 0, types: { agent_hello: 2, flow: 1 } });
    expect(report.results[0].diagnostics).toMatchObject([{ severity: 'info', code: 'spec/divergence', pointer: '/type', record: 0 }]);
  });

  it('accepts a valid capture (exit 0) and counts its types', () => {
    const path = tmp.path('good.ndjson');
    writeFileSync(path, ndjson([sampleRecord('agent_status'), sampleRecord('flow', 1), sampleRecord('flow', 2)]));
    const run = agentconf(['records', path, '--format', 'json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).summary).toEqual({
      files: 1,
      records: 3,
      invalid: 0,
      errors: 0,
      warnings: 0,
      infos: 0,
      hidden: 0,
      types: { agent_status: 1, flow: 2 },
      channels: {
        [path]: {
          records: 3,
          types: { agent_status: 1, flow: 2 },
          first: expect.any(Number),
          last: expect.any(Number),
          flows: { opened: 2, purged: 0, untracked: 0 },
        },
      },
    });
  });

  it('points at each bad record by index, line and column, and groups repeats in text (exit 1)', () => {
    const path = tmp.path('bad.ndjson');
    writeFileSync(path, ndjson([sampleRecord('flow', 0), badIp(1), badIp(2), badIp(3)]));
    const run = agentconf(['records', path]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      new RegExp(
        `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2:\\d+ record 1 error "ip_version" must be one of 4, 6, not an integer \\(7\\) \\[schema/enum\\]`,
        'm',
      ),
    );
    expect(run.stdout).toMatch(/repeated 3 times in flow_dpi_update records \(first: 1, 2, 3\)/);
    expect(run.stdout).toMatch(/✖ 3 problems \(3 errors, 0 warnings\) in 1 file; 4 records, 3 invalid/);
  });

  it('reads gzip msgpack from stdin and keeps at most --max-problems findings', () => {
    const body = gzipSync(Buffer.concat([badIp(1), badIp(2), badIp(3)].map((r) => encode(r))));
    const run = agentconf(['records', '-', '--format', 'json', '--max-problems', '2'], { stdin: body });
    expect(run.status).toBe(1);
    const json = JSON.parse(run.stdout);
    expect(json.results[0].file).toBe('<stdin>');
    expect(json.results[0].diagnostics.map((d: { record: number; offset: number }) => d.record)).toEqual([0, 1]);
    expect(json.summary).toMatchObject({ records: 3, invalid: 3, errors: 3 });
  });

  it('says in one line what is wrong with binary garbage, a missing file and a bad option', () => {
    const garbage = tmp.path('garbage.bin');
    writeFileSync(garbage, Buffer.from([0, 159, 146, 150, 1, 2, 3]));
    const bad = agentconf(['records', garbage]);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/starts with 0x00 0x9f 0x92 0x96, which begins no framing/);
    expectNoStack(bad);
    const missing = agentconf(['records', tmp.path('nope.ndjson')]);
    expect(missing.status).toBe(2);
    expect(missing.stdout).toMatch(/cannot read the stream: no such file or folder/);
    const option = agentconf(['records', '--framing', 'msgpak', garbage]);
    expect(option.status).toBe(2);
    expect(option.stderr).toBe('agentconf: unknown framing "msgpak" (did you mean "msgpack"?); framings are ndjson, json-seq, json-array, msgpack\n');
  });

  it('forces a framing with --framing', () => {
    const path = tmp.path('pretty.json');
    writeFileSync(path, [sampleRecord('flow_stats'), sampleRecord('flow_purge')].map((r) => JSON.stringify(r, null, 4)).join('\n'));
    const run = agentconf(['records', '--framing', 'json-seq', path, '--format', 'json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).summary.records).toBe(2);
  });
});
