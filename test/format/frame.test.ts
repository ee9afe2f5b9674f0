/**
 * Code frames read a file's lines as `split(/\r?\n/)` gives them, each cut out when asked for;
 * and a caret under a column lines up whatever the line holds before it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeFrame, sourceLines } from '../../src/format/frame.js';
import { painter } from '../../src/format/ansi.js';

const text = fc.array(fc.constantFrom('a', 'é', '\r', '\n', '\r\n', ' ', '\t', '😀'), { maxLength: 30 }).map((parts) => parts.join(''));

describe('source lines', () => {
  it('are the lines split(/\\r?\\n/) gives, asked for in any order, and none before the first or past the last', () => {
    fc.assert(
      fc.property(text, fc.array(fc.integer({ min: -1, max: 40 }), { maxLength: 12 }), (source, asked) => {
        const split = source.split(/\r?\n/);
        const lines = sourceLines(source);
        for (const n of asked) expect(lines.line(n)).toBe(n >= 1 ? split[n - 1] : undefined);
        for (let n = 1; n <= split.length + 1; n++) expect(lines.line(n)).toBe(split[n - 1]);
      }),
    );
  });

  it('frame a position the same from the text and from its lines', () => {
    const paint = painter(false);
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 12 }), fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }), (source, line, column) => {
        const fromLines = codeFrame(sourceLines(source), line, column, paint, 'yellow');
        expect(codeFrame(source, line, column, paint, 'yellow')).toStrictEqual(fromLines);
        const target = source.split(/\r?\n/)[line - 1];
        if (line >= 1 && target !== undefined && column !== undefined) {
          // The caret line keeps the tabs before the column and blanks the rest, so the caret lands under it.
          const caret = fromLines[fromLines.length - 1]!;
          const pad = caret.slice(caret.indexOf('| ') + 2, caret.lastIndexOf('^'));
          expect(pad.replace(/\t/g, '')).toMatch(/^ *$/);
          expect((pad.match(/\t/g) ?? []).length).toBe((target.slice(0, column - 1).match(/\t/g) ?? []).length);
        }
      }),
    );
  });
});
