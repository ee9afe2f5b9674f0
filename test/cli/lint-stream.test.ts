/**
 * A lint to standard output writes its text report a file at a time (src/cli/run/lint.ts,
 * `reportStream`), so a folder of 100,000 configs holds neither its findings nor their texts to the
 * end. What it writes must be the report the whole-results path gives: the same bytes, over every
 * fixture and example, for every format and the options that change a report.
 */
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkText } from '../../src/index.js';
import { formatText, textStream } from '../../src/format/text.js';
import { OutputWriter, type StdFd } from '../../src/cli/stdio.js';
import { summarize, type FileResult } from '../../src/core/report.js';
import { formatNames } from '../../src/format/index.js';
import { agentconf, repo } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

const tmp = tempDir('agentconf-stream-');
afterAll(() => tmp.remove());

const inputs = ['fixtures/plugins', 'examples'];

describe('a streamed lint report', () => {
  // The report written to a file (-o) is made whole, by `finish`; to standard output it is streamed.
  const cases: string[][] = [...formatNames.map((f) => ['--format', f]), ['--quiet'], ['--strict'], ['--strict', '--quiet'], ['--max-warnings', '0']];
  it.each(cases.map((options) => [options.join(' '), options] as const))('is the whole report, byte for byte: %s', (_, options) => {
    const file = tmp.path(`report-${options.join('')}`);
    const streamed = agentconf(['lint', ...options, ...inputs]);
    const whole = agentconf(['lint', ...options, '-o', file, ...inputs]);
    expect(streamed.stdout.length).toBeGreaterThan(1000);
    expect(streamed.stdout).toBe(readFileSync(file, 'utf8'));
    expect(streamed.status).toBe(whole.status);
    expect(streamed.stderr).toBe(whole.stderr);
  });

  it('textStream gives what formatText gives, coloured or not, over every plugin fixture', async () => {
    const results: FileResult[] = [];
    const sources = new Map<string, string>();
    for (const name of readdirSync(join(repo, 'fixtures', 'plugins'), { recursive: true, encoding: 'utf8' })) {
      if (!/\.(json|ya?ml)$/.test(name)) continue;
      const file = join('fixtures', 'plugins', name);
      const text = readFileSync(join(repo, file), 'utf8');
      const { type: _t, format: _f, effective: _e, ...result } = await checkText(text, { filename: file });
      results.push(result);
      sources.set(file, text);
    }
    expect(results.filter((r) => r.diagnostics.length > 0).length).toBeGreaterThan(50);
    for (const color of [false, true])
      for (const strict of [false, true])
        for (const hidden of [undefined, 3]) {
          const ctx = { color, strict, rulesHelp: 'see the rules', sources, version: '0', ...(hidden === undefined ? {} : { hidden }) };
          const stream = textStream(ctx);
          let out = '';
          for (const r of results) out += stream.result(r, sources.get(r.file));
          out += stream.end(summarize(results), hidden);
          expect(out).toBe(formatText(results, ctx));
        }
    // No result at all: the summary line alone.
    const empty = textStream({ color: false });
    expect(empty.end(summarize([]), undefined)).toBe(formatText([], { color: false, sources: new Map(), version: '0' }));
  });
});

describe('OutputWriter', () => {
  it('writes every piece, in order, across its batches', () => {
    const file = tmp.path('writer');
    const fd = openSync(file, 'w');
    const pieces = Array.from({ length: 5000 }, (_, i) => `${i}: ${'é'.repeat(i % 97)}\u{1F600}\n`);
    try {
      const writer = new OutputWriter(fd as StdFd);
      for (const p of pieces) writer.write(p);
      writer.flush();
      expect(writer.failed).toBe(false);
    } finally {
      closeSync(fd);
    }
    expect(readFileSync(file, 'utf8')).toBe(pieces.join(''));
  });
});
