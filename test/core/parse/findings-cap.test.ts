/**
 * The parsers build at most `maxFindings` findings (default 1,000) and count the rest (issue 21):
 * 20,000 duplicate keys built 20,000 messages, pointers and positions that the cap then dropped.
 */
import { describe, expect, it } from 'vitest';
import { findingsIn, isLeftOffNote } from '../../../src/core/cap.js';
import type { Diagnostic } from '../../../src/core/diagnostic.js';
import { parseJson } from '../../../src/core/parse/json.js';
import { parseYaml } from '../../../src/core/parse/yaml.js';
import { parseIni } from '../../../src/deploy/ini.js';
import { checkSource } from '../../../src/plugins/check.js';

const N = 20_000;
const jsonText = `{"channels": {${Array.from({ length: N + 1 }, (_, i) => `"a": ${i}`).join(', ')}}}`;
const yamlText = `channels:\n${Array.from({ length: N + 1 }, (_, i) => `  a: ${i}`).join('\n')}\n`;
const iniText = `[sink-http]\n${Array.from({ length: N + 1 }, (_, i) => `plugin_library = ${i}`).join('\n')}\n`;

const total = (ds: readonly Diagnostic[]) => ds.reduce((n, d) => n + findingsIn(d), 0);
const note = (count: number, code: string) =>
  `... and ${count.toLocaleString('en-US')} more ${code} findings in this file, not listed (agentconf lists the first 1,000 of a file)`;

describe.each([
  ['JSON', (max?: number) => parseJson(jsonText, max).diagnostics],
  ['YAML', (max?: number) => parseYaml(yamlText, max).diagnostics],
  ['INI', (max?: number) => parseIni(iniText, max).diagnostics],
])('%s with 20,000 duplicate keys', (_, parse) => {
  it('builds the first 1,000 and counts the rest in one note', () => {
    const all = parse(Infinity);
    const capped = parse();
    expect(all).toHaveLength(N);
    // What was built: 1,000 findings and the note, not 20,000.
    expect(capped).toHaveLength(1001);
    expect(capped.slice(0, 1000)).toEqual(all.slice(0, 1000));
    expect(isLeftOffNote(capped[1000]!)).toBe(true);
    expect(capped[1000]!.message).toBe(note(N - 1000, 'parse/duplicate-key'));
    expect(total(capped)).toBe(N);
  });
});

describe('checkSource', () => {
  it.each([
    ['json', jsonText],
    ['yaml', yamlText],
  ] as const)('%s: the parser notes join the check cap: the first maxFindings listed, every finding counted', async (format, text) => {
    const { result } = await checkSource({ file: `x.${format}`, kind: 'sink-http', text, format, maxFindings: 10 });
    const listed = result.diagnostics.filter((d) => !isLeftOffNote(d));
    expect(listed).toHaveLength(10);
    expect(listed.every((d) => d.code === 'parse/duplicate-key' && d.line !== undefined)).toBe(true);
    const notes = result.diagnostics.filter(isLeftOffNote);
    expect(notes.find((d) => d.code === 'parse/duplicate-key')!.message).toBe(
      `... and ${(N - 10).toLocaleString('en-US')} more parse/duplicate-key findings in this file, not listed (agentconf lists the first 10 of a file)`,
    );
    expect(total(result.diagnostics.filter((d) => d.code === 'parse/duplicate-key'))).toBe(N);
  });
});
