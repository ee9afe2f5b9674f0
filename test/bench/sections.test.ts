/**
 * `npm run bench` prints every row the performance issue asks for, and some of its rows lint
 * inputs that must lint clean (a bench times commands that succeed). Those sections run here, in
 * their quick form, so a verdict that changes what they lint stops the test suite rather than
 * the bench: the deployment rows stopped at exit 1 for days once `${path_plugin_libdir}` became
 * an error for agent 5.0. The timed sections (folders of 100,000 files, 1 GB of records, the
 * receive load) are too long for the suite; their figures are the bench's.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repo } from '../support/cli.js';

describe('npm run bench', () => {
  it('runs its sections that lint fixed inputs (quick form), each to its last row', () => {
    const r = spawnSync(process.execPath, [join(repo, 'scripts', 'bench.mjs'), '--quick', 'start-up', 'kinds', 'deploy'], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 120_000,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/import \+ one validate\s+[\d.]+ ms/);
    expect(r.stdout).toMatch(/1,000 configs of every kind in one invocation[\s\S]*files\/s/);
    expect(r.stdout).toMatch(/generated deployment \(\d+ plugins\)\s+[\d.]+ ms/);
    expect(r.stdout).toMatch(/the same, in process \(lintDeployment\)\s+[\d.]+ ms/);
  }, 150_000);

  it('refuses a section it does not have, naming the ones it has', () => {
    const r = spawnSync(process.execPath, [join(repo, 'scripts', 'bench.mjs'), 'no-such-section'], { cwd: repo, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('bench: no section "no-such-section"; sections are start-up, validate');
  });
});
