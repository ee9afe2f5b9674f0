/** Safe fixes (`plugins/fix`): only one-answer fixes, only the tokens they name, and a fixed point. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixText, quickFixes } from '../../src/plugins/fix/index.js';
import { checkSource } from '../../src/plugins/check.js';
import { applyEdits } from '../../src/plugins/fix/text-edit.js';
import type { SourceFormat } from '../../src/core/parse/index.js';

const core = (format: SourceFormat) => ({ file: `netify-proc-core.${format}`, format });

describe('fixText', () => {
  it('fixes an enum value in the wrong case and the known misspelling gzip -> gz', async () => {
    const text = '{\n  "format": "JSON",\n  "compressor":"gzip" ,\n  "sinks": {}\n}\n';
    const out = await fixText(text, core('json'));
    expect(out.text).toBe('{\n  "format": "json",\n  "compressor":"gz" ,\n  "sinks": {}\n}\n');
    expect(out.fixed.map((d) => d.pointer)).toEqual(['/format', '/compressor']);
  });

  it('keeps YAML comments, quoting and layout', async () => {
    const text = "# the core\nformat:   JSON   # as sent\ncompressor: 'GZIP' # why\nsinks: {}\n";
    expect((await fixText(text, core('yaml'))).text).toBe("# the core\nformat:   json   # as sent\ncompressor: 'gz' # why\nsinks: {}\n");
  });

  it('renames a key with one "did you mean", then fixes what the rename reveals', async () => {
    const text = '{"sinkz": {"sink-http": {"flows": {"enabel": true, "types": ["stream-flows"], "format": "MsgPack"}}}}';
    expect((await fixText(text, core('json'))).text).toBe(
      '{"sinks": {"sink-http": {"flows": {"enable": true, "types": ["stream-flows"], "format": "msgpack"}}}}',
    );
  });

  // Issue 35, item 9: as ESLint, what can be fixed is, and the rest is left for the check to report.
  it('fixes what it can in a file that also has an error no fix answers, and leaves that error', async () => {
    const text = '{"format": "JSON", "compressor": "zstd", "sinks": {}}';
    const out = await fixText(text, core('json'));
    expect(out.text).toBe('{"format": "json", "compressor": "zstd", "sinks": {}}');
    expect(out.fixed.map((d) => d.code)).toEqual(['schema/enum']);
    expect(out.unchanged).toBeUndefined();
    const left = (await checkSource({ ...core('json'), text: out.text })).result.diagnostics.filter((d) => d.severity === 'error');
    expect(left.map((d) => d.pointer)).toEqual(['/compressor']);
  });

  it('does not rename onto a key the object already sets', async () => {
    const text = '{"format": "json", "formt": "json", "sinks": {}}';
    expect((await checkSource({ ...core('json'), text })).result.diagnostics.map((d) => d.code)).toContain('key/unknown');
    expect((await fixText(text, core('json'))).text).toBe(text);
  });

  it('does not rename a key two members are as close to (nested_mod: nested or nested_mode)', async () => {
    const text = '{"aggregator": 1, "nested_mod": true, "sinks": {}}';
    const file = 'netify-proc-aggregator.json';
    const { diagnostics } = (await checkSource({ file, format: 'json', text })).result;
    expect(diagnostics.some((d) => d.code === 'key/unknown' && d.suggestion !== undefined)).toBe(true);
    expect((await fixText(text, { file, format: 'json' })).text).toBe(text);
  });

  it('keeps a byte-order mark and gives editors offsets in the text as given', async () => {
    const text = '\uFEFF{"format": "JSON", "sinks": {}}';
    expect((await fixText(text, core('json'))).text).toBe('\uFEFF{"format": "json", "sinks": {}}');
    const { edits } = await quickFixes(text, core('json'));
    expect(edits.map((e) => [text.slice(e.edit.start, e.edit.end), e.edit.text])).toEqual([['"JSON"', '"json"']]);
  });

  it('leaves YAML with aliases alone: one token may stand for several values', async () => {
    const text = 'format: &f JSON\nsinks:\n  sink-http:\n    flows:\n      format: *f\n      types: [stream-flows]\n';
    expect((await fixText(text, core('yaml'))).text).toBe(text);
  });

  it('never throws on text that does not parse', async () => {
    for (const text of ['', '{', '- [', '\u0000', 'a: b: c']) {
      for (const format of ['json', 'yaml'] as const) expect((await fixText(text, core(format))).text).toBe(text);
    }
  });
});

/** A member whose name or value is written right or with a one-answer mistake. */
type Slot = { right: string; wrong: string };
const cased = (word: string) =>
  fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
