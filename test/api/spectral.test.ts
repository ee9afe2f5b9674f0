/**
 * Spectral's OpenAPI ruleset (`spectral:oas`), the real CLI, on each generated document: with the
 * committed .spectral.yaml nothing at all (no error, no warning, no hint), and with the bare
 * ruleset only the one rule .spectral.yaml turns off, so that file hides nothing else.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiIds } from '../support/catalogs.js';
import { repoRoot } from '../support/paths.js';
import { tempDir } from '../support/temp.js';

const documents = apiIds.map((api) => join(repoRoot, 'generated', 'api', 'openapi', `${api}.json`));
const temp = tempDir('agentconf-spectral-');
afterAll(() => temp.remove());

interface Finding {
  code: string;
  severity: number;
  source: string;
  path: string[];
}

function spectral(ruleset: string): Finding[] {
  const cli = join(repoRoot, 'node_modules', '@stoplight', 'spectral-cli', 'dist', 'index.js');
  const run = spawnSync(process.execPath, [cli, 'lint', '--quiet', '--format=json', `--ruleset=${ruleset}`, ...documents], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    timeout: 120_000,
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as Finding[];
}

describe('Spectral (spectral:oas) on the OpenAPI documents', () => {
  it('finds nothing in any document with the committed .spectral.yaml', () => {
    expect(spectral(join(repoRoot, '.spectral.yaml')).map((f) => `${f.source}: ${f.code} at ${f.path.join('.')}`)).toEqual([]);
  }, 120_000);

  it('finds only info-contact, once per document, with the bare ruleset (the one rule .spectral.yaml turns off)', () => {
    const bare = temp.path('bare.spectral.yaml');
    writeFileSync(bare, "extends: ['spectral:oas']\n");
    const findings = spectral(bare);
    expect(findings.map((f) => f.code)).toEqual(documents.map(() => 'info-contact'));
    expect(new Set(findings.map((f) => f.source))).toEqual(new Set(documents));
  }, 120_000);
});
