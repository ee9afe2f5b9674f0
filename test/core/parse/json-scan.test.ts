/**
 * Positions by a scan along the pointer (src/core/parse/json-scan.ts) are the position-keeping
 * parser's positions, exactly: for every value and member name of random JSON in random layouts,
 * for pointers that go astray, and for every JSON file under fixtures/ and examples/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripBom } from '../../../src/core/bytes.js';
import { parseJson } from '../../../src/core/parse/json.js';
import { parseJsonQuick } from '../../../src/core/parse/json-quick.js';
import { scanPointer } from '../../../src/core/parse/json-scan.js';
import { createPositionOf } from '../../../src/core/parse/lines.js';
import { childPointer, parsePointer } from '../../../src/core/pointer.js';
import { repoRoot } from '../../support/paths.js';

/** Every pointer into `value`, and for each a few that leave it (a missing member, an item past the end, malformed indexes). */
function pointersOf(value: unknown, at = '', out: string[] = []): string[] {
  out.push(at);
  if (Array.isArray(value)) {
    value.forEach((item, i) => pointersOf(item, childPointer(at, i), out));
    out.push(childPointer(at, value.length), `${at}/01`, `${at}/-`, `${at}/1e0`, childPointer(at, 'x', 'y'));
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, member] of Object.entries(value)) pointersOf(member, childPointer(at, name), out);
    out.push(childPointer(at, 'no such member'), childPointer(at, ''), `${at}/~2`);
  } else out.push(childPointer(at, 0), childPointer(at, 'a'));
  return out;
}

/** The scan and the full parser agree on every pointer of the text, asked as value and as key. */
function agreesEverywhere(text: string, viaDocument = true): number {
  const quick = parseJsonQuick(text);
  if (quick === undefined) return 0;
  const full = parseJson(text);
  const source = stripBom(text);
  const positionOf = createPositionOf(source);
  const pointers = pointersOf(full.value);
  for (const pointer of pointers) {
    for (const key of [false, true]) {
      // The scan itself, on every pointer; and the document's locate (scan, then the table once
      // many pointers were asked), on the same.
      expect(positionOf(scanPointer(source, parsePointer(pointer), key).offset), `${pointer} key=${key}`).toEqual(full.locate(pointer, { key }));
      if (viaDocument) expect(quick.locate(pointer, { key }), `${pointer} key=${key}`).toEqual(full.locate(pointer, { key }));
    }
  }
  for (const malformed of ['a', 'a/b']) expect(quick.locate(malformed)).toEqual(full.locate(malformed));
  return pointers.length;
}

/** Names that need care: escapes, a quote, a slash and a tilde (escaped in pointers), prefixes of each other. */
const name = fc.oneof(fc.constantFrom('a', 'ab', 'a/b', 'a~b', '~1', 'é', '"', '\\', '', ' ', '__proto__', 'a\u2028'), fc.string({ maxLength: 4 }));
const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null)),
    fc.array(tie('v'), { maxLength: 5 }),
    fc.dictionary(name, tie('v'), { maxKeys: 5 }),
  ),
})).v;
/** JSON text of a value: compact, indented, or with odd whitespace (tabs, CRLF, lone CR) and escapes. */
const text = fc.tuple(value, fc.constantFrom(0, 1, 2, 3), fc.boolean()).map(([v, layout, bom]) => {
  let out = layout === 0 ? JSON.stringify(v) : JSON.stringify(v, null, layout === 1 ? 2 : '\t');
  if (layout === 3) out = out.replace(/\n/g, () => ['\r\n', '\r', '\n \t'][out.length % 3]!).replace(/"a/g, '"\\u0061');
  return (bom ? '\uFEFF' : '') + out;
});

describe('positions by scanning along the pointer', () => {
  it('agree with the position-keeping parser on random JSON in random layouts', () => {
    fc.assert(
      fc.property(text, (t) => {
        agreesEverywhere(t);
      }),
      { numRuns: 1500 },
    );
  }, 180_000);

  it('agree with the position-keeping parser on every JSON file under fixtures/ and examples/', () => {
    let files = 0;
    let pointers = 0;
    for (const folder of ['fixtures', 'examples']) {
      for (const entry of readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })) {
        if (!entry.endsWith('.json')) continue;
        const path = join(repoRoot, folder, entry);
        // The scan alone: the document's switch to the table is covered above and below.
        const n = agreesEverywhere(readFileSync(path, 'utf8'), false);
        if (n > 0) files++;
        pointers += n;
        expect(relative(repoRoot, path)).toBeTruthy();
      }
    }
    expect(files).toBeGreaterThan(300);
    expect(pointers).toBeGreaterThan(10_000);
  }, 180_000);

  it('agree on long arrays and wide objects, where the document switches to the table after many lookups', () => {
    const wide = JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ [`k${i}`]: [i, `v${i}`] })) }, null, 1);
    expect(agreesEverywhere(wide)).toBeGreaterThan(2_000);
  }, 180_000);
});
