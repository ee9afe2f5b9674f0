/**
 * What `--save` may write to: a regular file, or a new one. A FIFO (which would wait for a reader
 * with no word, for ever) and a device are refused at start-up with one line and exit 2, before
 * the receiver listens.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';

describe('agentconf receive --save refuses targets that are not files', () => {
  it('a FIFO is refused at once, not waited on', () => {
    const fifo = join(mkdtempSync(join(tmpdir(), 'receive-fifo-')), 'pipe');
    execFileSync('mkfifo', [fifo]);
    const run = agentconf(['receive', '--port', '0', '--save', fifo]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      `agentconf: cannot open ${fifo} for --save: is a FIFO (named pipe), which would wait for a reader; --save appends to a regular file\n`,
    );
  }, 30_000);

  it.each(['/dev/null', '/dev/full'])('the device %s is refused', (device) => {
    const run = agentconf(['receive', '--port', '0', '--save', device]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`agentconf: cannot open ${device} for --save: is a device, not a file; --save appends to a regular file\n`);
  });
});
