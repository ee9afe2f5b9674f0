/**
 * `receive --replay FILE` and `agentconf records FILE` on a capture: each saved request goes, in
 * order, through the same session as a live one (body opened by its headers, length headers
 * paired, judged, checked against the deployment), so a replay gives the live run's report.
 * The file is read a chunk at a time and each line is bounded, so a capture of any size (or a
 * file that is no capture) takes bounded memory.
 */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { ioMessage } from '../core/io-message.js';
import { RecordReport } from '../records/stream/index.js';
import { CAPTURE_HEADER, parseCaptureLine } from './capture-format.js';
import { defaultLimits } from './options.js';
import { sessionFor } from './index.js';
/** Replays a capture file; never throws for a bad file. */
export async function replayCapture(file, options = {}, onFindings) {
    const limits = { ...defaultLimits, ...options.limits };
    const session = sessionFor(options, limits, undefined, onFindings);
    const own = new RecordReport(file, {
        ...(options.maxProblems !== undefined ? { maxProblems: options.maxProblems } : {}),
        ...(options.levels !== undefined ? { levels: options.levels } : {}),
    });
    let ioFailed = false;
    const problem = (code, message) => own.addProblem({ severity: 'error', code, message, pointer: '' });
    // base64 takes 4 bytes for 3; the rest of a line (headers) is bounded by Node's 16 KiB of headers.
    const maxLine = Math.ceil(limits.maxBody / 3) * 4 + 1024 * 1024;
    let lineNo = 0;
    // Opened once, without blocking, and judged by its descriptor: a FIFO put in its place is refused,
    // not waited on.
    let handle;
    try {
        handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
    }
    catch (error) {
        problem('io/read', `cannot read ${file}: ${ioMessage(error)}`);
        return { results: [own.result()], posts: 0, ioFailed: true };
    }
    if (!(await handle.stat()).isFile()) {
        await handle.close();
        problem('io/read', `cannot read ${file}: it is not a regular file; agentconf reads only regular files (and - for stdin)`);
        return { results: [own.result()], posts: 0, ioFailed: true };
    }
    const take = async (line) => {
        lineNo++;
        if (lineNo === 1) {
            if (line === CAPTURE_HEADER)
                return true;
            problem('io/read', `${file} is not an agentconf capture: its first line is not ${CAPTURE_HEADER}`);
            ioFailed = true;
            return false;
        }
        if (line === '')
            return true;
        const request = parseCaptureLine(line);
        if (typeof request === 'string') {
            problem('record/framing', `line ${lineNo} of the capture is not a request: ${request}; it was skipped`);
            return true;
        }
        if (request.method !== 'POST') {
            session.problem(request.path, {
                severity: 'warning',
                code: 'receive/method',
                message: `a ${request.method} request arrived; the HTTP sink only posts (GET /report and POST /stop are the receiver's own)`,
                pointer: '',
            });
            return true;
        }
        const body = Buffer.from(request.body.buffer, request.body.byteOffset, request.body.byteLength);
        if (body.length > limits.maxBody) {
            session.problem(request.path, {
                severity: 'error',
                code: 'receive/too-large',
                message: `the body is larger than ${limits.maxBody} bytes (the body-size limit); it was not read`,
                pointer: '',
            });
            return true;
        }
        await session.post(request.path, headersOf(request.headers), body, {
            method: request.method,
            headers: request.headers,
            ...(request.remote !== undefined ? { remote: request.remote } : {}),
        });
        return true;
    };
    try {
        const last = await eachLine(handle, maxLine, take, () => problem('receive/too-large', `a line after line ${lineNo} of the capture is longer than ${maxLine} bytes (more than a body of --max-body); it was skipped`));
        if (last !== undefined) {
            // A line without its newline: a run killed while saving cut it, unless it is whole.
            if (typeof parseCaptureLine(last) !== 'string')
                await take(last);
            else
                problem('record/truncated', `the capture ends inside line ${lineNo + 1}, which was cut short (a run killed while saving); it was skipped`);
        }
    }
    catch (error) {
        problem('io/read', `cannot read ${file}: ${ioMessage(error)}`);
        ioFailed = true;
    }
    if (lineNo === 0 && !ioFailed) {
        problem('io/read', `${file} is empty: an agentconf capture starts with the line ${CAPTURE_HEADER}`);
        ioFailed = true;
    }
    session.finish();
    const mine = own.result();
    return { results: [...(mine.diagnostics.length ? [mine] : []), ...session.reports.results()], posts: session.posts, ioFailed };
}
/**
 * Calls `take` with each complete line (without its newline) in order, until it answers false;
 * a line longer than `max` is skipped, and `tooLong` told. Resolves with the text after the
 * last newline, when there is some.
 */
async function eachLine(handle, max, take, tooLong) {
    let parts = [];
    let size = 0;
    let skipping = false;
    for await (const chunk of handle.createReadStream({ highWaterMark: 1024 * 1024 })) {
        for (let at = 0; at < chunk.length;) {
            const nl = chunk.indexOf(0x0a, at);
            const end = nl === -1 ? chunk.length : nl;
            if (!skipping && size + end - at > max) {
                skipping = true;
                parts = [];
                tooLong();
            }
            if (!skipping) {
                parts.push(chunk.subarray(at, end));
                size += end - at;
            }
            if (nl === -1)
                break;
            if (!skipping && !(await take(Buffer.concat(parts, size).toString('utf8'))))
                return undefined;
            skipping = false;
            parts = [];
            size = 0;
            at = nl + 1;
        }
    }
    return skipping || size === 0 ? undefined : Buffer.concat(parts, size).toString('utf8');
}
/** Header pairs as Node's `IncomingHttpHeaders`: names lower-cased, repeats joined by `, ` (the first kept for those that take one value). */
function headersOf(pairs) {
    const single = new Set(['content-type', 'content-length', 'content-encoding', 'host', 'user-agent', 'authorization']);
    const headers = {};
    for (const [name, value] of pairs) {
        const key = name.toLowerCase();
        if (headers[key] === undefined)
            headers[key] = value;
        else if (!single.has(key))
            headers[key] += `, ${value}`;
    }
    return headers;
}
