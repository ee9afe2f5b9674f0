/**
 * A reading row's `plain` pattern is a shortcut: a string it matches must fall in none of the
 * row's string classes, or a URL libcurl refuses would pass unseen. Checked on strings generated
 * from the pattern itself and on each class's own examples.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readingTables } from '../../src/plugins/reading/index.js';

const rows = Object.values(readingTables).flatMap((table) => table!.keys.filter((row) => row.plain !== undefined).map((row) => ({ table: table!, row })));

describe('plain strings of a reading row', () => {
  it('exist where a row classes its strings (the channel URL of sink-http 1.0.13)', () => {
    expect(rows.map(({ table, row }) => `${table.release} ${row.key}`)).toContain('sink-http 1.0.13 url');
  });

  for (const { table, row } of rows) {
    it(`${table.release} ${row.key}: a string the shortcut takes falls in no class`, () => {
      fc.assert(
        fc.property(fc.stringMatching(row.plain!), (value) => {
          expect(row.strings!.filter((c) => c.match.test(value)).map((c) => c.what)).toEqual([]);
        }),
        { numRuns: 2000 },
      );
    });

    it(`${table.release} ${row.key}: the shortcut takes usual URLs and none of the classes' examples`, () => {
      for (const url of ['https://collector.example.com/v1/stats/7', 'http://10.0.0.1:8080/flows', 'https://h/${uuid_serial}/x'])
        expect(row.plain!.test(url)).toBe(true);
      for (const url of ['', 'https://a b', 'https://h:65536/', 'ftp://h/', 'HTTPS://h/', 'h:8080/x', 'https://u:p@h/', 'https://h/?q', 'https://h/#f'])
        expect(row.plain!.test(url), url).toBe(false);
    });
  }
});
