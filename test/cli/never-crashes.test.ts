/**
 * Properties of the command, run in-process (`run(argv)` from src/cli/main.ts) so hundreds of
 * cases stay fast: whatever a file holds, `lint` answers with an exit code and, with --format
 * json, a document that keeps the contract; whatever the command line, the only failure is a
 * usage error (reported as one line, exit 2), never an internal error.
 */
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { stringify as toYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { UsageError } from '../../src/cli/usage.js';
import { expectJsonContract } from '../support/cli-output.js';
import { tempDir } from '../support/temp.js';

/** 200 by default; AGENTCONF_FC_RUNS=5000 for a longer hunt. */
const numRuns = Number(process.env.AGENTCONF_FC_RUNS ?? 200);

let tmp: ReturnType<typeof tempDir>;
beforeAll(() => {
  tmp = tempDir('agentconf-never-crashes-');
});
afterAll(() => tmp.remove());

const names = [
  'input.json',
  'input.yaml',
  'input.yml',
  'netify-sink-http.json',
  'netify-sink-ubus.yaml',
  'netify-proc-core.json',
  'netify-proc-intel.yaml',
  'netify-proc-aggregator.json',
  'netify-proc-dev-discovery.json',
  'netify-sink-log.json',
];

const keys = [
  'channels',
  'sinks',
  'url',
  'headers',
  'timeout_connect',
  'tls_verify',
  'format',
  'compressor',
  'types',
  'enable',
  'script',
  'debug',
  'aggregator',
  'log_interval',
  'nested',
  'criteria',
  'indicators',
  'sink_targets',
  'max_ja4_clients',
  'device_mac_ignore',
  'path',
  'function',
  '__proto__',
  'constructor',
  'sink-http',
  'stats',
];

/** Characters that matter to JSON and YAML parsers, to build near-miss documents. */
const syntax = fc.constantFrom(
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  '"',
  "'",
  '-',
  '&',
  '*',
  '!',
  '|',
  '>',
  '#',
  '%',
  '@',
  '?',
  '\\',
  ' ',
  '  ',
  '\n',
  '\r\n',
  '\t',
  'a',
  '1',
  '0x1',
  'true',
  'null',
  '${uuid_agent}',
  '\ufeff',
  '\u0000',
  '\u202e',
  '\ud800',
  'é',
  '😀',
  'channels',
  'url',
);

const configLike = fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });

/** File content: text of many shapes, or raw bytes. */
const content: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: syntax, maxLength: 60 }),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v, null, 2)),
  configLike.map((v) => JSON.stringify(v, null, 2)),
  configLike.map((v) => toYaml(v)),
  fc.uint8Array({ maxLength: 200 }),
);

let counter = 0;

describe('lint never crashes', () => {
  it('any content: an exit code, and --format json keeps the contract', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), content, async (name, text) => {
        // A fresh folder per case, so the name alone tells the kind.
        const file = tmp.path(`${counter++}-${name}`);
        writeFileSync(file, text);

        const plain = await run(['lint', file]);
        expect([0, 1, 2]).toContain(plain.exitCode);
        expect(plain.stdout.endsWith('\n')).toBe(true);

        const json = await run(['lint', '--format', 'json', file]);
        const doc = expectJsonContract(json.stdout);
        expect(doc.results.map((r) => r.file)).toEqual([file]);
        expect(json.exitCode).toBe(doc.summary.errors > 0 ? 1 : 0);
        expect(plain.exitCode).toBe(json.exitCode);
        // Every diagnostic on a readable file has a position.
        for (const d of doc.results[0]!.diagnostics) {
          expect(d.line).not.toBeNull();
          expect(d.column).not.toBeNull();
        }
      }),
      { numRuns },
    );
  });
});

describe('the command line never crashes', () => {
  it('any mix of known and unknown arguments: an outcome with exit 0, 1 or 2, or a UsageError', async () => {
    const file = tmp.path('netify-sink-ubus.json');
    writeFileSync(file, '{"channels": {"d": {"path": "a.b", "function": "f", "enabel": true}}}');
    // No "-" (stdin) and no -o/--out (writes files): everything else goes.
    const token = fc.constantFrom(
      'lint',
      'resolve',
      'schema',
      'kinds',
      'graph',
      'help',
      'nope',
      '--format',
      'json',
      'text',
      'junit',
      'sarif',
      'github',
      'mermaid',
      'xml',
      '__proto__',
      'constructor',
      '--kind',
      'sink-http',
      'sink-ubus',
      'sink-log',
      '--strict',
      '--quiet',
      '--var',
      'uuid_agent=x',
      'x',
      '=',
      '--output',
      'yaml',
      '--root',
      tmp.dir,
      file,
      tmp.path('missing.json'),
      '-h',
      '--help',
      '--version',
      '-v',
      '--',
      '--bogus',
      '-x',
      '',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(token, { maxLength: 6 }), async (argv) => {
        try {
          const outcome = await run(argv);
          expect([0, 1, 2]).toContain(outcome.exitCode);
          expect(typeof outcome.stdout).toBe('string');
        } catch (error) {
          // main() turns a UsageError into one line and exit 2; anything else is a bug.
          // (That its message is one line is checked in bad-input.test.ts: an option missing its
          // value, e.g. `--kind --strict`, gives a three-line message today.)
          expect(error).toBeInstanceOf(UsageError);
        }
      }),
      { numRuns },
    );
  });
});
