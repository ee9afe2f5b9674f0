import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diagnostic, DiagnosticCode } from '../../src/core/diagnostic.js';
import { formatGithub } from '../../src/format/github.js';
import { formatJson } from '../../src/format/json.js';
import { formatJunit } from '../../src/format/junit.js';
import { formatSarif } from '../../src/format/sarif.js';
import { formatText } from '../../src/format/text.js';
import { ruleDescriptions } from '../../src/format/rules.js';
import type { FileResult } from '../../src/core/report.js';
import { printable } from '../../src/core/printable.js';

// Any code point, lone surrogate halves too, and extra weight on the characters each format
// has to escape.
const unit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('<', '>', '&', '"', "'", '%', ',', ':', '\n', '\r', '\t', '\u001b', ']]>'),
);
const text = fc.string({ unit, maxLength: 30 });
const position = fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined });

const diagnostic: fc.Arbitrary<Diagnostic> = fc
  .record({
    severity: fc.constantFrom('error', 'warning', 'info'),
    code: fc.constantFrom(...(Object.keys(ruleDescriptions) as DiagnosticCode[])),
    message: text,
    pointer: text,
    suggestion: fc.option(text, { nil: undefined }),
    line: position,
    column: position,
  })
  .map((d) => {
    // Optional members are absent, not present-and-undefined, as producers build them.
    const out: Diagnostic = {
      severity: d.severity,
      code: d.code,
      message: d.message,
      pointer: d.pointer,
    };
    if (d.suggestion !== undefined) out.suggestion = d.suggestion;
    if (d.line !== undefined) out.line = d.line;
    if (d.column !== undefined) out.column = d.column;
    return out;
  });

const fileResult: fc.Arbitrary<FileResult> = fc
  .record({
    file: text,
    kind: fc.option(text, { nil: undefined }),
    diagnostics: fc.array(diagnostic, { maxLength: 5 }),
  })
  .map((r) => (r.kind === undefined ? { file: r.file, diagnostics: r.diagnostics } : r));

const resultList = fc.array(fileResult, { maxLength: 5 });

const ctx = (color: boolean) => ({ color, sources: new Map<string, string>(), version: '0.0.0' });

/** Checks the subset of XML the JUnit format writes; returns the decoded attribute values. */
function checkXml(xml: string): string[] {
  const prolog = '<?xml version="1.0" encoding="UTF-8"?>\n';
  expect(xml.startsWith(prolog)).toBe(true);
  expect(xml).not.toMatch(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u);
  const tag = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w.-]+="[^"]*")*)\s*(\/?)>/y;
  const textRun = /[^<]+/y;
  const entity = /&(?:amp|lt|gt|quot|apos|#\d+);/g;
  const stack: string[] = [];
  const values: string[] = [];
  let at = prolog.length;
  while (at < xml.length) {
    tag.lastIndex = at;
    textRun.lastIndex = at;
    const m = tag.exec(xml);
    if (m) {
      const [, closing, name, attributes, selfClosing] = m as unknown as [string, string, string, string, string];
      if (closing) expect(stack.pop()).toBe(name);
      else if (!selfClosing) stack.push(name);
      for (const [, value] of attributes.matchAll(/="([^"]*)"/g)) {
        expect(value).not.toContain('<');
        expect(value!.replace(entity, '')).not.toMatch(/[&>'\n\t\r]/);
        values.push(decode(value!));
      }
      at = tag.lastIndex;
      continue;
    }
    const t = textRun.exec(xml);
    // A `<` that starts no tag is the malformation this check is for.
    expect(t, `stray '<' at ${at}`).not.toBeNull();
    expect(t![0].replace(entity, '')).not.toMatch(/[&>]/);
    at = textRun.lastIndex;
  }
  expect(stack).toEqual([]);
  return values;
}

function decode(value: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return value.replace(/&(#\d+|\w+);/g, (_, e: string) => (e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (named[e] ?? '')));
}

/** What survives into XML: the characters XML 1.0 allows. */
function xmlSafe(s: string): string {
  return s.replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '');
}

describe('format properties', () => {
  it('json output parses back to the input', () => {
    fc.assert(
      fc.property(resultList, (results) => {
        const parsed = JSON.parse(formatJson(results, ctx(false))) as unknown;
        expect(parsed).toEqual({
          results: results.map((r) => ({
            file: r.file,
            kind: r.kind ?? null,
            diagnostics: r.diagnostics.map((d) => ({
              ...d,
              line: d.line ?? null,
              column: d.column ?? null,
            })),
          })),
          summary: {
            files: results.length,
            skipped: 0,
            errors: results.flatMap((r) => r.diagnostics).filter((d) => d.severity === 'error').length,
            warnings: results.flatMap((r) => r.diagnostics).filter((d) => d.severity === 'warning').length,
            infos: results.flatMap((r) => r.diagnostics).filter((d) => d.severity === 'info').length,
            hidden: 0,
          },
        });
      }),
      { numRuns: 300 },
    );
  });

  it('junit output is well formed and attribute values survive escaping', () => {
    fc.assert(
      fc.property(resultList, (results) => {
        const values = checkXml(formatJunit(results, ctx(false)));
        const expected = ['agentconf', 'agentconf.version', '0.0.0'];
        for (const r of results) expected.push(xmlSafe(printable(r.file)), xmlSafe(printable(r.kind ?? 'unknown')));
        for (const v of expected) expect(values).toContain(v);
      }),
      { numRuns: 300 },
    );
  });

  it('github output is one command per diagnostic plus the summary', () => {
    fc.assert(
      fc.property(resultList, (results) => {
        const lines = formatGithub(results, ctx(false)).split('\n');
        const count = results.reduce((n, r) => n + r.diagnostics.length, 0);
        expect(lines).toHaveLength(count + 2);
        expect(lines.pop()).toBe('');
        for (const line of lines.slice(0, count))
          expect(line).toMatch(/^::(error|warning|notice) file=[^,:]*,line=\d+(,col=\d+)?,title=agentconf \[[a-z/-]+\]::[^\r]*$/);
      }),
      { numRuns: 200 },
    );
  });

  it('sarif output parses and every result points at its rule', () => {
    fc.assert(
      fc.property(resultList, (results) => {
        const log = JSON.parse(formatSarif(results, ctx(false))) as {
          runs: [
            {
              tool: { driver: { rules: { id: string }[] } };
              results: { ruleId: string; ruleIndex: number }[];
            },
          ];
        };
        const run = log.runs[0];
        const ids = run.tool.driver.rules.map((r) => r.id);
        expect(ids).toEqual([...new Set(ids)].sort());
        expect(run.results).toHaveLength(results.reduce((n, r) => n + r.diagnostics.length, 0));
        for (const r of run.results) expect(ids[r.ruleIndex]).toBe(r.ruleId);
      }),
      { numRuns: 200 },
    );
  });

  it('text output has no escape codes with colour off and one header line per diagnostic', () => {
    fc.assert(
      fc.property(resultList, (results) => {
        const out = formatText(results, ctx(false));
        expect(out).not.toContain('\u001b');
        expect(out).not.toContain('\r');
        const blocks = out.slice(0, -1).split('\n\n');
        expect(blocks).toHaveLength(results.reduce((n, r) => n + r.diagnostics.length, 0) + 1);
      }),
      { numRuns: 200 },
    );
  });
});
