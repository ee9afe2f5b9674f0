/**
 * The agentconf capture, version 1: what `receive --save` writes and `receive --replay` and
 * `agentconf records` read. UTF-8 text, one JSON object a line (NDJSON):
 *
 * 1. the first line is exactly `{"agentconf_capture":1}` (the format and its version);
 * 2. every other line is one request, in arrival order:
 *    `{"received_at":1765893801667,"method":"POST","path":"/flows","headers":[["Content-Type","application/json"],...],"body":"<base64>"}`:
 *    `received_at` in Unix milliseconds, `headers` the request's header lines as sent (names in
 *    their case, in their order, repeats kept), `body` the exact bytes received, base64.
 *
 * Lines, so a run appends one request with one write and a cut file loses at most its last
 * line (which a reader reports); base64, so gzip and msgpack bodies keep every byte; JSON, so
 * `jq` reads it.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
/** The first line of every capture (without its newline). */
export const CAPTURE_HEADER = '{"agentconf_capture":1}';
/** The request as one capture line, with its newline. */
export function captureLine(r) {
    const body = Buffer.from(r.body.buffer, r.body.byteOffset, r.body.byteLength).toString('base64');
    const remote = r.remote !== undefined ? { remote: r.remote } : {};
    return JSON.stringify({ received_at: r.receivedAt, method: r.method, path: r.path, headers: r.headers, ...remote, body }) + '\n';
}
/** `[name, value, name, value, ...]` (Node's `rawHeaders`) as pairs. */
export function headerPairs(raw) {
    const pairs = [];
    for (let i = 0; i + 1 < raw.length; i += 2)
        pairs.push([raw[i], raw[i + 1]]);
    return pairs;
}
/** A capture line read back, or why it is not one. */
export function parseCaptureLine(line) {
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        return 'it is not JSON (a line cut short, or not a capture)';
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return 'it is not a JSON object';
    const v = value;
    if (typeof v.method !== 'string' || typeof v.path !== 'string' || typeof v.body !== 'string')
        return 'it lacks a method, path or body string';
    if (!Array.isArray(v.headers) || !v.headers.every((h) => Array.isArray(h) && h.length === 2 && typeof h[0] === 'string' && typeof h[1] === 'string'))
        return 'its headers are not a list of [name, value] string pairs';
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(v.body) || v.body.length % 4 !== 0)
        return 'its body is not base64';
    return {
        receivedAt: typeof v.received_at === 'number' ? v.received_at : 0,
        method: v.method,
        path: v.path,
        headers: v.headers,
        body: Buffer.from(v.body, 'base64'),
        ...(typeof v.remote === 'string' ? { remote: v.remote } : {}),
    };
}
/** True when the file starts like a capture (false when it cannot be read: its reader says why). */
export function isCaptureFile(file) {
    let fd;
    try {
        fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
        if (!fstatSync(fd).isFile())
            return false;
        const head = Buffer.alloc(CAPTURE_HEADER.length);
        return readSync(fd, head, 0, head.length, 0) === head.length && head.toString('latin1') === CAPTURE_HEADER;
    }
    catch {
        return false;
    }
    finally {
        if (fd !== undefined)
            closeSync(fd);
    }
}
