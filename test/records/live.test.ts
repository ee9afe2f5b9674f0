/**
 * `records -` on a live stream (the real command, a FIFO as stdin that never closes): findings
 * are printed as they arrive, and SIGTERM, SIGINT, --count and --duration end the read with the report.
 */
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths.js';

const dir = mkdtempSync(join(tmpdir(), 'agentconf-live-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const bin = join(repoRoot, 'dist', 'cli', 'agentconf.cjs');
let fifos = 0;

/** Runs `records - ...args` on a FIFO kept open by this process; `act` gets the writer and the child. */
function live(args: string[], act: (write: (text: string) => void, child: ReturnType<typeof spawn>, stderr: () => string) => void) {
  const fifo = join(dir, `in-${fifos++}`);
  execFileSync('mkfifo', [fifo]);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [bin, 'records', '-', '--format', 'json', ...args], { stdio: [openSync(fifo, 'r+'), 'pipe', 'pipe'] });
    const writer = openSync(fifo, 'w');
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      closeSync(writer);
      resolve({ code, stdout, stderr });
    });
    act(
      (text) => writeSync(writer, text),
      child,
      () => stderr,
    );
  });
}

const bad = JSON.stringify({ type: 'flow_purge' }) + '\n';
const good = JSON.stringify({ type: 'endpoints' }) + '\n';

/** Waits until `check` holds (no timing assumption: polls until the test's own timeout). */
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
};

describe('records - on a live stream', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('prints findings as they arrive and the report on %s', async (signal) => {
    const run = await live([], (write, child, stderr) => {
      write(good + bad);
      void until(() => stderr().includes('record 1 error')).then(() => child.kill(signal));
    });
    expect(run.stderr).toMatch(/^<stdin>: record 1 error .*\[schema\/required\]$/m);
    expect(JSON.parse(run.stdout).summary).toMatchObject({ records: 2, invalid: 1 });
    expect(run.code).toBe(1);
  });

  it('--count N ends after N records with the report', async () => {
    const run = await live(['--count', '2'], (write) => write(good + good + good));
    expect(JSON.parse(run.stdout).summary).toMatchObject({ records: 2, errors: 0 });
    expect(run.code).toBe(0);
  });

  it('--duration ends the read with the report of what arrived', async () => {
    const run = await live(['--duration', '1'], (write) => write(good));
    expect(JSON.parse(run.stdout).summary).toMatchObject({ records: 1, errors: 0 });
    expect(run.code).toBe(0);
  });
});
