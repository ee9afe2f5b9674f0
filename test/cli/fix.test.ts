/** `lint --fix` and `--fix-dry-run` through the real command. */
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

const fixable = '{\n  "format": "JSON",\n  "compressor": "gzip",\n  "sinks": {}\n}\n';
const fixed = '{\n  "format": "json",\n  "compressor": "gz",\n  "sinks": {}\n}\n';
const unfixable = '# kept\nformat: Json\ncompressor: zstd\nsinks: {}\n';

let temp: ReturnType<typeof tempDir> | undefined;
afterEach(() => temp?.remove());

function folder(): ReturnType<typeof tempDir> {
  temp = tempDir('agentconf-fix-');
  writeFileSync(temp.path('netify-proc-core.json'), fixable);
  chmodSync(temp.path('netify-proc-core.json'), 0o640);
  writeFileSync(temp.path('other-proc-core.yaml'), unfixable);
  return temp;
}

describe('lint --fix', () => {
  it('rewrites the fixable file in place (mode kept), leaves the one with other errors, and reports what is left', () => {
    const t = folder();
    const before = statSync(t.path('other-proc-core.yaml')).mtimeMs;
    const run = agentconf(['lint', '--fix', '--format', 'json', t.dir]);
    expect(readFileSync(t.path('netify-proc-core.json'), 'utf8')).toBe(fixed);
    expect(statSync(t.path('netify-proc-core.json')).mode & 0o777).toBe(0o640);
    expect(readFileSync(t.path('other-proc-core.yaml'), 'utf8')).toBe(unfixable);
    expect(statSync(t.path('other-proc-core.yaml')).mtimeMs).toBe(before);
    expect(run.stderr).toBe(
      `${t.path('netify-proc-core.json')}: fixed 2 findings\n${t.path('other-proc-core.yaml')}: not fixed: it has errors no safe fix answers\n`,
    );
    const report = JSON.parse(run.stdout) as { results: { file: string; diagnostics: unknown[] }[] };
    expect(report.results.map((f) => [f.file.endsWith('.json'), f.diagnostics.length])).toEqual([
      [true, 0],
      [false, 2],
    ]);
    expect(run.status).toBe(1);
  });

  it('says why it cannot write a read-only file, changes nothing, and exits 2', () => {
    const t = folder();
    chmodSync(t.path('netify-proc-core.json'), 0o444);
    const run = agentconf(['lint', '--fix', t.path('netify-proc-core.json')]);
    expect(readFileSync(t.path('netify-proc-core.json'), 'utf8')).toBe(fixable);
    expect(run.stderr).toMatch(/not fixed: .*read-only/);
    expect(run.status).toBe(2);
  });

  it('refuses standard input, --root, and --fix with --fix-dry-run', () => {
    expect(agentconf(['lint', '--fix', '-'], { stdin: fixable }).stderr).toMatch(/standard input is none/);
    expect(agentconf(['lint', '--fix', '--root', 'examples']).status).toBe(2);
    expect(agentconf(['lint', '--fix', '--fix-dry-run', 'x.json']).stderr).toMatch(/exclude each other/);
  });
});

describe('lint --fix-dry-run', () => {
  it('prints a unified diff that git apply takes, writes nothing, and exits 1', () => {
    const t = folder();
    const run = agentconf(['lint', '--fix-dry-run', 'netify-proc-core.json', 'other-proc-core.yaml'], { cwd: t.dir });
    expect(run.stdout).toBe(
      [
        '--- a/netify-proc-core.json',
        '+++ b/netify-proc-core.json',
        '@@ -1,5 +1,5 @@',
        ' {',
        '-  "format": "JSON",',
        '-  "compressor": "gzip",',
        '+  "format": "json",',
        '+  "compressor": "gz",',
        '   "sinks": {}',
        ' }',
        '',
      ].join('\n'),
    );
    expect(run.status).toBe(1);
    expect(readFileSync(t.path('netify-proc-core.json'), 'utf8')).toBe(fixable);
    writeFileSync(t.path('fix.patch'), run.stdout);
    const git = spawnSync('git', ['apply', 'fix.patch'], { cwd: t.dir, encoding: 'utf8' });
    if (git.error) return; // no git on this machine: the diff's text is checked above
    expect(git.stderr).toBe('');
    expect(readFileSync(t.path('netify-proc-core.json'), 'utf8')).toBe(fixed);
  });

  it('reads standard input and prints nothing (exit 0) when nothing needs a fix', () => {
    expect(agentconf(['lint', '--fix-dry-run', '--kind', 'proc-core', '-'], { stdin: fixable }).stdout).toMatch(/^--- a\/<stdin>\n/);
    const clean = agentconf(['lint', '--fix-dry-run', '--kind', 'proc-core', '-'], { stdin: fixed });
    expect([clean.stdout, clean.status]).toEqual(['', 0]);
  });
});
