/**
 * The flow expression parser against agent 5.0.7: every expression in
 * fixtures/plugins/proc-core/flow-expressions.json was run through the real agent (accepted, or
 * logged "syntax error" / "memory exhausted"), and the parser must give the same verdict; and
 * properties over expressions built from the grammar.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowTokens, readFlowExpression } from '../../src/plugins/rules/flow-grammar.js';
import { flowFilters } from '../../src/plugins/rules/flow-filters.js';
import { repoRoot } from '../support/paths.js';
import { validFilter } from './flow-expressions.js';

interface Row {
  expr: string | null;
  chain?: number;
  parens?: number;
  agent: 'accept' | 'syntax' | 'memory';
  run: string;
}

const corpus = JSON.parse(readFileSync(join(repoRoot, 'fixtures/plugins/proc-core/flow-expressions.json'), 'utf8')) as { expressions: Row[] };

function text(row: Row): string {
  if (row.chain !== undefined) return `${Array<string>(row.chain).fill('ip_nat').join(' || ')};`;
  if (row.parens !== undefined) return `${'('.repeat(row.parens)}ip_nat${')'.repeat(row.parens)};`;
  return row.expr!;
}

const verdict = (expr: string) => readFlowExpression(expr).failure?.kind ?? 'accept';

describe('flow expressions, as agent 5.0.7 read them', () => {
  it('holds a few hundred runs, both verdicts', () => {
    expect(corpus.expressions.length).toBeGreaterThan(400);
    expect(corpus.expressions.filter((r) => r.agent === 'syntax').length).toBeGreaterThan(100);
  });

  it('gives the agent verdict on every expression', () => {
    const wrong = corpus.expressions.filter((r) => verdict(text(r)) !== r.agent).map((r) => `${JSON.stringify(text(r).slice(0, 80))}: agent ${r.agent}`);
    expect(wrong).toEqual([]);
  });
});

describe('flow grammar properties', () => {
  it('reads every expression built from the grammar', () => {
    fc.assert(
      fc.property(validFilter, (f) => {
        expect(readFlowExpression(f).failure).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('rejects a built expression without its last ";"', () => {
    fc.assert(
      fc.property(validFilter, (f) => {
        const cut = f.replace(/;\s*$/, '');
        expect(readFlowExpression(cut).failure?.kind).toBe('syntax');
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a built expression with an unknown word, an unclosed "(" or a leading "#"', () => {
    fc.assert(
      fc.property(validFilter, fc.constantFrom('bogus ', '(', '# ', '= ', '"x" '), (f, front) => {
        expect(readFlowExpression(front + f).failure?.kind).toBe('syntax');
      }),
      { numRuns: 300 },
    );
  });

  it('points at the column where the parser stops', () => {
    expect(readFlowExpression('ip_protocol == 6 && local_port = 80;').failure).toMatchObject({ kind: 'syntax', column: 32 });
    expect(readFlowExpression('protocol == 7').failure).toMatchObject({ column: 14 });
  });

  it('cuts tokens as flex does: longest match, [t|T] classes that take "|"', () => {
    expect(flowTokens('ip_nat == |||||').map((t) => t.kind)).toEqual(['f:flag', 'op', 'v:flag']);
    expect(flowTokens('a ||| b').map((t) => t.text)).toEqual(['a', '|||', 'b']);
    expect(flowTokens("detected_hostname == 'rx:example.com'").at(-1)!.kind).toBe('v:name');
    expect(flowTokens("detected_hostname == 'rx:.*'").at(-1)!.kind).toBe('v:regex');
    // A regex runs to the last quote of its line, swallowing what lies between.
    expect(flowTokens("detected_hostname != 'rx:a*' || app == 'netify.x';").map((t) => t.kind)).toEqual(['f:host', 'op', 'v:regex', ';']);
  });

  // No wall-clock bound (a busy machine is no failure): hostile input of this size gets its verdict
  // within the suite's test timeout, and the scanner uses no regular expression the ReDoS test could miss.
  it('gives hostile input its verdict: an unclosed regex run, and nesting past the parser stack', () => {
    expect(readFlowExpression(`${"'rx:".repeat(50_000)}x`).failure).toMatchObject({ kind: 'syntax', column: 1 });
    expect(readFlowExpression('('.repeat(100_000)).failure).toMatchObject({ kind: 'memory', column: 9999 });
  });
});

describe('flowFilters findings', () => {
  const flows = { 'sink-http': { flows: { types: ['stream-flows'] } } };
  const of = (filters: unknown[], sinks: unknown = flows) => flowFilters({ flow_filters: filters, sinks }).map((d) => `${d.severity} ${d.pointer}`);
  it('judges by whether any filter can match', () => {
    expect(of(['ip_protocol == 6;'])).toEqual([]);
    expect(of(['protocol == 7'])).toEqual(['error /flow_filters/0']);
    expect(of(['ip_protocol == 6;', 'ip_protocol == 17'])).toEqual(['warning /flow_filters/1']);
    expect(of([''])).toEqual(['error /flow_filters/0']);
    expect(of(['', 'ip_nat;'])).toEqual(['warning /flow_filters/0']);
    expect(of([])).toEqual([]);
    expect(of(["detected_hostname == 'rx:.*';"])).toEqual(['error /flow_filters/0']);
    expect(of(["detected_hostname != 'rx:.*';"])).toEqual([]);
    expect(of(['ip_nat; ip_protocol == 6;'])).toEqual(['warning /flow_filters/0']);
  });

  it('says a filter that lets no flow through is an error only where an enabled channel carries flows', () => {
    expect(of(['protocol == 7'], {})).toEqual(['warning /flow_filters/0']);
    expect(of(['protocol == 7'], { 'sink-http': { stats: { types: ['stream-stats'] } } })).toEqual(['warning /flow_filters/0']);
    expect(of(['protocol == 7'], { 'sink-http': { flows: { enable: false, types: ['stream-flows'] } } })).toEqual(['warning /flow_filters/0']);
    expect(flowFilters({ flow_filters: [''], types: ['stream-flows'], sinks: { 'sink-http': { c: { types: [] } } } }).map((d) => d.severity)).toEqual([
      'error',
    ]);
  });
});
