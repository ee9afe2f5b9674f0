/**
 * The capture of `receive --save` read back: what is not a capture, a line cut short by a killed
 * run, a line that is not a request, a file that holds something else refused by --save.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { expectNoStack } from '../support/cli-output.js';
import { tempDir } from '../support/temp.js';
import { findings, sampleRecord, type RecordsReport } from './helpers.js';

const temp = tempDir('agentconf-capture-');
afterAll(() => temp.remove());

const header = '{"agentconf_capture":1}\n';
const request = (body: string, path = '/flows') =>
  JSON.stringify({ received_at: 0, method: 'POST', path, headers: [['Content-Type', 'application/json']], body: Buffer.from(body).toString('base64') }) + '\n';
const globalStats = JSON.stringify(sampleRecord('global_stats'));

describe('agentconf captures read back', () => {
  it('a line cut short at the end (a killed run) is said, the requests before it judged', () => {
    const file = temp.path('cut.capture');
    writeFileSync(file, header + request('{"length":3}\n', '/socket') + request('{}', '/x') + request('{}').slice(0, 40));
    const run = agentconf(['receive', '--replay', file, '--format', 'json']);
    expectNoStack(run);
    const report = JSON.parse(run.stdout) as RecordsReport;
    expect(findings(report).map((d) => [d.file, d.code, d.severity])).toEqual(
      expect.arrayContaining([
        [file, 'record/truncated', 'error'],
        ['/socket', 'record/truncated', 'warning'],
      ]),
    );
    expect(findings(report).find((d) => d.file === file)!.message).toContain('line 4');
  });

  it('a line that is not a request is skipped with a finding; the others are judged', () => {
    const file = temp.path('bad-line.capture');
    writeFileSync(file, header + '[1,2]\n' + request('not json') + '\n');
    const run = agentconf(['records', '--format', 'json', file]);
    const report = JSON.parse(run.stdout) as RecordsReport;
    expect(run.status).toBe(1);
    expect(findings(report).map((d) => [d.file, d.code])).toEqual([
      [file, 'record/framing'],
      ['/flows', 'record/framing'],
    ]);
    expect(findings(report)[0]!.message).toBe('line 2 of the capture is not a request: it is not a JSON object; it was skipped');
  });

  it('a file that is no capture: receive --replay says so (exit 2); records reads it as a stream', () => {
    const file = temp.path('records.ndjson');
    writeFileSync(file, globalStats + '\n');
    const run = agentconf(['receive', '--replay', file]);
    expectNoStack(run);
    expect(run.status).toBe(2);
    expect(run.stdout).toContain(`${file} is not an agentconf capture: its first line is not {"agentconf_capture":1}`);
    expect(agentconf(['records', file]).status).toBe(0);
    const empty = temp.path('empty.capture');
    writeFileSync(empty, '');
    expect(agentconf(['receive', '--replay', empty]).status).toBe(2);
  });

  it('--save refuses a file that holds something else than a capture, and --replay takes no live options', () => {
    const file = temp.path('other.txt');
    writeFileSync(file, 'notes\n');
    const run = agentconf(['receive', '--port', '0', '--save', file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      `agentconf: cannot open ${file} for --save: holds something else than an agentconf capture; --save appends only to a capture (or a new file)\n`,
    );
    const both = agentconf(['receive', '--replay', file, '--count', '3']);
    expect(both.status).toBe(2);
    expect(both.stderr).toContain('--replay reads a capture instead of listening; --count does not go with it');
  });
});
