/**
 * Files the command must not touch and waits with no end (issue 21, items 13 and 14), with the
 * real command: the input behind standard input, /dev/stdin, a setuid file's bit, a FIFO no one
 * reads or writes, a device; and what a folder argument that is a link does.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentconf, bin, type CliRun, hangGuard } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

const hasMkfifo = spawnSync('mkfifo', ['--version']).status === 0;
const config = '{"channels": {"stats": {"url": "https://collector.example.com/stats"}}}\n';
let tmp: ReturnType<typeof tempDir>;

beforeAll(() => {
  tmp = tempDir('agentconf-targets-');
});
afterAll(() => tmp.remove());

/** The command with standard input read from `file` (a file, not a pipe). */
function withStdinFile(args: string[], file: string): CliRun {
  const fd = openSync(file, 'r');
  try {
    const run = spawnSync(process.execPath, [bin, ...args], {
      cwd: tmp.dir,
      stdio: [fd, 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
      encoding: 'utf8',
      timeout: hangGuard,
    });
    return { stdout: run.stdout, stderr: run.stderr, status: run.status };
  } finally {
    closeSync(fd);
  }
}

describe('output targets', () => {
  it('resolve - -o F < F: refuses the input behind standard input', () => {
    writeFileSync(tmp.path('netify-sink-http.json'), config);
    const run = withStdinFile(['resolve', '--kind', 'sink-http', '-', '-o', 'netify-sink-http.json'], tmp.path('netify-sink-http.json'));
    expect(run).toEqual({ stdout: '', stderr: 'agentconf: refusing to overwrite the input file behind standard input; choose another -o\n', status: 2 });
    expect(readFileSync(tmp.path('netify-sink-http.json'), 'utf8')).toBe(config);
  });

  it('-o /dev/stdin and its aliases: refused, the file behind stdin untouched', () => {
    writeFileSync(tmp.path('behind-stdin.json'), config);
    writeFileSync(tmp.path('netify-sink-http.json'), config);
    for (const target of ['/dev/stdin', '/dev/fd/0', '/proc/self/fd/0']) {
      const run = withStdinFile(['resolve', 'netify-sink-http.json', '-o', target], tmp.path('behind-stdin.json'));
      expect(run).toEqual({ stdout: '', stderr: `agentconf: cannot write ${target}: is standard input, not a place for output\n`, status: 2 });
    }
    expect(readFileSync(tmp.path('behind-stdin.json'), 'utf8')).toBe(config);
  });

  it('-o onto a setuid/setgid file: replaced without those bits', () => {
    writeFileSync(tmp.path('netify-sink-http.json'), config);
    writeFileSync(tmp.path('setuid.json'), 'old\n');
    chmodSync(tmp.path('setuid.json'), 0o6755);
    expect(agentconf(['resolve', 'netify-sink-http.json', '-o', 'setuid.json'], { cwd: tmp.dir }).status).toBe(0);
    expect(statSync(tmp.path('setuid.json')).mode & 0o7777).toBe(0o755);
  });

  it('-o a device other than /dev/null or our own stdout: refused', () => {
    writeFileSync(tmp.path('netify-sink-http.json'), config);
    expect(agentconf(['resolve', 'netify-sink-http.json', '-o', '/dev/zero'], { cwd: tmp.dir })).toEqual({
      stdout: '',
      stderr: 'agentconf: cannot write /dev/zero: is a device; agentconf writes to files, /dev/null and its own standard output or error only\n',
      status: 2,
    });
    expect(agentconf(['resolve', 'netify-sink-http.json', '-o', '/dev/null'], { cwd: tmp.dir }).status).toBe(0);
  });

  it.skipIf(!hasMkfifo)('-o a FIFO no one reads: refused at once, not waited on', () => {
    writeFileSync(tmp.path('netify-sink-http.json'), config);
    spawnSync('mkfifo', [tmp.path('out.fifo')]);
    expect(agentconf(['resolve', 'netify-sink-http.json', '-o', 'out.fifo'], { cwd: tmp.dir })).toEqual({
      stdout: '',
      stderr: 'agentconf: cannot write out.fifo: is a FIFO (named pipe) that no one reads; agentconf does not wait for a reader\n',
      status: 2,
    });
  });

  it.skipIf(!hasMkfifo)('-o a FIFO read by cat, which leaves at the end of its input: written whole, not waited on', () => {
    writeFileSync(tmp.path('netify-sink-http.json'), config);
    spawnSync('mkfifo', [tmp.path('cat.fifo')]);
    const script = `cat cat.fifo > got.txt & ${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} resolve netify-sink-http.json -o cat.fifo; s=$?; wait; exit $s`;
    const run = spawnSync('sh', ['-c', script], { cwd: tmp.dir, encoding: 'utf8', timeout: hangGuard, env: { PATH: process.env.PATH ?? '' } });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(JSON.parse(readFileSync(tmp.path('got.txt'), 'utf8'))).toMatchObject({ channels: { stats: { url: 'https://collector.example.com/stats' } } });
  });

  it.skipIf(!hasMkfifo)('records on a FIFO no one writes: refused at once, as every other input', () => {
    spawnSync('mkfifo', [tmp.path('in.ndjson')]);
    const run = agentconf(['records', 'in.ndjson'], { cwd: tmp.dir });
    expect(run.status).toBe(2);
    expect(run.stdout).toContain(
      'in.ndjson error cannot read the stream: is a FIFO (named pipe), not a regular file; agentconf reads only regular files (and - for stdin) [io/read]',
    );
  });

  // What the project does: the folder named on the command line is the user's choice and is
  // followed when it is a link; a link inside the walked folder that leads out of it is not.
  it('a folder argument that is a link is followed; a link inside it out of it is not', () => {
    mkdirSync(tmp.path('outside'));
    writeFileSync(tmp.path('outside/netify-sink-http.json'), config);
    mkdirSync(tmp.path('walked'));
    symlinkSync(tmp.path('outside'), tmp.path('walked/inner-link'));
    symlinkSync(tmp.path('outside'), tmp.path('named-link'));
    expect(agentconf(['lint', 'named-link'], { cwd: tmp.dir })).toMatchObject({ status: 0, stdout: '✔ 1 file checked, no problems\n' });
    const inner = agentconf(['lint', 'walked'], { cwd: tmp.dir });
    expect(inner.status).toBe(2);
    expect(inner.stdout).toContain('walked/inner-link error is a symbolic link that leads outside the folder given; agentconf does not follow it [io/read]');
  });
});
