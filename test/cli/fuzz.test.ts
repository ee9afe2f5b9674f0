/**
 * A command-line fuzz test: random folders of random bytes, sizes and file kinds (regular files,
 * FIFOs, links in and out of the folder, links to devices, broken links, subfolders), linted as
 * files and as a deployment. Every run ends within its time limit with a documented exit code,
 * no stack trace, and nothing from outside the folder in its output.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoStack } from '../support/cli-output.js';
import { tempDir } from '../support/temp.js';
import { agentconf } from '../support/cli.js';

const SECRET = 'FUZZ-SECRET-9876543210';
const hasMkfifo = spawnSync('mkfifo', ['--version']).status === 0;

/** One entry of a generated folder. */
type Entry =
  | { type: 'file'; bytes: Uint8Array }
  | { type: 'text'; text: string }
  | { type: 'fifo' }
  | { type: 'link'; to: 'secret' | 'secret-dir' | 'dev-zero' | 'proc-environ' | 'missing' | 'sibling' | 'self' };

const names = fc.constantFrom(
  'netify-sink-ubus.json',
  'netify-proc-core.json',
  'a.yaml',
  'b.yml',
  'sink-http.json',
  'plugins.d/10-a.conf',
  'plugins.d/20-b.conf',
  'plugins.d/x.conf',
  'sub/netify-sink-http.json',
  'sub/deeper/c.json',
  'netifyd.conf',
);

/** Text shaped like what agentconf reads, so the fuzzer gets past the first byte. */
const shapedText = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.constantFrom(
    '[sink-ubus]\nplugin_library = libnetify-sink-ubus.so\nconf_filename = ${path_state_persistent}/netify-sink-ubus.json\n',
    '[proc-core]\nplugin_library = libnetify-proc-core.so\nconf_filename = ${path_state_persistent}/netify-proc-core.json\nsink_targets = sink-ubus:a\n',
    '[sink-x]\nplugin_library = libnetify-sink-http.so\nconf_filename = ${path_state_persistent}/sink-http.json\n',
    'a: &a [*a]\n',
    '{"channels": {"a": {"path": "p", "function": "f"}}}',
    '{"format":"json","compressor":"none","sinks":{"sink-ubus":{"a":{"types":["stream-flows"]}}}}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }).map((s) => s.replace(/x/g, '${').repeat(3)),
);

const entry: fc.Arbitrary<Entry> = fc.oneof(
  { weight: 3, arbitrary: shapedText.map((text) => ({ type: 'text' as const, text })) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((bytes) => ({ type: 'file' as const, bytes })) },
  { weight: 1, arbitrary: fc.constant({ type: 'fifo' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('secret', 'secret-dir', 'dev-zero', 'proc-environ', 'missing', 'sibling', 'self')
      .map((to) => ({ type: 'link' as const, to: to as Extract<Entry, { type: 'link' }>['to'] })),
  },
);

const folder = fc.uniqueArray(fc.tuple(names, entry), { selector: ([name]) => name, minLength: 1, maxLength: 6 });

let outside: ReturnType<typeof tempDir>;

beforeAll(() => {
  outside = tempDir('agentconf-fuzz-outside-');
  writeFileSync(outside.path('secret.json'), `{"channels": {}, "${SECRET}": "${SECRET}"}\n${SECRET}\n`);
  mkdirSync(outside.path('dir'));
  writeFileSync(outside.path('dir/10-secret.conf'), `[${SECRET}]\n${SECRET}\n`);
});

afterAll(() => outside.remove());

function build(dir: string, entries: [string, Entry][]): void {
  for (const [name, e] of entries) {
    const path = join(dir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    if (e.type === 'file') writeFileSync(path, e.bytes);
    else if (e.type === 'text') writeFileSync(path, e.text);
    else if (e.type === 'fifo') {
      if (hasMkfifo) spawnSync('mkfifo', [path]);
    } else {
      const target = {
        secret: outside.path('secret.json'),
        'secret-dir': outside.path('dir'),
        'dev-zero': '/dev/zero',
        'proc-environ': '/proc/self/environ',
        missing: join(dir, 'missing.json'),
        sibling: join(dir, entries[0]![0]),
        self: path,
      }[e.to];
      symlinkSync(target, path);
    }
  }
}

describe('command-line fuzz', () => {
  it('lint DIR and lint --root DIR end in time, with a documented exit code, showing nothing from outside', () => {
    fc.assert(
      fc.property(folder, (entries) => {
        const dir = mkdtempSync(join(outside.dir, 'case-'));
        try {
          build(dir, entries);
          for (const args of [
            ['lint', dir],
            ['lint', '--root', dir],
            ['lint', '--root', dir, '--agent-config', join(dir, 'netifyd.conf')],
          ]) {
            const run = agentconf(args);
            expect(run.status, `${args.join(' ')}\n${run.stderr}`).not.toBeNull();
            expect([0, 1, 2]).toContain(run.status);
            expectNoStack(run);
            expect(run.stdout + run.stderr).not.toContain(SECRET);
          }
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 12 },
    );
  });
});
