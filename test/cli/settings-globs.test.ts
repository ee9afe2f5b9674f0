/**
 * A brace glob in the settings file is refused before its alternatives are built: `{a..h}{a..h}
 * {x,x,...}` with 300,000 choices took 21.7 s and 1 GB before the refusal (2.5 million: past 120 s
 * and 3 GB). Now the count and the length of the alternatives are known before any is built, so
 * the refusal costs one pass over the pattern; the runs below are held by the hang guard only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { compileGlob, globProblem } from '../../src/core/glob.js';
import { agentconf } from '../support/cli.js';
import { expectNoStack } from '../support/cli-output.js';
import { tempDir } from '../support/temp.js';

const temp = tempDir('agentconf-settings-globs-');
afterAll(() => temp.remove());

const choices = (n: number) => `{${Array(n).fill('x').join(',')}}`;
const attack = (n: number) => `{a..h}{a..h}${choices(n)}`;

describe('brace globs past the bounds', () => {
  it('are refused in the glob itself, each with its reason', () => {
    expect(globProblem(attack(300_000))).toBe('is longer than 4096 characters, longer than any path');
    expect(globProblem(`{a,b,c,d}{a,b,c,d}{a,b,c,d}{a,b}`)).toMatch(/^has more than 64 alternatives/);
    // Short enough and few enough alternatives, but long together: 64 copies of a 1000-character name.
    expect(globProblem(`${'n'.repeat(1000)}{${'a,'.repeat(63)}a}`)).toMatch(/^has alternatives longer than 16384 characters together/);
    expect(globProblem('x{a,b')).toBe('has an unclosed "{"');
    expect(compileGlob('{a,b}{c,d}')?.size).toBe('**/ac'.length * 4);
  });

  it('a settings file with the attack: a usage error naming the setting, at once', () => {
    for (const [name, settings] of [
      ['ignore', { ignorePatterns: ['package.json', attack(300_000)] }],
      [
        'override',
        {
          overrides: [
            { files: ['a.json'], rules: {} },
            { files: [attack(2_500_000)], rules: { 'key/unknown': 'off' } },
          ],
        },
      ],
    ] as const) {
      const dir = temp.path(name);
      mkdirSync(dir);
      writeFileSync(`${dir}/.agentconf.json`, JSON.stringify(settings));
      writeFileSync(`${dir}/netify-proc-core.json`, '{"sinks": {}}');
      const run = agentconf(['lint', 'netify-proc-core.json'], { cwd: dir });
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(name === 'ignore' ? /: ignorePatterns\[1\]: the glob "\{a\.\.h\}/ : /: overrides\[1\]\.files\[0\]: the glob "/);
      expect(run.stderr).toMatch(/is longer than 4096 characters/);
      expect(run.stderr.length).toBeLessThan(1000);
      expectNoStack(run);
    }
  });

  it('many globs each within the bounds: refused past their total', () => {
    const dir = temp.path('many');
    mkdirSync(dir);
    const one = `${'n'.repeat(200)}{${'a,'.repeat(63)}a}`;
    writeFileSync(`${dir}/.agentconf.json`, JSON.stringify({ ignorePatterns: Array.from({ length: 200 }, (_, i) => `${i}${one}`) }));
    const run = agentconf(['lint', '--ignore-pattern', 'x', 'netify-proc-core.json'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/ignorePatterns\[\d+\]: the glob .* past 1,048,576 characters of alternatives together/);
  });
});
