/**
 * The unknown-member warning's "did you mean" is worked out from the members within the key's
 * typo budget, remembered per shape and key. It must be what the definition gives: the closest
 * member the object does not already hold (nor another spelling of one), preferring the
 * interface's spelling unless another is strictly fewer edits away. The definition is written
 * out here, over every member, and both are asked about random keys in random objects of every
 * shape the generator wrote (plugin configs, with their `aliasOf` spellings, and records).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shapes as pluginShapes } from '../../generated/plugins/shapes.js';
import { recordShapes } from '../../generated/records/shapes.js';
import type { Shape } from '../../src/core/shape.js';
import { closest, editDistance } from '../../src/core/suggest.js';
import { memberSuggestion, unknownKeys } from '../../src/core/unknown-keys.js';

const numRuns = Number(process.env.AGENTCONF_FC_RUNS ?? 300);

type Props = NonNullable<Shape['props']>;

/** The definition: every member compared, as the walk did before it remembered. */
function definition(key: string, node: Record<string, unknown>, props: Props): string | undefined {
  const taken = new Set(
    Object.keys(props)
      .filter((k) => Object.hasOwn(node, k))
      .flatMap((k) => [k, props[k]!.aliasOf ?? k]),
  );
  const open = Object.keys(props).filter((k) => !taken.has(k) && !taken.has(props[k]!.aliasOf ?? k));
  const spec = closest(
    key,
    open.filter((k) => props[k]!.aliasOf === undefined),
  );
  const any = closest(key, open);
  if (spec === undefined || any === undefined) return spec ?? any;
  return editDistance(key.toLowerCase(), any.toLowerCase()) < editDistance(key.toLowerCase(), spec.toLowerCase()) ? any : spec;
}

/** Every object shape that lists members, from both families. */
function listed(shape: Shape, out: Props[] = []): Props[] {
  if (shape.props) {
    out.push(shape.props);
    for (const child of Object.values(shape.props)) listed(child, out);
  }
  if (shape.each) listed(shape.each, out);
  if (shape.items) listed(shape.items, out);
  return out;
}

const allProps = [...Object.values(pluginShapes), ...Object.values(recordShapes)].flatMap((s) => listed(s as Shape));
const withAliases = allProps.filter((props) => Object.values(props).some((p) => p.aliasOf !== undefined));

/** A key near one of `props`' members: a letter dropped, doubled, swapped or changed, a prefix, another case. */
const nearKey = (names: string[]) =>
  fc
    .tuple(fc.constantFrom(...names), fc.nat(), fc.constantFrom('drop', 'double', 'swap', 'change', 'prefix', 'upper', 'suffix', 'same'))
    .map(([name, at, how]) => {
      const i = at % Math.max(1, name.length);
      switch (how) {
        case 'drop':
          return name.slice(0, i) + name.slice(i + 1);
        case 'double':
          return name.slice(0, i) + name[i] + name.slice(i);
        case 'swap':
          return name.slice(0, i) + (name[i + 1] ?? '') + name[i] + name.slice(i + 2);
        case 'change':
          return name.slice(0, i) + 'x' + name.slice(i + 1);
        case 'prefix':
          return name.slice(0, Math.max(2, i));
        case 'upper':
          return name.toUpperCase();
        case 'suffix':
          return `${name}_x`;
        default:
          return name;
      }
    });

const case_ = (pool: Props[]) =>
  fc
    .constantFrom(...pool)
    .chain((props) => {
      const names = Object.keys(props);
      return fc.tuple(
        fc.constant(props),
        fc.oneof(nearKey(names), fc.string({ maxLength: 12 })),
        fc.subarray(names),
        fc.array(fc.oneof(nearKey(names), fc.string({ maxLength: 8 })), { maxLength: 3 }),
      );
    })
    .filter(([props, key]) => !Object.hasOwn(props, key));

describe('"did you mean" of an unknown member', () => {
  it('is the closest member not already held, as the definition over every member says', () => {
    fc.assert(
      fc.property(case_(allProps), ([props, key, held, others]) => {
        const node: Record<string, unknown> = {};
        for (const k of [...held, ...others]) if (k !== '__proto__') node[k] = 1;
        // Twice: the second answer comes from what the first remembered.
        expect(memberSuggestion(key, node, props)).toBe(definition(key, node, props));
        expect(memberSuggestion(key, node, props)).toBe(definition(key, node, props));
      }),
      { numRuns: numRuns * 4 },
    );
  });

  it('never proposes a member whose other spelling the object holds', () => {
    expect(withAliases.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(case_(withAliases), ([props, key, held]) => {
        const node = Object.fromEntries(held.map((k) => [k, 1]));
        expect(memberSuggestion(key, node, props)).toBe(definition(key, node, props));
      }),
      { numRuns },
    );
  });

  it('is worked out again when the object holds other members near the key, whatever was asked before', () => {
    const props: Props = { interval: {}, intervals: {}, timeout: {} };
    // The same typo, three times with each set of near members left open, in an order that
    // would give a remembered answer for the wrong set.
    for (let round = 0; round < 3; round++) {
      expect(memberSuggestion('intervall', {}, props)).toBe('interval');
      expect(memberSuggestion('intervall', { interval: 1 }, props)).toBe('intervals');
      expect(memberSuggestion('intervall', { interval: 1, intervals: 1 }, props)).toBeUndefined();
      expect(memberSuggestion('intervall', { intervals: 1 }, props)).toBe('interval');
    }
  });

  it("is in the walk's warnings, and none for a key too long to be a typo", () => {
    const shape: Shape = { props: { interval: {}, timeout: {} } };
    expect(unknownKeys({ intervall: 1 }, shape)).toEqual([
      expect.objectContaining({ pointer: '/intervall', suggestion: 'interval', message: expect.stringContaining('did you mean "interval"?') }),
    ]);
    const long = 'interval'.repeat(40);
    expect(unknownKeys({ [long]: 1 }, shape)[0]).not.toHaveProperty('suggestion');
  });
});
