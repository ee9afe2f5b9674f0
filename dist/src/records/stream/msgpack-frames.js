/**
 * msgpack values one after another (with or without msgpack `{"length":N}` headers). A scanner
 * that keeps its state across chunks finds where each value ends (it reads only headers and
 * skips payloads), so each byte is looked at once however a value is split into chunks; only
 * complete values are decoded, once.
 */
import { DecodeError, Decoder } from '@msgpack/msgpack';
import { problem } from './frames.js';
import { byteSize } from '../../core/bytes.js';
import { MAX_DEPTH } from '../../core/parse/index.js';
/** Where the decoder stopped: @msgpack/msgpack keeps it in `pos` (a field its types mark private). */
const positionOf = (decoder) => decoder.pos;
/** Bytes after the type byte that a header holds (lengths and counts), by type byte; fixed types have none. */
function headerBytes(type) {
    switch (type) {
        case 0xc4:
        case 0xd9:
            return 1; // bin8, str8
        case 0xc5:
        case 0xda:
        case 0xdc:
        case 0xde:
            return 2; // bin16, str16, array16, map16
        case 0xc6:
        case 0xdb:
        case 0xdd:
        case 0xdf:
            return 4; // bin32, str32, array32, map32
        case 0xc7:
            return 2; // ext8: length, type
        case 0xc8:
            return 3; // ext16
        case 0xc9:
            return 5; // ext32
        default:
            return 0;
    }
}
/** Payload bytes of a type with a fixed size (numbers, fixext), after its type byte. */
function fixedPayload(type) {
    if (type === 0xcc || type === 0xd0)
        return 1;
    if (type === 0xcd || type === 0xd1)
        return 2;
    if (type === 0xca || type === 0xce || type === 0xd2)
        return 4;
    if (type === 0xcb || type === 0xcf || type === 0xd3)
        return 8;
    if (type >= 0xd4 && type <= 0xd8)
        return 1 + (1 << (type - 0xd4)); // fixext: its type, then 1..16 bytes
    return 0;
}
const readLength = (header, from, size) => {
    let n = 0;
    for (let k = 0; k < size; k++)
        n = n * 256 + header[from + k];
    return n;
};
/**
 * Members an object may gain one by one (as the decoder adds a map's entries) before V8 turns it
 * into a dictionary: `{}` holds 4 in place and 12 more in its property store.
 */
const FAST_MEMBERS = 16;
/**
 * `value` with every object of more members than {@link FAST_MEMBERS} copied into one whose
 * members V8 keeps in fast mode. The decoder builds a map's object member by member, and V8
 * keeps such an object of many members as a dictionary: every read of a member is a hash lookup
 * and every `for...in` lists and sorts the names anew (the validators' unknown-member loops),
 * which made checking a decoded flow record three times slower than one from JSON.parse, with
 * garbage to match. A spread copy has the same members in the same order.
 */
function withFastMembers(value) {
    if (typeof value !== 'object' || value === null)
        return value;
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++)
            value[i] = withFastMembers(value[i]);
        return value;
    }
    // Binary (Uint8Array), timestamps (Date) and ext data are left as the decoder made them.
    if (Object.getPrototypeOf(value) !== Object.prototype)
        return value;
    const node = value;
    const keys = Object.keys(node);
    for (let i = 0; i < keys.length; i++) {
        const member = node[keys[i]];
        if (typeof member === 'object' && member !== null)
            node[keys[i]] = withFastMembers(member);
    }
    return keys.length > FAST_MEMBERS ? { ...node } : node;
}
/** A value nests maps and arrays deeper than {@link MAX_DEPTH}: refused before it is decoded. */
class TooDeep extends Error {
}
/**
 * Scans msgpack structure byte by byte across chunks: the items still owed by each open map or
 * array (so how deep the value nests), how many payload bytes to skip.
 */
