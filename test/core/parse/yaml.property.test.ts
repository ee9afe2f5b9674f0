import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../src/core/parse/yaml.js';

const FATAL = new Set(['parse/syntax', 'parse/too-deep', 'parse/empty']);

/** Text made of YAML tokens, so the generator reaches anchors, aliases, flow and block forms. */
const yamlish = fc
  .array(
    fc.constantFrom(
      'a',
      'b',
      ':',
      ': ',
      '- ',
      '? ',
      '\n',
      '  ',
      '[',
      ']',
      '{',
      '}',
      ',',
      '&x ',
      '*x',
      '&y ',
      '*y',
      '"',
      "'",
      '#',
      '|',
      '>',
      '---\n',
      '...\n',
      '!!str ',
      '!t ',
      '~',
      '1',
      'true',
      '__proto__',
      '\t',
      '%YAML 1.2\n',
      '<<: ',
      '\uFEFF',
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

describe('parseYaml never throws', () => {
  it.each([
    ['ascii strings', fc.string()],
    ['full unicode strings', fc.string({ unit: 'binary' })],
    ['YAML-like token soup', yamlish],
  ])('on %s, returning a value xor a fatal error, with positions', (_name, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, (text) => {
        const doc = parseYaml(text);
        const fatal = doc.diagnostics.filter((d) => d.severity === 'error' && FATAL.has(d.code));
        expect(doc.value === undefined).toBe(fatal.length > 0);
        for (const d of doc.diagnostics) {
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.column).toBeGreaterThanOrEqual(1);
        }
        if (doc.value !== undefined) expect(doc.locate('')).toBeDefined();
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });
});
