/**
 * `lint -o FILE` never writes the report onto a file the lint reads, however the lint reaches it
 * (issue 35, item 7): found in a folder walk, named by another path, a file of the deployment of
 * `--root`, the settings file. Refused with exit 2 before anything is written; the file keeps its
 * bytes. The real command in a temporary folder.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentconf, repo } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

const config = '{"channels": {"stats": {"url": "https://collector.example.com/stats"}}}\n';
let tmp: ReturnType<typeof tempDir>;

beforeAll(() => {
  tmp = tempDir('agentconf-onto-input-');
  mkdirSync(tmp.path('d/sub'), { recursive: true });
  writeFileSync(tmp.path('d/netify-sink-http.json'), config);
  writeFileSync(tmp.path('d/sub/netify-sink-http.yaml'), 'channels: {}\n');
  cpSync(join(repo, 'fixtures/deploy/clean-two-pipelines/root'), tmp.path('root'), { recursive: true });
  mkdirSync(tmp.path('s'));
  writeFileSync(tmp.path('s/.agentconf.json'), '{"rules": {}}\n');
  writeFileSync(tmp.path('s/netify-sink-http.json'), config);
});
afterAll(() => tmp.remove());

const lint = (args: string[]) => agentconf(['lint', ...args], { cwd: tmp.dir });

describe('lint -o onto an input', () => {
  it.each([
    ['a file found in a folder walk', ['-o', 'd/netify-sink-http.json', 'd'], 'd/netify-sink-http.json'],
    ['a file deeper in the walk, by another path', ['-o', './d/../d/sub/netify-sink-http.yaml', 'd'], 'd/sub/netify-sink-http.yaml'],
    ['a file named by another path', ['-o', 'd/./netify-sink-http.json', 'd/netify-sink-http.json'], 'd/netify-sink-http.json'],
    ["a config of --root's deployment", ['-o', 'root/netify-proc-core.json', '--root', 'root'], 'root/netify-proc-core.json'],
    ["a loader file of --root's deployment", ['-o', 'root/plugins.d/10-proc-core.conf', '--root', 'root'], 'root/plugins.d/10-proc-core.conf'],
    ['the settings file', ['--config', 's/.agentconf.json', '-o', 's/.agentconf.json', 's/netify-sink-http.json'], 's/.agentconf.json'],
  ])('%s: refused, exit 2, the file unchanged', (_, args, file) => {
    const before = readFileSync(tmp.path(file));
    const run = lint(args);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^agentconf: -o \S+ names a file this lint reads.*: the report would replace it; write it elsewhere\n$/);
    expect(run.status).toBe(2);
    expect(readFileSync(tmp.path(file))).toEqual(before);
  });

  it('a report beside the inputs that is none of them is written', () => {
    expect(lint(['-o', 'd/report.txt', 'd']).status).toBe(0);
    expect(readFileSync(tmp.path('d/report.txt'), 'utf8')).toContain('2 files checked');
  });
});
