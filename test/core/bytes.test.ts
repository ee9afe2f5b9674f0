/** The one place for sizes in words, the gzip magic number, the byte-order mark and byte order of text. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteSize, compareBytes, hasUtf8Bom, isGzip, sortByBytes, stripBom } from '../../src/core/bytes.js';

describe('byteSize', () => {
  it('says bytes below a KiB, whole units where it can, one decimal otherwise', () => {
    expect([512, 1024, 1536, 8 * 1024 * 1024, 16 * 1024 * 1024, 64 * 1024 * 1024, 4 * 1024 ** 3].map(byteSize)).toEqual([
      '512 bytes',
      '1 KiB',
      '1.5 KiB',
      '8 MiB',
      '16 MiB',
      '64 MiB',
      '4 GiB',
    ]);
  });
});

describe('magic numbers', () => {
  it('tells gzip by 1f 8b, and a UTF-8 byte-order mark by ef bb bf', () => {
    expect([isGzip(Uint8Array.of(0x1f, 0x8b, 8)), isGzip(Uint8Array.of(0x1f)), isGzip(Uint8Array.of(0x7b, 0x8b))]).toEqual([true, false, false]);
    expect([hasUtf8Bom(Uint8Array.of(0xef, 0xbb, 0xbf, 0x7b)), hasUtf8Bom(Uint8Array.of(0xef, 0xbb))]).toEqual([true, false]);
  });

  it('strips one leading byte-order mark from text, and nothing else', () => {
    expect([stripBom('\uFEFF{}'), stripBom('{}\uFEFF'), stripBom('\uFEFF\uFEFFx')]).toEqual(['{}', '{}\uFEFF', '\uFEFFx']);
  });
});

describe('byte order of text', () => {
  const bytes = (a: string, b: string) => Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b)));
  // Characters from the edges of UTF-16's and UTF-8's disagreement, and any character at all.
  const unit = fc.oneof(
    fc.constantFrom('a', 'z', '\u00e9', '\ud7ff', '\ue000', '\uff41', '\uffff', '\u{10000}', '\u{1f600}', '\u{10ffff}'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  );
  const name = fc.string({ unit, maxLength: 6 });

  it('compareBytes orders as the UTF-8 bytes do, where UTF-16 order differs too', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(Math.sign(compareBytes(a, b))).toBe(bytes(a, b));
      }),
    );
    // "ａ" (EF BD 81) before "😀" (F0 9F 98 80); JavaScript's < says the opposite.
    expect([compareBytes('\uff41', '\u{1f600}') < 0, '\uff41' < '\u{1f600}']).toEqual([true, false]);
  });

  it('sortByBytes sorts in place in that order, short lists and long ones', () => {
    fc.assert(
      fc.property(fc.uniqueArray(name, { maxLength: 40 }), (names) => {
        const copy = [...names];
        expect(sortByBytes(copy)).toBe(copy);
        expect(copy).toEqual([...names].sort((a, b) => bytes(a, b)));
      }),
    );
  });
});
