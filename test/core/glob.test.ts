import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileGlob } from '../../src/core/glob.js';

const cases: [pattern: string, path: string, matches: boolean][] = [
  ['package.json', 'package.json', true],
  ['package.json', 'deploy/site/package.json', true],
  ['package.json', 'package.jsonc', false],
  ['package.json', 'my-package.json', false],
  ['*.yml', 'ci/docker-compose.yml', true],
  ['docker-compose.y{a,}ml', 'docker-compose.yaml', true],
  ['docker-compose.y{a,}ml', 'docker-compose.yml', true],
  ['docker-compose.y{a,}ml', 'docker-compose.yaaml', false],
  ['build/', 'build/a/b.json', true],
  ['build/', 'x/build/a.json', true],
  ['/build/', 'x/build/a.json', false],
  ['/build/', 'build/a.json', true],
  ['./x.json', 'x.json', true],
  ['./x.json', 'y/x.json', false],
  ['a/**/b.json', 'a/b.json', true],
  ['a/**/b.json', 'a/x/y/b.json', true],
  ['a/**/b.json', 'c/a/b.json', false],
  ['**/*.json', 'a.json', true],
  ['src/*.json', 'src/a/b.json', false],
  ['src/*.json', 'src/b.json', true],
  ['[!a]*.json', 'b.json', true],
  ['[!a]*.json', 'a.json', false],
  ['[a-c]?.json', 'b1.json', true],
  ['netify-proc-*.json', 'ns/netify-proc-core.json', true],
  ['*.json', 'a/b.yaml', false],
  ['(x)+.json', '(x)+.json', true],
  ['(x)+.json', 'xx.json', false],
  ['plugins.d/**', 'plugins.d/10-a.conf', true],
  ['x.json', 'x.json', true],
];

describe('compileGlob', () => {
  it.each(cases)('%s against %s: %s', (pattern, path, matches) => {
    expect(compileGlob(pattern)?.matches(path)).toBe(matches);
  });

  it('takes a leading ./ and back slashes in paths', () => {
    expect(compileGlob('a/*.json')!.matches('./a/b.json')).toBe(true);
    expect(compileGlob('a/*.json')!.matches('a\\b.json')).toBe(true);
  });

  it('refuses what it cannot read, rather than matching something else', () => {
    for (const bad of ['', '[abc', 'a{b,c', '/', 'a\0b']) expect(compileGlob(bad)).toBeUndefined();
  });

  it('a name without wildcards matches exactly that name, at any depth', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/).filter((n) => n !== '.' && n !== '..');
    fc.assert(
      fc.property(name, name, fc.array(name, { maxLength: 3 }), (a, b, folders) => {
        const glob = compileGlob(a)!;
        const path = [...folders, b].join('/');
        expect(glob.matches(path)).toBe(a === b);
      }),
    );
  });

  it('is linear on long paths (no backtracking blow-up)', () => {
    const glob = compileGlob('**/a*a*a*a*a*b/**/c')!;
    expect(glob.matches(`${'a/'.repeat(2000)}${'a'.repeat(5000)}`)).toBe(false);
  });
});
