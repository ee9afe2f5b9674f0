/**
 * The quick way of `agentconf lint FILE.json` (src/cli/quick.ts): wherever it answers, the command
 * prints the very same and exits 0. In process, on every JSON config file of the repository under
 * its own name and under each express kind's name, without colour and with it; through the
 * installed command, against the same command taking the whole way (a settings file makes it);
 * and the command answers a clean config without loading main.cjs at all.
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { quickReport } from '../../src/cli/quick.js';
import { run } from '../../src/cli/main.js';
import { everyConfigFile } from '../support/data.js';
import { repoRoot } from '../support/paths.js';
import { agentconf, hangGuard } from '../support/cli.js';
import { expressKinds } from '../plugins/express-arbitraries.js';

const folder = mkdtempSync(join(tmpdir(), 'agentconf-quick-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Whether the quick way answered `lint path`; where it did, the command's own run gave the same. */
async function sameAsCommand(path: string): Promise<boolean> {
  const quick = await quickReport(['lint', path], process.cwd());
  if (quick === undefined) return false;
  const full = await run(['lint', path]);
  expect({ stdout: quick, stderr: undefined, exitCode: 0 }).toStrictEqual({ stdout: full.stdout, stderr: full.stderr, exitCode: full.exitCode });
  return true;
}

describe('the quick way of a one-config lint', () => {
  const files = everyConfigFile(/\.json$/);
  let answered = 0;
  let asked = 0;

  it.each([
    ['without colour', { NO_COLOR: '1' }],
    ['with colour', { FORCE_COLOR: '1' }],
  ] as const)('%s: prints what the command prints, on every config file under its own name and each express kind name', async (_, env) => {
    const saved = { NO_COLOR: process.env.NO_COLOR, FORCE_COLOR: process.env.FORCE_COLOR };
    delete process.env.NO_COLOR;
    delete process.env.FORCE_COLOR;
    Object.assign(process.env, env);
    try {
      for (const [i, file] of files.entries()) {
        const copies = expressKinds.map((kind) => join(folder, `${i}-netify-${kind}.json`));
        for (const copy of copies) copyFileSync(file, copy);
        for (const path of [relative(process.cwd(), file), ...copies]) {
          asked++;
          if (await sameAsCommand(path)) answered++;
        }
      }
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('answers a good share of them, and leaves the rest to the command', () => {
    // 2 x 3 names of every JSON config file: most have findings or a kind without a grammar.
    expect(answered).toBeGreaterThan(20);
    expect(answered).toBeLessThan(asked / 2);
  });

  it('answers nothing but `lint FILE.json`, nor where a settings file applies', async () => {
    const config = join(repoRoot, 'examples', 'valid', 'netify-proc-core.json');
    expect(await quickReport(['lint', config], process.cwd())).toBe('✔ 1 file checked, no problems\n');
    for (const argv of [
      ['lint', config, config],
      ['lint', '--quiet', config],
      ['resolve', config],
      ['lint', join(repoRoot, 'examples', 'valid')],
      ['lint', join(folder, 'absent-netify-proc-core.json')],
    ]) {
      expect(await quickReport(argv, process.cwd())).toBeUndefined();
    }
    // A clean config too long to be worth a second parse when it is not clean.
    const long = join(folder, 'long-netify-proc-core.json');
    writeFileSync(long, `${' '.repeat(256 * 1024)}{ "sinks": { "sink-log": { "a": { "types": ["stream-flows"] } } } }\n`);
    expect((await run(['lint', long])).stdout).toBe('✔ 1 file checked, no problems\n');
    expect(await quickReport(['lint', long], process.cwd())).toBeUndefined();
    // A folder named like a config, holding one.
    const named = join(folder, 'folder-netify-proc-core.json');
    mkdirSync(named, { recursive: true });
    copyFileSync(config, join(named, 'netify-proc-core.json'));
    expect(await quickReport(['lint', named], process.cwd())).toBeUndefined();
    const withSettings = join(folder, 'with-settings');
    mkdirSync(withSettings, { recursive: true });
    writeFileSync(join(withSettings, '.agentconf.json'), '{}\n');
    expect(await quickReport(['lint', config], withSettings)).toBeUndefined();
  });
});

describe('the installed command', () => {
  it('prints and exits as the whole way does, with and without colour', () => {
    const plain = join(folder, 'plain');
    const settled = join(folder, 'settled');
    mkdirSync(plain, { recursive: true });
    mkdirSync(settled, { recursive: true });
    // An empty settings file changes nothing but the way: the command reads it and takes the whole way.
    writeFileSync(join(settled, '.agentconf.json'), '{}\n');
    for (const name of ['netify-proc-core.json', 'netify-sink-ubus.json']) {
      const config = join(repoRoot, 'examples', 'valid', name);
      for (const env of [{}, { NO_COLOR: '', FORCE_COLOR: '1' }] as Record<string, string>[]) {
        const quick = agentconf(['lint', config], { cwd: plain, env });
        expect(quick).toStrictEqual(agentconf(['lint', config], { cwd: settled, env }));
        expect(quick.status).toBe(0);
      }
    }
  });

  it('answers a clean config without loading main.cjs, and needs it for anything else', () => {
    // A copy of the command without main.cjs: only the quick way can answer there.
    const cli = join(folder, 'cli-without-main');
    cpSync(join(repoRoot, 'dist', 'cli'), cli, { recursive: true });
    rmSync(join(cli, 'main.cjs'));
    rmSync(join(cli, 'main.cjs.v8cache'), { force: true });
    const lint = (path: string) =>
      spawnSync(process.execPath, [join(cli, 'agentconf.cjs'), 'lint', path], {
        cwd: folder,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
        timeout: hangGuard,
      });
    const clean = lint(join(repoRoot, 'examples', 'valid', 'netify-proc-core.json'));
    expect({ status: clean.status, stdout: clean.stdout, stderr: clean.stderr }).toStrictEqual({
      status: 0,
      stdout: '✔ 1 file checked, no problems\n',
      stderr: '',
    });
    const warned = lint(join(repoRoot, 'fixtures', 'cli', 'netify-sink-http.json'));
    expect(warned.status).not.toBe(0);
    expect(warned.stdout).toBe('');
  });
});
