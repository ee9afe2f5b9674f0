// A digest of a value, for the library attack's checks of input mutation and determinism: equal
// digests mean equal values (own enumerable members, array items and holes, bytes, Map and Set
// entries, -0, lone surrogates), read without calling anything but getters.
import { createHash } from 'node:crypto';

/** Past this many values (a string counts one per 64 characters) a digest is not made: the widest arguments and results go unchecked. */
export const DIGEST_BUDGET = 50_000;

class TooBig extends Error {}

/**
 * The digest of `value`, or undefined when it cannot be read whole: a trap or getter that throws,
 * more than `DIGEST_BUDGET` values. `onString` sees every string of the value.
 */
export function digest(value, onString = () => {}) {
  const hash = createHash('sha256');
  const open = new Set();
  let left = DIGEST_BUDGET;
  const text = (tag, s) => {
    left -= s.length >> 6;
    hash.update(`${tag}${s.length}:`);
    hash.update(s, 'utf16le');
  };
  const walk = (v) => {
    if (--left < 0) throw new TooBig();
    if (typeof v === 'string') {
      onString(v);
      return text('s', v);
    }
    if (typeof v === 'number') return hash.update(Object.is(v, -0) ? 'd-0;' : `d${v};`);
    if (typeof v === 'symbol') return text('y', String(v.description));
    if (typeof v === 'function') return text('f', v.name);
    if (typeof v !== 'object' || v === null) return hash.update(`${typeof v}${String(v)};`);
    if (open.has(v)) return hash.update('cycle;');
    if (ArrayBuffer.isView(v)) {
      hash.update(`b${v.constructor.name}${v.byteLength}:`);
      return hash.update(new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
    }
    open.add(v);
    if (v instanceof Map || v instanceof Set) {
      hash.update(v instanceof Map ? 'M' : 'S');
      for (const entry of v) walk(entry);
    } else if (Array.isArray(v)) {
      if (v.length > left) throw new TooBig();
      hash.update(`[${v.length}`);
      for (let i = 0; i < v.length; i++) i in v ? walk(v[i]) : hash.update('hole;');
    } else {
      hash.update('{');
      for (const key of Object.keys(v)) {
        text('k', key);
        walk(v[key]);
      }
    }
    hash.update(']');
    open.delete(v);
  };
  try {
    walk(value);
    return hash.digest('base64');
  } catch {
    return undefined;
  }
}
