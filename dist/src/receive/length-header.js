/**
 * Agent 5.0.7 posts a legacy-socket record as two requests: its `{"length":N}` header (JSON text
 * ending in a newline, or a msgpack map), then the record (FIELD-FACTS, run). A body that is a
 * length header and nothing else is held until the next body on the same path, and the two are
 * judged as one payload, so the judge checks N against the record as a socket reader would.
 */
import { decode } from '@msgpack/msgpack';
import { isPlainObject } from '../core/value.js';
/** A length header is a dozen bytes; anything longer is a record (or something else). */
const MAX_HEADER_BYTES = 64;
/** True when the decoded body is one `{"length":N}` header and nothing else. */
export function isLoneLengthHeader(payload) {
    if (payload.length === 0 || payload.length > MAX_HEADER_BYTES)
        return false;
    let value;
    try {
        value = payload[0] === 0x7b ? JSON.parse(Buffer.from(payload).toString('utf8')) : decode(payload);
    }
    catch {
        return false;
    }
    if (!isPlainObject(value))
        return false;
    const keys = Object.keys(value);
    return keys.length === 1 && keys[0] === 'length' && Number.isInteger(value.length) && value.length >= 0;
}
