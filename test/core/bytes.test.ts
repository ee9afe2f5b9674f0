/** The one place for sizes in words, the gzip magic number and the byte-order mark. */
import { describe, expect, it } from 'vitest';
import { byteSize, hasUtf8Bom, isGzip, stripBom } from '../../src/core/bytes.js';

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
