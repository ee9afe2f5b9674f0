/** lint and resolve never modify their inputs; resolve -o refuses to overwrite its input. */
import { createHash } from 'node:crypto';
import { copyFileSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp.js';
import { agentconf, repo } from '../support/cli.js';

const folders = ['examples', 'fixtures/cli'];
const formats = ['text', 'json', 'junit', 'sarif', 'github'];

/** Every file under the folders (relative to the repo) -> its SHA-256, size and mtime. */
function snapshot(): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repo, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const full = join(repo, path);
        const hash = createHash('sha256').update(readFileSync(full)).digest('hex');
        out[path] = `${hash} ${statSync(full).size} ${statSync(full).mtimeMs}`;
      }
    }
  };
  for (const folder of folders) walk(folder);
  return out;
}

const configs = (before: Record<string, string>) => Object.keys(before).filter((p) => /\.(json|ya?ml)$/.test(p));

describe('inputs are never modified', () => {
  it('by lint in every format and by resolve of every file', () => {
    const before = snapshot();
    expect(configs(before).length).toBeGreaterThanOrEqual(15);

    for (const format of formats) {
      const run = agentconf(['lint', '--format', format, '--agent-config', 'fixtures/cli/agent.conf', '--var', 'uuid_site=s1', ...folders]);
      expect(run.status, format).toBe(1);
    }
    expect(agentconf(['lint', '--strict', '--quiet', ...folders]).status).toBe(1);
    for (const file of configs(before)) {
      const run = agentconf(['resolve', '--agent-config', 'fixtures/cli/agent.conf', file]);
      expect([0, 1], file).toContain(run.status);
      expect(agentconf(['resolve', '--output', 'yaml', file]).status, file).toBe(run.status);
    }
    // Refused: the output is the input.
    const same = 'fixtures/cli/netify-sink-ubus.json';
    expect(agentconf(['resolve', '-o', same, same])).toEqual({
      stdout: '',
      stderr: `agentconf: refusing to overwrite the input file ${same}; choose another -o\n`,
      status: 2,
    });

    // Same files, same bytes, same modification times, nothing added (no temporary files).
    expect(snapshot()).toEqual(before);
  });
});

describe('resolve -o refuses to overwrite its input (exit 2) and leaves it byte-identical', () => {
  let tmp: ReturnType<typeof tempDir>;
  const name = 'netify-sink-ubus.json';
  let original: Buffer;

  beforeAll(() => {
    tmp = tempDir();
    copyFileSync(join(repo, 'fixtures/cli', name), tmp.path(name));
    symlinkSync(name, tmp.path('link.json'));
    original = readFileSync(tmp.path(name));
  });
  afterAll(() => tmp.remove());

  const cases: [string, string, string][] = [
    ['the same relative path', name, name],
    ['./ in front', `./${name}`, name],
    ['the absolute path', '<abs>', name],
    ['a symbolic link to the input', 'link.json', name],
    ['the output is the input through a symbolic link', name, 'link.json'],
  ];
  for (const [what, out, input] of cases) {
    it(what, () => {
      const target = out === '<abs>' ? tmp.path(name) : out;
      const run = agentconf(['resolve', '-o', target, input], { cwd: tmp.dir });
      expect(run).toEqual({
        stdout: '',
        stderr: `agentconf: refusing to overwrite the input file ${input}; choose another -o\n`,
        status: 2,
      });
      expect(readFileSync(tmp.path(name)).equals(original)).toBe(true);
      expect(readdirSync(tmp.dir).sort()).toEqual(['link.json', name]);
    });
  }

  it('relative to another working folder', () => {
    const input = relative(repo, tmp.path(name));
    const run = agentconf(['resolve', '-o', tmp.path(name), input]);
    expect(run.status).toBe(2);
    expect(readFileSync(tmp.path(name)).equals(original)).toBe(true);
  });
});
