/**
 * How deep the msgpack values of a body nest, found by skipping over their bytes without
 * building anything. The decoder builds a value whole before anyone can look at it, so a 15 MB
 * body of maps inside maps took gigabytes; a body nesting deeper than JSON may (MAX_DEPTH of the
 * parsers) is refused before it is decoded. Linear in the body's length, one pass.
 */

/** Bytes a head byte's value takes after it, for the kinds of fixed size (undefined for the others). */
function fixedSize(b: number): number | undefined {
  if (b <= 0x7f || b >= 0xe0 || b === 0xc0 || b === 0xc2 || b === 0xc3) return 0;
  if (b >= 0xa0 && b <= 0xbf) return b & 0x1f;
  switch (b) {
    case 0xcc:
    case 0xd0:
      return 1;
    case 0xcd:
    case 0xd1:
    case 0xd4:
      return 2;
    case 0xd5:
      return 3;
    case 0xca:
    case 0xce:
    case 0xd2:
      return 4;
    case 0xd6:
      return 5;
    case 0xcb:
    case 0xcf:
    case 0xd3:
      return 8;
    case 0xd7:
      return 9;
    case 0xd8:
      return 17;
  }
  return undefined;
}

/**
 * True when some value of `bytes` nests more than `limit` maps and arrays deep. Stops at the
 * first byte that is not msgpack (the framer says what is wrong there).
 */
export function nestsDeeperThan(bytes: Uint8Array, limit: number): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  /** Items still to come in each open map or array. */
  const open: number[] = [];
  let at = 0;
  const length = (n: number): number => (n === 1 ? view.getUint8(at) : n === 2 ? view.getUint16(at) : view.getUint32(at));
  while (at < bytes.length) {
    const b = bytes[at++]!;
    let items = -1;
    let skip = fixedSize(b);
    if (skip === undefined) {
      if (b >= 0x80 && b <= 0x8f) items = 2 * (b & 0x0f);
      else if (b >= 0x90 && b <= 0x9f) items = b & 0x0f;
      else {
        const width = b === 0xc4 || b === 0xc7 || b === 0xd9 ? 1 : b === 0xc5 || b === 0xc8 || b === 0xda || b === 0xdc || b === 0xde ? 2 : b === 0xc1 ? 0 : 4;
        if (width === 0 || at + width > bytes.length) return false;
        const n = length(width);
        at += width;
        if (b === 0xdc || b === 0xdd) items = n;
        else if (b === 0xde || b === 0xdf) items = 2 * n;
        else skip = n + (b >= 0xc7 && b <= 0xc9 ? 1 : 0);
      }
    }
    if (items > 0) {
      open.push(items);
      if (open.length > limit) return true;
      continue;
    }
    at += skip ?? 0;
    // This value is done: close every map and array it completes.
    while (open.length && --open[open.length - 1]! === 0) open.pop();
  }
  return false;
}
