import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diagnostic, DiagnosticCode } from '../../src/core/diagnostic.js';
import { applyRuleLevels, levelOf, ruleLevels, type RuleLevel } from '../../src/core/rule-levels.js';
import { ruleDescriptions } from '../../src/format/rules.js';

const codes = Object.keys(ruleDescriptions) as DiagnosticCode[];
const families = [...new Set(codes.map((c) => `${c.split('/')[0]}/*`))];

const diagnostic = fc.record({
  severity: fc.constantFrom('error', 'warning', 'info' as const),
  code: fc.constantFrom(...codes),
  message: fc.string({ maxLength: 5 }),
  pointer: fc.constant(''),
}) as fc.Arbitrary<Diagnostic>;
const levels = fc.dictionary(fc.constantFrom(...codes, ...families), fc.constantFrom(...ruleLevels)) as fc.Arbitrary<Record<string, RuleLevel>>;

describe('rule levels', () => {
  it("a code's own level beats its family's", () => {
    expect(levelOf('deploy/sink-unused', { 'deploy/*': 'off', 'deploy/sink-unused': 'error' })).toBe('error');
    expect(levelOf('deploy/unknown-kind', { 'deploy/*': 'off', 'deploy/sink-unused': 'error' })).toBe('off');
    expect(levelOf('key/unknown', { 'deploy/*': 'off' })).toBeUndefined();
  });

  it('never adds, drops or changes a finding except its severity, and off drops exactly its codes', () => {
    fc.assert(
      fc.property(fc.array(diagnostic, { maxLength: 20 }), levels, (list, set) => {
        const before = structuredClone(list);
        const out = applyRuleLevels(list, set);
        expect(list).toEqual(before); // the input is not changed
        const kept = list.filter((d) => levelOf(d.code, set) !== 'off');
        expect(out.map(({ severity: _, ...rest }) => rest)).toEqual(kept.map(({ severity: _, ...rest }) => rest));
        out.forEach((d, i) => expect(d.severity).toBe(levelOf(d.code, set) ?? kept[i]!.severity));
      }),
    );
  });

  it('applying the same levels twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.array(diagnostic, { maxLength: 20 }), levels, (list, set) => {
        expect(applyRuleLevels(applyRuleLevels(list, set), set)).toEqual(applyRuleLevels(list, set));
      }),
    );
  });

  it('no levels: the very same array', () => {
    const list: Diagnostic[] = [{ severity: 'error', code: 'parse/empty', message: 'm', pointer: '' }];
    expect(applyRuleLevels(list, {})).toBe(list);
  });
});
