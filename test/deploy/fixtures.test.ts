/**
 * One case per folder of fixtures/deploy: `root/` is a persistent-state folder, and
 * `expected.json` lists every diagnostic (file relative to root, severity, code, line; column
 * and a message fragment when given). `options.json`, when present, holds the lint options.
 * Adding a case needs no code.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintDeployment } from '../../src/deploy/index.js';
import { essentials, deployFixturesDir, flatten, sortFlat, type Flat } from './helpers.js';

const cases = readdirSync(deployFixturesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

describe('deployment fixtures', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThan(10));

  for (const name of cases) {
    it(name, async () => {
      const dir = join(deployFixturesDir, name);
      const root = join(dir, 'root');
      const expected = sortFlat(JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Flat[]);
      const optionsFile = join(dir, 'options.json');
      const options = existsSync(optionsFile) ? JSON.parse(readFileSync(optionsFile, 'utf8')) : {};
      const { results } = await lintDeployment(root, options);
      const actual = flatten(results, root);
      expect(actual.map(essentials)).toEqual(expected.map(essentials));
      expected.forEach((want, i) => {
        const got = actual[i]!;
        if (want.column !== undefined) expect(got.column, `column of ${want.code}`).toBe(want.column);
        if (want.message !== undefined) expect(got.message).toContain(want.message);
      });
      // Every positioned diagnostic has a full 1-based position.
      for (const d of actual) {
        if (d.line === undefined) continue;
        expect(d.line).toBeGreaterThanOrEqual(1);
        expect(d.column).toBeGreaterThanOrEqual(1);
      }
    });
  }
});
