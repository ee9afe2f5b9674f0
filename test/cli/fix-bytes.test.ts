/**
 * `lint --fix` changes only the bytes it fixes, loses no edit made while it runs, and keeps the
 * file's owner, group, mode and links. Real files, the real command; the concurrent save is made
 * by a second process at the last moment before the rename (the hook of `replaceFixed`).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, linkSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { tempDir } from '../support/temp.js';
import { fixFile } from '../../src/lint/fix.js';
import { readFileInput } from '../../src/files/read.js';
import type { FileAsRead } from '../../src/files/replace-fixed.js';

let temp: ReturnType<typeof tempDir> | undefined;
afterEach(() => {
  temp?.remove();
  temp = undefined;
});

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));
// Bytes that are not UTF-8 in comments and in a string the fixes do not touch, and one right
// after a fixed token (an edit must end exactly where it began in the bytes).
const yamlIn = bytes('# caf', [0xe9], ' ', [0xff, 0xfe], ' note\nformat: JSON\ncompressor: gzip\nsinks: {}\n# end ', [0xc3], '\n');
const yamlOut = bytes('# caf', [0xe9], ' ', [0xff, 0xfe], ' note\nformat: json\ncompressor: gz\nsinks: {}\n# end ', [0xc3], '\n');
const jsonIn = bytes('{\n  "format": "JSON",\n  "compressor": "gzip",\n  "sinks": {}\n}\n');
const jsonOut = bytes('{\n  "format": "json",\n  "compressor": "gz",\n  "sinks": {}\n}\n');

function file(name: string, content: Buffer): string {
  temp ??= tempDir('agentconf-fix-bytes-');
  writeFileSync(temp.path(name), content);
  return temp.path(name);
}

describe('lint --fix writes only the bytes it fixes', () => {
  it('keeps bytes that are not UTF-8 outside the fixed tokens, byte for byte', () => {
    const path = file('netify-proc-core.yaml', yamlIn);
    const run = agentconf(['lint', '--fix', path]);
    expect(run.stderr).toBe(`${path}: fixed 2 findings\n`);
    expect(readFileSync(path).equals(yamlOut)).toBe(true);
  });

  it('keeps a byte-order mark and CRLF line ends', () => {
    const crlf = (b: Buffer) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(b.toString('latin1').replace(/\n/g, '\r\n'), 'latin1')]);
    const path = file('netify-proc-core.yaml', crlf(yamlIn));
    agentconf(['lint', '--fix', path]);
    expect(readFileSync(path).equals(crlf(yamlOut))).toBe(true);
  });
});

/** Reads `path` as lint --fix does, then fixes it with `hook` run right before the last look. */
async function fixWithHook(path: string, hook: () => void) {
  let asRead: FileAsRead | undefined;
  const read = readFileInput({ path }, undefined, (b, info) => void (asRead = { bytes: b, info }));
  if ('error' in read) throw new Error(read.error);
  return fixFile(path, path, read.text, 'json', { mode: 'write', variables: {}, read: asRead!, hooks: { beforeLastLook: hook } });
}

describe('lint --fix and a save made while it runs', () => {
  const saves: [string, string][] = [
    ['other bytes', `printf '{"format": "JSON", "sinks": {}}\\n' > "$0"`],
    // Same size, same bytes, but written again: its time changed, so it may not be the text read.
    ['the same bytes written again', `sleep 0.02; cat "$0" > "$0.new"; cat "$0.new" > "$0"`],
    ['a new file put in its place', `cp "$0" "$0.new"; mv "$0.new" "$0"`],
  ];
  for (const [name, script] of saves) {
    it(`${name}: nothing written, and the note says so`, async () => {
      const path = file('netify-proc-core.json', jsonIn);
      let saved: Buffer | undefined;
      const step = await fixWithHook(path, () => {
        expect(spawnSync('sh', ['-c', script, path]).status).toBe(0);
        saved = readFileSync(path);
      });
      expect(step.note).toBe(`${path}: not fixed: it changed while it was being fixed; left as it is now (run --fix again)\n`);
      expect(step.writeFailed).toBe(true);
      expect(readFileSync(path).equals(saved!)).toBe(true);
    });
  }

  it('without a save, the same path writes the fix', async () => {
    const path = file('netify-proc-core.json', jsonIn);
    const step = await fixWithHook(path, () => {});
    expect(step.note).toBe(`${path}: fixed 2 findings\n`);
    expect(readFileSync(path).equals(jsonOut)).toBe(true);
  });
});

describe('lint --fix keeps what the file is', () => {
  const root = process.getuid?.() === 0;
  it.skipIf(!root)('as root: owner, group and mode stay (nobody:nogroup 0640)', () => {
    const path = file('netify-proc-core.json', jsonIn);
    const nobody = Number(spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).stdout.trim());
    const nogroup = Number(spawnSync('getent', ['group', 'nogroup'], { encoding: 'utf8' }).stdout.split(':')[2] ?? 65534);
    chownSync(path, nobody, nogroup);
    chmodSync(path, 0o640);
    const run = agentconf(['lint', '--fix', path]);
    expect(run.stderr).toBe(`${path}: fixed 2 findings\n`);
    const after = statSync(path);
    expect([after.uid, after.gid, after.mode & 0o7777]).toEqual([nobody, nogroup, 0o640]);
    expect(readFileSync(path).equals(jsonOut)).toBe(true);
  });

  it('mode stays, setuid dropped', () => {
    const path = file('netify-proc-core.json', jsonIn);
    chmodSync(path, 0o4751);
    agentconf(['lint', '--fix', path]);
    expect(statSync(path).mode & 0o7777).toBe(0o751);
    expect(readFileSync(path).equals(jsonOut)).toBe(true);
  });

  it('a file with two hard links is left as it is, with a message, and the links stay one file', () => {
    const path = file('netify-proc-core.json', jsonIn);
    const other = temp!.path('netify-proc-core.json.link');
    linkSync(path, other);
    const run = agentconf(['lint', '--fix', path]);
    expect(run.stderr).toBe(
      `${path}: not fixed: it has 2 hard links; replacing it would part this name from the others, so it is left as it is (fix it by hand, or copy it to break the link)\n`,
    );
    expect(run.status).toBe(2);
    expect(statSync(path).ino).toBe(statSync(other).ino);
    expect(readFileSync(path).equals(jsonIn)).toBe(true);
  });

  it('a symbolic link stays a link, and the file it leads to is fixed', () => {
    const target = file('real-proc-core.json', jsonIn);
    const link = temp!.path('netify-proc-core.json');
    symlinkSync('real-proc-core.json', link);
    const run = agentconf(['lint', '--fix', '--kind', 'proc-core', link]);
    expect(run.stderr).toBe(`${link}: fixed 2 findings\n`);
    expect(readFileSync(target).equals(jsonOut)).toBe(true);
    expect(statSync(link, { throwIfNoEntry: false }) && readFileSync(link).equals(jsonOut)).toBe(true);
  });
});
