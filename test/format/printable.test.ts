/**
 * Forged output (issue 21, item 12): no line of any format carries a control character, a line
 * break, a bidi mark or U+2028/9 that came from input. File names, kinds, messages, suggestions,
 * pointers, source lines and record types are all drawn from text full of them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diagnostic, DiagnosticCode } from '../../src/core/diagnostic.js';
import { printable, printableJson } from '../../src/core/printable.js';
import type { FileResult } from '../../src/core/report.js';
import { renderGraphMermaid, renderGraphText, type DeploymentEdge } from '../../src/deploy/graph.js';
import { formatArrival } from '../../src/format/arrival.js';
import { valueFormats } from '../../src/format/document.js';
import { parse } from 'yaml';
import { resultFormats } from '../../src/format/index.js';
import { ruleDescriptions } from '../../src/format/rules.js';

const hostile = [
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u001b',
  '\u001b[2K\u001b[1A',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u061c',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2067',
  '\ud800',
  '\udfff',
  '::error::x',
  '%0A',
];
const unit = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.constantFrom(...hostile));
const text = fc.string({ unit, maxLength: 20 });

// What no line of output may hold raw (tab aside in code frames, which keep a source's columns).
const FORBIDDEN =
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isFrameLine = (line: string) => /^ {2}[> ] +\d+ \||^ {4} +\|/.test(line);

function expectClean(output: string): void {
  // The painter's own SGR codes (colour on) are ours; any other ESC came from input.
  for (const line of output.replace(/\u001b\[\d+m/g, '').split('\n')) {
    expect(line, JSON.stringify(line)).not.toMatch(FORBIDDEN);
    if (!isFrameLine(line)) expect(line, JSON.stringify(line)).not.toContain('\t');
  }
}

const diagnostic: fc.Arbitrary<Diagnostic> = fc
  .record({
    severity: fc.constantFrom('error', 'warning', 'info'),
    code: fc.constantFrom(...(Object.keys(ruleDescriptions) as DiagnosticCode[])),
    message: text,
    pointer: text,
    suggestion: fc.option(text, { nil: undefined }),
    line: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    column: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
    record: fc.option(fc.nat(5), { nil: undefined }),
  })
  .map((d) => {
    const out: Diagnostic = { severity: d.severity, code: d.code, message: d.message, pointer: d.pointer };
    if (d.suggestion !== undefined) out.suggestion = d.suggestion;
    if (d.line !== undefined) out.line = d.line;
    if (d.column !== undefined) out.column = d.column;
    if (d.record !== undefined) out.record = d.record;
    return out;
  });

const results = fc.array(
  fc.record({
    file: text,
    kind: text,
    diagnostics: fc.array(diagnostic, { maxLength: 4 }),
    source: fc.array(text, { minLength: 4, maxLength: 4 }),
    grouped: fc.boolean(),
    type: text,
    commandLine: fc.boolean(),
  }),
  { maxLength: 4 },
);

describe('no forged output from input text', () => {
  it('every result format, colour on and off, with code frames and record groups', () => {
    fc.assert(
      fc.property(results, fc.boolean(), (drawn, color) => {
        const sources = new Map<string, string>();
        const list: FileResult[] = drawn.map((r) => {
          sources.set(r.file, r.source.join('\n'));
          const result: FileResult = { file: r.file, kind: r.kind as FileResult['kind'], diagnostics: r.diagnostics };
          if (r.commandLine) result.commandLine = true;
          if (r.grouped && r.diagnostics.length) result.groups = r.diagnostics.map((d) => ({ first: d, count: 3, records: [1, 2], type: r.type }));
          return result;
        });
        for (const format of Object.values(resultFormats)) expectClean(format(list, { color, sources, version: '0.0.0', baseUri: 'file:///work/' }));
      }),
      { numRuns: 300 },
    );
  });

  it('graph text and mermaid: one line per edge whatever the names hold', () => {
    const edge: fc.Arbitrary<DeploymentEdge> = fc.record({ from: text, sink: text, channel: text, ok: fc.boolean(), reason: text });
    fc.assert(
      fc.property(fc.array(edge, { maxLength: 5 }), (edges) => {
        const out = renderGraphText(edges);
        expectClean(out);
        expect(out.split('\n')).toHaveLength(edges.length + 1);
        expectClean(renderGraphMermaid(edges));
      }),
      { numRuns: 300 },
    );
  });

  it('receive live lines', () => {
    fc.assert(fc.property(text, fc.array(diagnostic, { maxLength: 3 }), (path, ds) => expectClean(formatArrival(1, path, ds, false))));
  });

  it('resolve documents (JSON and YAML): clean lines, the same value back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(text, text, { maxKeys: 4 }), async (value) => {
        const json = await valueFormats.json(value);
        expectClean(json);
        expect(JSON.parse(json)).toEqual(value);
        const yaml = await valueFormats.yaml(value);
        expectClean(yaml);
        expect(parse(yaml)).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });

  it('printableJson keeps the JSON value', () => {
    fc.assert(
      fc.property(fc.array(text), (values) => {
        const json = printableJson(JSON.stringify(values));
        expectClean(json);
        expect(JSON.parse(json)).toEqual(values);
      }),
    );
  });

  it('printable returns clean text unchanged and escapes the rest visibly', () => {
    expect(printable('proc-aggregator/stats')).toBe('proc-aggregator/stats');
    expect(printable('a\nb\u001b[2K\u2028\u202e\t')).toBe('a\\nb\\u001b[2K\\u2028\\u202e\\t');
  });
});