const valueSlot = (word: string, misspelt?: string) =>
  fc.record({ right: fc.constant(word), wrong: misspelt ? fc.oneof(cased(word), cased(misspelt)) : cased(word) });
const keySlot = (word: string, typos: string[]) => fc.record({ right: fc.constant(word), wrong: fc.constantFrom(...typos) });

const configShape = fc.record({
  format: valueSlot('json'),
  compressor: fc.oneof(valueSlot('gz', 'gzip'), valueSlot('none')),
  sinks: keySlot('sinks', ['sinkz', 'sink', 'Sinks']),
  enable: keySlot('enable', ['enabel', 'enble', 'Enable']),
  channelFormat: valueSlot('msgpack'),
  wrong: fc.record({ format: fc.boolean(), compressor: fc.boolean(), sinks: fc.boolean(), enable: fc.boolean(), channelFormat: fc.boolean() }),
  indent: fc.integer({ min: 1, max: 4 }),
  space: fc.constantFrom('', ' ', '  '),
  comments: fc.boolean(),
  syntax: fc.constantFrom<SourceFormat>('json', 'yaml'),
});
type Config = typeof configShape extends fc.Arbitrary<infer T> ? T : never;

/** The config's text, each slot written wrong where asked (`asked`) or right. */
function render(c: Config, asked: boolean): string {
  const pick = (slot: Slot, wrong: boolean) => (asked && wrong ? slot.wrong : slot.right);
  const members: [string, string | [string, unknown][]][] = [
    ['format', pick(c.format, c.wrong.format)],
    ['compressor', pick(c.compressor, c.wrong.compressor)],
    [
      pick(c.sinks, c.wrong.sinks),
      [
        [
          'sink-http',
          [
            [
              'flows',
              [
                [pick(c.enable, c.wrong.enable), true],
                ['types', ['stream-flows']],
                ['format', pick(c.channelFormat, c.wrong.channelFormat)],
              ],
            ],
          ],
        ],
      ],
    ],
  ];
  const pad = (depth: number) => ' '.repeat(c.indent * depth);
  if (c.syntax === 'json') {
    const json = (value: unknown, depth: number): string =>
      Array.isArray(value) && Array.isArray(value[0])
        ? `{\n${(value as [string, unknown][]).map(([k, v]) => `${pad(depth + 1)}${JSON.stringify(k)}:${c.space}${json(v, depth + 1)}`).join(',\n')}\n${pad(depth)}}`
        : JSON.stringify(value);
    return json(members, 0) + '\n';
  }
  const yaml = (entries: [string, unknown][], depth: number): string =>
    entries
      .map(([k, v]) =>
        Array.isArray(v) && Array.isArray(v[0])
          ? `${pad(depth)}${k}:${c.comments ? ' # open' : ''}\n${yaml(v as [string, unknown][], depth + 1)}`
          : `${pad(depth)}${k}: ${c.space}${Array.isArray(v) ? `[${v.join(', ')}]` : String(v)}${c.comments ? '  # note' : ''}\n`,
      )
      .join('');
  return (c.comments ? '# a proc-core config\n' : '') + yaml(members as [string, unknown][], 0);
}

describe('fixText properties', () => {
  const file = (c: Config) => `netify-proc-core.${c.syntax}`;

  it('changes only the mistaken tokens: the fixed text is the config written right', async () => {
    await fc.assert(
      fc.asyncProperty(configShape, async (c) => {
        const input = render(c, true);
        const out = await fixText(input, { file: file(c), format: c.syntax });
        expect(out.text).toBe(render(c, false));
        // The rounds' edits, kept as edits of the input (what --fix splices into the file's bytes).
        expect(applyEdits(input, out.edits)).toBe(out.text);
      }),
      { numRuns: 150 },
    );
  });

  it('fixing twice changes nothing, and a fixed text has no finding of the fixed kinds', async () => {
    await fc.assert(
      fc.asyncProperty(configShape, async (c) => {
        const once = await fixText(render(c, true), { file: file(c), format: c.syntax });
        const twice = await fixText(once.text, { file: file(c), format: c.syntax });
        expect(twice).toEqual({ text: once.text, fixed: [], edits: [] });
        const left = (await checkSource({ file: file(c), format: c.syntax, text: once.text })).result.diagnostics;
        expect(left.filter((d) => once.fixed.some((f) => f.code === d.code))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});
