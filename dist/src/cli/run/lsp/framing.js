/**
 * The language server's framing of stdin (`Content-Length: N\r\n\r\n` and N bytes of JSON), in
 * place of vscode-jsonrpc's stream reader, which stops answering for good after a header that lies
 * (`-5`, `abc`, missing, a length shorter or longer than the body, two that differ) and buffers any
 * length it is told. The library's connection is kept; only the bytes are read here:
 * - a header section that cannot be read (no `Content-Length`, one that is not a decimal number,
 *   two that differ, a line with no `:`, more than `MAX_HEADER_BYTES`) is answered with a JSON-RPC
 *   parse error (-32700, id null), and reading starts again at the next `Content-Length:`;
 * - a body that is not JSON (a length shorter than the message) is a parse error too; a body that
 *   holds the next message's header (a length longer than the message) is read again from there;
 * - a length over `MAX_MESSAGE_BYTES` is refused (-32700) and its bytes skipped as they arrive,
 *   never held;
 * - JSON that is no JSON-RPC message (an array, a number, an id that is an object) is an invalid
 *   request (-32600), with its id when it has a usable one.
 * One error is answered per run of unreadable bytes: garbage does not make the server write as
 * much back.
 */
import { AbstractMessageReader } from 'vscode-languageserver/node';
/** The most bytes one message may have: a document at lint's 8 MiB cap, its escapes and room besides. */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
/** The most bytes a header section may have (real ones are under 100). */
const MAX_HEADER_BYTES = 8 * 1024;
/** How many times one pending body is looked at for a length that was too long. */
const LOOKS_PER_BODY = 8;
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const HEADER_START = /content-length[ \t]*:/i;
const NEXT_AFTER_BODY = /[}\]](?=content-length[ \t]*:)/i;
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
/** The length a header section gives, or why it gives none. */
function readHeaders(section) {
    let length;
    for (const line of section.split('\r\n')) {
        const colon = line.indexOf(':');
        const name = colon < 0 ? '' : line.slice(0, colon).trim();
        if (!HEADER_NAME.test(name))
            return { error: 'a header line is not "Name: value"' };
        if (name.toLowerCase() !== 'content-length')
            continue;
        const value = line.slice(colon + 1).trim();
        if (!/^\d{1,15}$/.test(value))
            return { error: `the Content-Length is not a number of bytes (${JSON.stringify(value.slice(0, 20))})` };
        const n = Number(value);
        if (length !== undefined && length !== n)
            return { error: 'two Content-Length headers that differ' };
        length = n;
    }
    return length === undefined ? { error: 'the header has no Content-Length' } : { length };
}
/** Why a parsed value is no JSON-RPC message, and the id to answer with; undefined when it is one. */
function notAMessage(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return { why: Array.isArray(value) ? 'a batch (LSP sends one message at a time)' : 'not an object', id: null };
    const m = value;
    const id = typeof m.id === 'number' || typeof m.id === 'string' ? m.id : null;
    if ('id' in m && m.id !== null && id === null)
        return { why: 'its id is neither a number nor a string', id: null };
    if ('method' in m && typeof m.method !== 'string')
        return { why: 'its method is not a string', id };
    if (!('method' in m) && !('id' in m))
        return { why: 'it has neither a method nor an id', id: null };
    if ('params' in m && (m.params === null || typeof m.params !== 'object'))
        return { why: 'its params are neither an object nor an array', id };
    return undefined;
}
/** Reads LSP messages from `input`; `answer` writes an error back (through the connection's writer). */
export class FramedReader extends AbstractMessageReader {
    input;
    answer;
    chunks = [];
    buffered = 0;
    /** The length of the body being read, once its header was. */
    bodyLength;
    looks = 0;
    /** Bytes of a refused message still to skip. */
    skipping = 0;
    lastSkipped = '';
    /** Reading starts again at the next `Content-Length:` (after an unreadable header or body). */
    resync = false;
    /** An error was answered since the last message read: the bytes up to the next are not answered again. */
    quiet = false;
    callback;
    constructor(input, answer) {
        super();
        this.input = input;
        this.answer = answer;
    }
    listen(callback) {
        this.callback = callback;
        const data = (chunk) => this.onData(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
        const end = () => this.fireClose();
        const error = (e) => this.fireError(e);
        this.input.on('data', data);
        this.input.on('end', end);
        this.input.on('close', end);
        this.input.on('error', error);
        return {
            dispose: () => {
                this.input.off('data', data);
                this.input.off('end', end);
                this.input.off('close', end);
                this.input.off('error', error);
            },
        };
    }
    fail(code, message, id = null) {
        if (this.quiet && id === null)
            return;
        this.quiet = true;
        this.answer({ jsonrpc: '2.0', id, error: { code, message } });
    }
    /** The first `n` buffered bytes, as one buffer (the chunks stay, joined when `n` spans several). */
    peek(n) {
        if (this.buffered === 0)
            return Buffer.alloc(0);
        if (this.chunks[0].length < n)
            this.chunks = [Buffer.concat(this.chunks, this.buffered)];
        return this.chunks[0].subarray(0, n);
    }
    /** Removes the first `n` buffered bytes and returns them. */
    take(n) {
        const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.buffered);
        const out = all.subarray(0, n);
        const rest = all.subarray(n);
        this.chunks = rest.length ? [rest] : [];
        this.buffered = rest.length;
        return out;
    }
    /** Puts bytes back in front (the next message found inside a body). */
    unshift(bytes) {
        if (bytes.length === 0)
            return;
        this.chunks.unshift(bytes);
        this.buffered += bytes.length;
    }
    onData(chunk) {
        if (this.skipping > 0) {
            // A length that lied (99999999999999, then ordinary messages): the next header after the end
            // of a JSON value ends the skip, so the server is not deaf for as many bytes as it was told.
            // The last byte skipped is looked at with this chunk: the end of a value and the header may arrive apart.
            const text = this.lastSkipped + chunk.toString('latin1');
            const found = text.search(NEXT_AFTER_BODY);
            const next = found < 0 ? -1 : found + 1 - this.lastSkipped.length;
            const ends = next >= 0 && next < this.skipping;
            const skipped = ends ? next : Math.min(this.skipping, chunk.length);
            this.skipping = ends ? 0 : this.skipping - skipped;
            this.lastSkipped = skipped > 0 ? String.fromCharCode(chunk[skipped - 1]) : this.lastSkipped;
            chunk = chunk.subarray(skipped);
        }
        if (chunk.length === 0)
            return;
        const before = this.buffered;
        this.chunks.push(chunk);
        this.buffered += chunk.length;
        if (this.bodyLength !== undefined && this.buffered < this.bodyLength) {
            this.lookForNextHeader(chunk, before);
            if (this.bodyLength !== undefined && this.buffered < this.bodyLength)
                return;
        }
        this.drain();
    }
    drain() {
        for (;;) {
            if (this.bodyLength === undefined) {
                if (this.buffered === 0 || (this.resync && !this.findHeaderStart()))
                    return;
                const head = this.peek(Math.min(this.buffered, MAX_HEADER_BYTES + 4)).toString('latin1');
                const end = head.indexOf('\r\n\r\n');
                if (end < 0) {
                    if (this.buffered <= MAX_HEADER_BYTES)
                        return;
                    this.badHeader(`a header section longer than ${MAX_HEADER_BYTES} bytes`);
                    continue;
                }
                const read = readHeaders(head.slice(0, end));
                if ('error' in read) {
                    this.badHeader(`cannot read the message header: ${read.error}`, end + 4);
                    continue;
                }
                this.take(end + 4);
                if (read.length > MAX_MESSAGE_BYTES) {
                    this.fail(PARSE_ERROR, `a message of ${read.length} bytes is larger than the ${MAX_MESSAGE_BYTES} the server reads; it is skipped`);
                    // What is buffered goes through the skip as later bytes do (it may hold the next message).
                    this.skipping = read.length;
                    this.lastSkipped = '';
                    const rest = this.take(this.buffered);
                    if (rest.length > 0)
                        this.onData(rest);
                    return;
                }
                this.bodyLength = read.length;
                this.looks = 0;
            }
            if (this.buffered < this.bodyLength)
                return;
            const body = this.take(this.bodyLength);
            this.bodyLength = undefined;
            this.deliver(body);
        }
    }
    /** Answers a header that cannot be read and looks for the next one past `skip` bytes (the section, or its first byte). */
    badHeader(why, skip = 1) {
        this.fail(PARSE_ERROR, why);
        this.take(skip);
        this.resync = true;
    }
    /** Drops bytes up to the next `Content-Length:`; false when none is buffered yet (a tail that may start one is kept). */
    findHeaderStart() {
        const text = this.take(this.buffered).toString('latin1');
        const at = text.search(HEADER_START);
        if (at < 0) {
            const keep = Math.min(text.length, 20);
            this.unshift(Buffer.from(text.slice(text.length - keep), 'latin1'));
            return false;
        }
        this.unshift(Buffer.from(text.slice(at), 'latin1'));
        this.resync = false;
        return true;
    }
    /**
     * While a body is pending: whether the bytes so far hold a whole JSON message followed by the next
     * header (its length was too long). Looked for only in what just arrived, a few times per body.
     */
    lookForNextHeader(chunk, before) {
        if (this.looks >= LOOKS_PER_BODY)
            return;
        const at = chunk.toString('latin1').search(HEADER_START);
        if (at < 0)
            return;
        const all = this.peek(this.buffered);
        const cut = before + at;
        this.looks++;
        let value;
        try {
            value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(all.subarray(0, cut)));
        }
        catch {
            return;
        }
        const length = this.bodyLength;
        this.take(cut);
        this.bodyLength = undefined;
        const id = notAMessage(value) === undefined ? (value.id ?? null) : null;
        this.fail(INVALID_REQUEST, `the Content-Length said ${length} bytes, the message has ${cut}`, id);
        this.quiet = false;
    }
    deliver(body) {
        let value;
        try {
            value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
        }
        catch {
            this.fail(PARSE_ERROR, 'the message is not JSON in UTF-8 (or its Content-Length is wrong)');
            // A length longer than the message swallowed the next one's header: read again from there.
            const text = body.toString('latin1');
            const next = text.slice(1).search(HEADER_START);
            if (next >= 0)
                this.unshift(body.subarray(next + 1));
            this.resync = true;
            return;
        }
        const wrong = notAMessage(value);
        if (wrong !== undefined) {
            this.fail(INVALID_REQUEST, `not a JSON-RPC message: ${wrong.why}`, wrong.id);
            return;
        }
        this.quiet = false;
        this.callback?.(value);
    }
}
