/**
 * File names reach `--fix` notes and `--fix-dry-run` diffs escaped: a name holding a line break
 * forged an `::error` annotation line or a diff hunk, and ESC, U+202E, U+0085 and U+2028 passed
 * raw. Real files with such names, found by a folder walk, through the real command.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

const temp = tempDir('agentconf-fix-names-');
afterAll(() => temp.remove());

const fixable = '{\n  "format": "JSON",\n  "compressor": "gzip",\n  "sinks": {}\n}\n';
const unfixable = '{\n  "format": "JSON",\n  "compressor": "zstd",\n  "sinks": {}\n}\n';
const forged = [
  'a\n::error file=x,line=1::forged.json',
  'b\n@@ -1,1 +1,1 @@\n+forged.json',
  'c\u001b[2J.json',
  'd\u202eosj.json',
  'e\u0085::error::nel.json',
  'f\u2028::error::ls.json',
];
const RAW = /[\u001b\u202e\u0085\u2028]/;

describe('forged file names in --fix output', () => {
  const dir = temp.path('fix');
  mkdirSync(dir);
  forged.forEach((name, i) => writeFileSync(`${dir}/${name}`, i % 2 === 0 ? fixable : unfixable));

  it('--fix: every note one line, each name escaped', () => {
    const run = agentconf(['lint', '--fix', '--kind', 'proc-core', '--format', 'github', dir]);
    const notes = run.stderr.split('\n').filter(Boolean);
    expect(notes).toHaveLength(forged.length);
    expect(notes.every((line) => line.startsWith(`${dir}/`) && /: fixed [12] findings?$/.test(line))).toBe(true);
    expect(run.stderr).not.toMatch(RAW);
    expect(run.stdout).not.toMatch(RAW);
    // Every annotation is one of the real findings, of a file in the folder.
    const annotations = run.stdout.split('\n').filter((l) => l.startsWith('::'));
    expect(annotations.length).toBeGreaterThan(0);
    expect(annotations.every((l) => l.startsWith(`::error file=${dir}/`) && l.includes('title=agentconf [schema/enum]'))).toBe(true);
  });

  it('--fix-dry-run: two headers a file, the hunks of the fixes only, each name escaped', () => {
    forged.forEach((name, i) => writeFileSync(`${dir}/${name}`, i % 2 === 0 ? fixable : unfixable));
    const run = agentconf(['lint', '--fix-dry-run', '--kind', 'proc-core', dir]);
    const lines = run.stdout.split('\n');
    // Each file has a fix (the second of each pair keeps an error no fix answers): a diff each.
    const fixed = forged.length;
    expect(lines.filter((l) => l.startsWith('--- a/'))).toHaveLength(fixed);
    expect(lines.filter((l) => l.startsWith('+++ b/'))).toHaveLength(fixed);
    expect(lines.filter((l) => l.startsWith('@@'))).toHaveLength(fixed);
    expect(lines.filter((l) => l.startsWith('+') && !l.startsWith('+++')).sort()).toEqual(
      [...Array(forged.length).fill('+  "format": "json",'), ...Array(forged.length / 2).fill('+  "compressor": "gz",')].sort(),
    );
    expect(run.stdout).not.toMatch(RAW);
    expect(run.stderr).not.toMatch(RAW);
    expect(run.stderr.split('\n').filter((l) => l.startsWith('::error') || l.startsWith('@@'))).toEqual([]);
  });

  // Found by the attack run (scripts/attack/surfaces.mjs): the diff's lines are the file's, and
  // showed its controls raw; now as U+FFFD, with tabs and the CRLF ending kept.
  it('--fix-dry-run: a line of the file with DEL, U+0085, U+2028 or U+202E shows them as U+FFFD', () => {
    const file = temp.path('netify-proc-core.json');
    writeFileSync(file, '{\r\n  "zzzz\u007f b\u0085c\u2028d\u202ee": 1,\r\n  "format": "JSON",\t"sinks": {}\r\n}\r\n');
    const run = agentconf(['lint', '--fix-dry-run', file]);
    expect(run.stdout).not.toMatch(/[\u007f\u0085\u2028\u202e]/);
    expect(run.stdout).toContain(
      ' {\r\n   "zzzz\ufffd b\ufffdc\ufffdd\ufffde": 1,\r\n-  "format": "JSON",\t"sinks": {}\r\n+  "format": "json",\t"sinks": {}\r\n }\r\n',
    );
  });
});
