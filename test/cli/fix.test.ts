/** `lint --fix` and `--fix-dry-run` through the real command. */
import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

const fixable = '{\n  "format": "JSON",\n  "compressor": "gzip",\n  "sinks": {}\n}\n';
const fixed = '{\n  "format": "json",\n  "compressor": "gz",\n  "sinks": {}\n}\n';
const unfixable = '# kept\nformat: Json\ncompressor: zstd\nsinks: {}\n';
const partlyFixed = '# kept\nformat: json\ncompressor: zstd\nsinks: {}\n';

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
  // Issue 35, item 9: as ESLint, a file that also has an error no fix answers gets the fixes it can take.
  it('rewrites the fixable files in place (mode kept), fixes what it can where an error no fix answers is left, and reports what is left', () => {
    const t = folder();
    const run = agentconf(['lint', '--fix', '--format', 'json', t.dir]);
    expect(readFileSync(t.path('netify-proc-core.json'), 'utf8')).toBe(fixed);
    expect(statSync(t.path('netify-proc-core.json')).mode & 0o777).toBe(0o640);
    expect(readFileSync(t.path('other-proc-core.yaml'), 'utf8')).toBe(partlyFixed);
    expect(run.stderr).toBe(`${t.path('netify-proc-core.json')}: fixed 2 findings\n${t.path('other-proc-core.yaml')}: fixed 1 finding\n`);
    const report = JSON.parse(run.stdout) as { results: { file: string; diagnostics: { pointer: string }[] }[] };
    expect(report.results.map((f) => [f.file.endsWith('.json'), f.diagnostics.map((d) => d.pointer)])).toEqual([
      [true, []],
      [false, ['/compressor']],
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
        '--- a/other-proc-core.yaml',
        '+++ b/other-proc-core.yaml',
        '@@ -1,4 +1,4 @@',
        ' # kept',
        '-format: Json',
        '+format: json',
        ' compressor: zstd',
        ' sinks: {}',
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
    expect(readFileSync(t.path('other-proc-core.yaml'), 'utf8')).toBe(partlyFixed);
  });

  // Issue 35, item 9: --fix-dry-run honours --format: the report, in that format, of the texts as
  // the fixes would leave them on stdout, the diff on stderr; nothing written.
  it.each(['json', 'sarif', 'junit', 'github', 'gitlab'])('--format %s: the report of the fixed texts on stdout, the diff on stderr', (format) => {
    const t = folder();
    const dry = agentconf(['lint', '--fix-dry-run', '--format', format, 'netify-proc-core.json', 'other-proc-core.yaml'], { cwd: t.dir });
    const text = agentconf(['lint', '--fix-dry-run', 'netify-proc-core.json', 'other-proc-core.yaml'], { cwd: t.dir });
    expect(dry.stderr).toBe(text.stdout);
    expect(readFileSync(t.path('netify-proc-core.json'), 'utf8')).toBe(fixable);
    expect(readFileSync(t.path('other-proc-core.yaml'), 'utf8')).toBe(unfixable);
    writeFileSync(t.path('netify-proc-core.json'), fixed);
    writeFileSync(t.path('other-proc-core.yaml'), partlyFixed);
    const after = agentconf(['lint', '--format', format, 'netify-proc-core.json', 'other-proc-core.yaml'], { cwd: t.dir });
    expect(dry.stdout).toBe(after.stdout);
    expect(dry.status).toBe(1);
  });

  it('reads standard input and prints nothing (exit 0) when nothing needs a fix', () => {
    expect(agentconf(['lint', '--fix-dry-run', '--kind', 'proc-core', '-'], { stdin: fixable }).stdout).toMatch(/^--- a\/<stdin>\n/);
    const clean = agentconf(['lint', '--fix-dry-run', '--kind', 'proc-core', '-'], { stdin: fixed });
    expect([clean.stdout, clean.status]).toEqual(['', 0]);
  });
});
