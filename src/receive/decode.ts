/** One payload's bytes -> one value, as JSON or msgpack. Never throws. */
import type { BodyFormat } from './encoding.js';

export type Decoded = { ok: true; value: unknown } | { ok: false; problem: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes a whole payload in the given format. */
export function decodePayload(bytes: Uint8Array, format: BodyFormat): Decoded {
  if (format === 'msgpack') return { ok: false, problem: 'msgpack is not readable yet' };
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, problem: 'it is not valid UTF-8' };
  }
  if (text.trim() === '') return { ok: false, problem: 'it is empty' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
}