class MsgpackScanner {
    /** Items (values, map keys and values) still owed by each open map and array, outermost first; empty between values. */
    open = [];
    /** Payload bytes still to skip (a string, binary, ext or number body). */
    skip = 0;
    /** The header being read: its type byte and the length bytes so far. */
    header = [];
    headerSize = 0;
    /**
     * Scans `chunk` from `from` until the current value ends: the index after its last byte, or -1
     * when the chunk ends first; throws a DecodeError for a byte that begins no msgpack type, and
     * TooDeep for a value nested past MAX_DEPTH.
     */
    scan(chunk, from) {
        let i = from;
        const n = chunk.length;
        while (i < n) {
            if (this.skip > 0) {
                const take = Math.min(this.skip, n - i);
                this.skip -= take;
                i += take;
                if (this.skip === 0 && this.valueDone())
                    return i;
                continue;
            }
            if (this.header.length > 0) {
                this.header.push(chunk[i++]);
                if (this.header.length === this.headerSize + 1 && this.finishHeader())
                    return i;
                continue;
            }
            const type = chunk[i++];
            let done;
            if (type <= 0x7f || type >= 0xe0 || type === 0xc0 || type === 0xc2 || type === 0xc3)
                done = this.valueDone();
            else if (type <= 0x8f)
                done = this.openItems(2 * (type & 0x0f));
            else if (type <= 0x9f)
                done = this.openItems(type & 0x0f);
            else if (type <= 0xbf)
                done = this.skipBytes(type & 0x1f);
            else if (type === 0xc1)
                throw new DecodeError('Unrecognized type byte: 0xc1');
            else if (headerBytes(type) > 0) {
                this.header = [type];
                this.headerSize = headerBytes(type);
                done = false;
            }
            else
                done = this.skipBytes(fixedPayload(type));
            if (done)
                return i;
        }
        return -1;
    }
    /** A map or array of `items` begins; true when that ends the top-level value (an empty one at the top). */
    openItems(items) {
        if (items === 0)
            return this.valueDone();
        this.open.push(items);
        if (this.open.length > MAX_DEPTH)
            throw new TooDeep();
        return false;
    }
    skipBytes(size) {
        this.skip = size;
        return size === 0 && this.valueDone();
    }
    /** A value ended: it pays one item of its map or array, which may end in turn. True when the top-level value ended. */
    valueDone() {
        const open = this.open;
        while (open.length > 0) {
            if (--open[open.length - 1] > 0)
                return false;
            open.pop();
        }
        return true;
    }
    finishHeader() {
        const [type] = this.header;
        const header = this.header;
        this.header = [];
        if (type === 0xdc || type === 0xdd)
            return this.openItems(readLength(header, 1, this.headerSize));
        if (type === 0xde || type === 0xdf)
            return this.openItems(2 * readLength(header, 1, this.headerSize));
        if (type >= 0xc7 && type <= 0xc9)
            return this.skipBytes(readLength(header, 1, this.headerSize - 1));
        return this.skipBytes(readLength(header, 1, this.headerSize)); // str, bin
    }
}
export class MsgpackFramer {
    limits;
    /** The bytes of the unfinished value, from earlier chunks. */
    parts = [];
    partsSize = 0;
    /** Stream offset of the first byte not yet decoded (the unfinished value's start). */
    base = 0;
    dead = false;
    scanner = new MsgpackScanner();
    decoder = new Decoder();
    constructor(limits) {
        this.limits = limits;
    }
    push(chunk) {
        if (this.dead || chunk.length === 0)
            return [];
        const frames = [];
        // Find where the last value that ends in this chunk ends.
        let complete = 0;
        let broken;
        try {
            for (let at = 0; at < chunk.length;) {
                const end = this.scanner.scan(chunk, at);
                if (end < 0)
                    break;
                complete = at = end;
            }
        }
        catch (error) {
            if (error instanceof TooDeep)
                return this.tooDeep(frames, complete > 0 ? this.decodeRegion(chunk, complete, frames) : true);
            broken = error instanceof Error ? error.message : String(error);
        }
        if (complete > 0 && !this.decodeRegion(chunk, complete, frames))
            return frames;
        if (broken !== undefined)
            return this.fail(frames, broken);
        const rest = chunk.subarray(complete);
        if (rest.length) {
            this.parts.push(rest);
            this.partsSize += rest.length;
        }
        if (this.partsSize > this.limits.maxRecordBytes) {
            frames.push(problem('record/too-large', `a msgpack record at byte ${this.base} is larger than ${byteSize(this.limits.maxRecordBytes)}, more than any agent record; the rest of the stream cannot be framed`, this.base, true));
            this.dead = true;
            this.parts = [];
        }
        return frames;
    }
    end() {
        if (this.dead || this.partsSize === 0)
            return [];
        const at = this.base;
        this.parts = [];
        return [problem('record/truncated', `the stream ends inside a msgpack record that starts at byte ${at}; the records before it were judged`, at)];
    }
    /** Decodes the kept parts and `chunk` up to `complete`: the values that end there. */
    decodeRegion(chunk, complete, frames) {
        const region = this.parts.length ? Buffer.concat([...this.parts, chunk.subarray(0, complete)]) : chunk.subarray(0, complete);
        this.parts = [];
        this.partsSize = 0;
        return this.decode(region, frames);
    }
    tooDeep(frames, decoded) {
        if (!decoded)
            return frames;
        frames.push(problem('parse/too-deep', `a msgpack record at byte ${this.base} nests maps and arrays more than ${MAX_DEPTH} levels deep, deeper than any agent record; it was not decoded, and the rest of the stream cannot be framed`, this.base, true));
        this.dead = true;
        this.parts = [];
        return frames;
    }
    /** Decodes complete values, one frame each; false (with a fatal problem) when one cannot be decoded. */
    decode(region, frames) {
        let done = 0;
        try {
            for (const value of this.decoder.decodeMulti(region)) {
                const end = positionOf(this.decoder);
                frames.push({ kind: 'value', value: withFastMembers(value), offset: this.base + done, size: end - done });
                done = end;
            }
        }
        catch (error) {
            this.base += done;
            this.fail(frames, error instanceof DecodeError || error instanceof Error ? error.message : String(error));
            return false;
        }
        this.base += done;
        return true;
    }
    fail(frames, reason) {
        frames.push(problem('record/framing', `the msgpack stream is broken at byte ${this.base} (${reason}); the records before it were judged`, this.base, true));
        this.dead = true;
        this.parts = [];
        return frames;
    }
}
