/**
 * Colour only on a terminal: the command tells a pipe, a file and /dev/null apart without loading
 * `node:tty`, and uses colour on a real pseudo-terminal (made with `script`, where it exists).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bin, repo } from '../support/cli.js';

const invalid = join(repo, 'examples', 'invalid', 'netify-proc-aggregator.json');
const red = '\u001b[31m';
const hasScript = process.platform === 'linux' && spawnSync('script', ['--version']).status === 0;
const env = (extra: Record<string, string> = {}) => ({ PATH: process.env.PATH ?? '', ...extra });

/** Runs the command with stdout on `fd` and reports which built-in modules it loaded. */
function runTo(stdout: number | 'pipe'): { loaded: string[]; output: string } {
  const probe = `const seen = new Set(process.moduleLoadList);
    require(${JSON.stringify(join(repo, 'dist', 'cli', 'main.cjs'))}).main(['lint', ${JSON.stringify(invalid)}])
      .then(() => require('fs').writeSync(2, JSON.stringify(process.moduleLoadList.filter((m) => !seen.has(m)))));`;
  const r = spawnSync(process.execPath, ['-e', probe], { env: env(), stdio: ['ignore', stdout, 'pipe'], encoding: 'utf8' });
  return { loaded: JSON.parse(r.stderr) as string[], output: r.stdout ?? '' };
}

describe('colour', () => {
  it('a pipe gets no colour, and node:tty is not loaded to tell', () => {
    const run = runTo('pipe');
    expect(run.output).toContain('error');
    expect(run.output).not.toContain('\u001b[');
    expect(run.loaded).not.toContain('NativeModule tty');
  });

  it('a file and /dev/null get no colour, and node:tty is not loaded to tell', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agentconf-color-'));
    try {
      for (const target of [join(dir, 'out.txt'), '/dev/null']) {
        const fd = openSync(target, 'w');
        try {
          expect(runTo(fd).loaded, target).not.toContain('NativeModule tty');
        } finally {
          closeSync(fd);
        }
      }
      expect(readFileSync(join(dir, 'out.txt'), 'utf8')).not.toContain('\u001b[');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!hasScript)('a terminal gets colour, unless NO_COLOR is set', () => {
    const inTerminal = (extra: Record<string, string>) =>
      spawnSync('script', ['-qec', `${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} lint ${JSON.stringify(invalid)}`, '/dev/null'], {
        env: env(extra),
        encoding: 'utf8',
      });
    const coloured = inTerminal({});
    expect(coloured.status).toBe(1);
    expect(coloured.stdout).toContain(`${red}error`);
    const plain = inTerminal({ NO_COLOR: '1' });
    expect(plain.stdout).toContain('error');
    expect(plain.stdout).not.toContain('\u001b[');
    expect(inTerminal({ TERM: 'dumb' }).stdout).not.toContain('\u001b[');
    expect(inTerminal({ TERM: 'dumb', FORCE_COLOR: '1' }).stdout).toContain(`${red}error`);
    expect(inTerminal({ FORCE_COLOR: '0' }).stdout).not.toContain('\u001b[');
    expect(inTerminal({ FORCE_COLOR: '1', NO_COLOR: '1' }).stdout).not.toContain('\u001b[');
  });

  it('FORCE_COLOR colours a pipe too (CI logs that render ANSI), NO_COLOR wins over it', () => {
    const piped = (extra: Record<string, string>) => spawnSync(process.execPath, [bin, 'lint', invalid], { env: env(extra), encoding: 'utf8' }).stdout;
    expect(piped({})).not.toContain('\u001b[');
    expect(piped({ FORCE_COLOR: '1' })).toContain(`${red}error`);
    expect(piped({ FORCE_COLOR: 'false' })).not.toContain('\u001b[');
    expect(piped({ FORCE_COLOR: '1', NO_COLOR: '1' })).not.toContain('\u001b[');
  });
});
