/**
 * Output that cannot be written ends the run with one line on stderr and a clear exit status,
 * never an unhandled `error` event and a stack: a --save file that stops taking writes, live
 * output piped to a reader that goes away, standard output on a full device. The real command,
 * in a shell that sets up each case.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bin, repo } from '../support/cli.js';
import { httpRequest, type Ended } from './helpers.js';

/** Runs `script` in sh (with $AGENTCONF set), waits for the listening line; stdout as given. */
function startShell(script: string, stdout: 'pipe' | number = 'pipe'): Promise<{ port: number; ended: Promise<Ended> }> {
  const child = spawn('sh', ['-c', script], {
    cwd: repo,
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', AGENTCONF: `${process.execPath} ${bin}` },
    stdio: ['ignore', stdout, 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (t: string) => (out += t));
  const ended = new Promise<Ended>((resolve) => child.on('close', (status) => resolve({ stdout: out, stderr: err, status })));
  const killer = setTimeout(() => child.kill('SIGKILL'), 25_000);
  void ended.then(() => clearTimeout(killer));
  return new Promise((resolve, reject) => {
    child.stderr!.setEncoding('utf8').on('data', (t: string) => {
      err += t;
      const port = /listening on http:\/\/[^\s]+:(\d+)\//.exec(err)?.[1];
      if (port !== undefined && err.includes('stop with')) resolve({ port: Number(port), ended });
    });
    void ended.then((e) => reject(new Error(`exited before listening: ${e.stderr}`)));
  });
}

const post = (port: number, value: unknown) =>
  httpRequest(port, 'POST', '/flows', JSON.stringify(value), { 'Content-Type': 'application/json' }).catch(() => ({ status: 0 }));

/** Posts until the run ends (or `max` posts). */
async function postUntilEnded(port: number, ended: Promise<Ended>, value: unknown, max = 50): Promise<Ended> {
  let over = false;
  void ended.then(() => (over = true));
  for (let i = 0; i < max && !over; i++) await post(port, value);
  if (!over) await httpRequest(port, 'POST', '/stop').catch(() => undefined);
  return ended;
}

const noStack = (stderr: string) => expect(stderr).not.toMatch(/^\s+at |Error:|node:internal/m);

describe('agentconf receive when its output cannot be written', () => {
  it('a --save file that stops taking writes (file size limit) ends the run: one line, the report on stdout, exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receive-save-'));
    const file = join(dir, 'capture.ndjson');
    // A 1 KiB file size limit, with SIGXFSZ ignored: writes past it fail with EFBIG.
    const run = await startShell(`trap '' XFSZ; ulimit -f 1; exec $AGENTCONF receive --port 0 --save '${file}'`);
    const ended = await postUntilEnded(run.port, run.ended, { type: 'flow', padding: 'x'.repeat(300) });
    expect(ended.status).toBe(2);
    noStack(ended.stderr);
    expect(ended.stderr).toMatch(new RegExp(`^agentconf receive: cannot write ${file}: .*; records after that were not saved$`, 'm'));
    expect(ended.stderr).toContain('stopped (--save file not writable)');
    // The report is kept: it goes to stdout as usual.
    expect(ended.stdout).toMatch(/records checked|record/);
    expect(readFileSync(file).length).toBeLessThanOrEqual(1024);
  });

  it('live output to a reader that went away (| head -1) ends the run quietly with its own exit code', async () => {
    const run = await startShell(`{ $AGENTCONF receive --port 0; echo "receive exited $?" >&2; } | head -1`);
    const ended = await postUntilEnded(run.port, run.ended, {});
    noStack(ended.stderr);
    expect(ended.stderr).toContain('stopped (output not writable)');
    // Records without a type are errors: exit 1, as if the report had been read.
    expect(ended.stderr).toContain('receive exited 1');
    expect(ended.stdout.split('\n')).toHaveLength(2);
  });

  it('standard output on a full device ends the run with one line and exit 2', async () => {
    const full = openSync('/dev/full', 'w');
    const run = await startShell(`exec $AGENTCONF receive --port 0`, full);
    closeSync(full);
    const ended = await postUntilEnded(run.port, run.ended, {});
    expect(ended.status).toBe(2);
    noStack(ended.stderr);
    expect(ended.stderr.match(/cannot write the output/g)).toEqual(['cannot write the output']);
    expect(ended.stderr).toContain('agentconf receive: cannot write the output: no space left on the device\n');
  });
});
