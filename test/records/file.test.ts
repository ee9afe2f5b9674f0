/** judgeStreamFile opens a path once and judges the descriptor: FIFOs and folders are refused, never waited on. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { judgeStreamFile } from '../../src/records/stream/index.js';

const dir = mkdtempSync(join(tmpdir(), 'agentconf-stream-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const problemsOf = async (path: string) => {
  const { result, ioFailed } = await judgeStreamFile({ path }, { name: path, maxProblems: 10 });
  return { ioFailed, messages: result.diagnostics.map((d) => `${d.code}: ${d.message}`) };
};

describe('judgeStreamFile on paths that are no regular file', () => {
  it('refuses a FIFO with no writer at once, from the descriptor it opened', async () => {
    const fifo = join(dir, 'live.ndjson');
    execFileSync('mkfifo', [fifo]);
    expect(await problemsOf(fifo)).toEqual({
      ioFailed: true,
      messages: ['io/read: cannot read the stream: is a FIFO (named pipe), not a regular file; agentconf reads only regular files (and - for stdin)'],
    });
  });

  it('refuses a folder and a missing path', async () => {
    expect((await problemsOf(dir)).messages).toEqual(['io/read: cannot read the stream: is a folder, not a file']);
    expect((await problemsOf(join(dir, 'none'))).messages[0]).toMatch(/^io\/read: cannot read the stream: /);
  });
});

describe('judgeStreamFile on arguments that throw when read', () => {
  const throwing = () =>
    new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
        getPrototypeOf: () => {
          throw new Error('trap');
        },
      },
    );

  it('says so as call/argument, for the source and for the options (the attack run threw "trap")', async () => {
    for (const [source, options] of [
      ['a-path', throwing()],
      [throwing(), throwing()],
      [{ path: 'x' }, throwing()],
    ] as const) {
      const { result, ioFailed } = await judgeStreamFile(source as never, options as never);
      expect(ioFailed).toBe(false);
      expect(result.diagnostics.map((d) => d.code)).toEqual(['call/argument']);
    }
  });
});
