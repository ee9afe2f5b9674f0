/**
 * The HTTP side of a receiving run: POST bodies go to the session; `GET /report` answers the
 * report so far and `POST /stop` ends the run; other methods get 405. Bad traffic is a finding,
 * never a crash: bodies are capped (413), slow or stalled clients are cut off (408), malformed
 * requests answered 400, and the number of connections served at once is bounded: past the
 * limit, the connection that has sent nothing for longest is cut to make room, so slow clients
 * cannot shut out new ones, nor GET /report and POST /stop.
 */
import { createServer } from 'node:http';
import { headerPairs } from './capture-format.js';
/** The request a connection is in the middle of, so a timeout can name its arrival and path. */
const current = new WeakMap();
/** Creates the server (not listening yet). */
export function createReceiveServer(parts) {
    const { session, limits } = parts;
    const server = createServer({
        requestTimeout: limits.timeout,
        headersTimeout: Math.min(limits.timeout, 60_000),
        // How often Node looks for requests past their time; fine-grained for short limits.
        connectionsCheckingInterval: Math.max(50, Math.min(1000, limits.timeout / 4)),
        keepAliveTimeout: 5000,
    }, (req, res) => handle(req, res));
    server.stopping = false;
    const room = makeRoom(limits.maxConnections, (socket, idle) => {
        const state = current.get(socket);
        if (state)
            state.cut = true;
        else
            current.set(socket, { path: '<connection>', cut: true });
        session.problem(state?.path ?? '<connection>', {
            severity: 'error',
            code: 'receive/timeout',
            message: `the client was cut off to make room: ${limits.maxConnections} connections were open (the limit), and it had sent nothing new for ${(idle / 1000).toFixed(1)} s, the longest of them`,
            pointer: '',
        });
    });
    server.on('connection', (socket) => room.opened(socket));
    const handle = (req, res) => {
        room.heard(req.socket);
        const path = req.url ?? '/';
        if (req.method === 'GET' && path === '/report')
            return answerJson(res, parts.report());
        if (req.method === 'POST' && path === '/stop') {
            req.resume();
            answerJson(res, parts.report());
            parts.requestStop('stop-request');
            return;
        }
        if (server.stopping) {
            req.resume();
            return answer(res, 503, 'the receiver is stopping');
        }
        if (req.method !== 'POST') {
            req.resume();
            session.problem(path, {
                severity: 'warning',
                code: 'receive/method',
                message: `a ${req.method} request arrived; the HTTP sink only posts (GET /report and POST /stop are the receiver's own)`,
                pointer: '',
            });
            res.setHeader('Allow', 'POST');
            return answer(res, 405, 'only POST is accepted');
        }
        const state = { path, cut: false };
        current.set(req.socket, state);
        const tooLarge = () => {
            state.cut = true;
            session.problem(path, {
                severity: 'error',
                code: 'receive/too-large',
                message: `the body is larger than ${limits.maxBody} bytes (the body-size limit); it was not read`,
                pointer: '',
            });
            res.setHeader('Connection', 'close');
            answer(res, 413, 'body too large');
            res.on('finish', () => req.destroy());
        };
        const announced = Number(req.headers['content-length']);
        if (announced > limits.maxBody)
            return tooLarge();
        const chunks = [];
        let size = 0;
        req.on('data', (chunk) => {
            room.heard(req.socket);
            if (state.cut)
                return;
            size += chunk.length;
            if (size > limits.maxBody) {
                chunks.length = 0;
                return tooLarge();
            }
            chunks.push(chunk);
        });
        req.on('end', () => {
            if (state.cut)
                return;
            current.delete(req.socket);
            if (server.stopping)
                return answer(res, 503, 'the receiver is stopping');
            room.busy(req.socket, true);
            session
                .post(path, req.headers, Buffer.concat(chunks, size), {
                method: req.method ?? 'POST',
                headers: headerPairs(req.rawHeaders),
                ...(req.socket.remoteAddress !== undefined ? { remote: req.socket.remoteAddress } : {}),
            })
                .then((status) => {
                room.busy(req.socket, false);
                answer(res, status, status === 200
                    ? ''
                    : status === 413
                        ? "body too large: it exceeds the receiver's limits; see its report"
                        : "the record was not accepted; see the receiver's report");
                if (parts.count !== undefined && session.posts >= parts.count)
                    parts.requestStop('count');
            }, () => {
                room.busy(req.socket, false);
                answer(res, 500, 'internal error');
            });
        });
        req.on('aborted', () => {
            if (state.cut)
                return;
            state.cut = true;
            session.problem(path, {
                severity: 'error',
                code: 'receive/bad-request',
                message: `the client closed the connection after ${size} of ${Number.isFinite(announced) ? announced : 'an unknown number of'} body bytes; the body was not read`,
                pointer: '',
            });
        });
    };
    server.on('clientError', (error, socket) => {
        const code = error.code ?? '';
        if (code === 'ECONNRESET' || code === 'EPIPE')
            return socket.destroy();
        const state = current.get(socket);
        if (state?.cut)
            return socket.destroy();
        // A hang-up in the middle of a body is reported by the request's own 'aborted' handler.
        if (code === 'HPE_INVALID_EOF_STATE' && state)
            return socket.destroy();
        const timedOut = code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT';
        if (state)
            state.cut = true;
        const diagnostic = timedOut
            ? {
                severity: 'error',
                code: 'receive/timeout',
                message: `the client did not send its whole request within ${limits.timeout / 1000} s; it was cut off`,
                pointer: '',
            }
            : code === 'HPE_INVALID_EOF_STATE'
                ? { severity: 'error', code: 'receive/bad-request', message: 'the client closed the connection before its request was complete', pointer: '' }
                : { severity: 'error', code: 'receive/bad-request', message: `the request is not well-formed HTTP (${httpProblem(error)})`, pointer: '' };
        session.problem(state?.path ?? '<connection>', diagnostic);
        if (socket.writable) {
            const status = timedOut ? '408 Request Timeout' : '400 Bad Request';
            socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
        }
        socket.destroySoon();
    });
    return server;
}
/**
 * Open connections, with the time each last brought a request or body bytes. A new connection past `max` cuts the
 * one idle longest among those not being answered (`cut` is told first); when every one is
 * being answered, the new one is closed.
 */
function makeRoom(max, cut) {
    const open = new Map();
    return {
        opened(socket) {
            if (open.size >= max) {
                let oldest;
                for (const entry of open)
                    if (!entry[1].busy && (oldest === undefined || entry[1].heard < oldest[1].heard))
                        oldest = entry;
                if (oldest === undefined)
                    return void socket.destroy();
                cut(oldest[0], Date.now() - oldest[1].heard);
                open.delete(oldest[0]);
                oldest[0].destroy();
            }
            const entry = { heard: Date.now(), busy: false };
            open.set(socket, entry);
            socket.once('close', () => open.delete(socket));
        },
        /** The socket brought a request or body bytes (the HTTP parser takes the socket's bytes, so its 'data' is not seen). */
        heard(socket) {
            const entry = open.get(socket);
            if (entry)
                entry.heard = Date.now();
        },
        busy(socket, busy) {
            const entry = open.get(socket);
            if (entry)
                entry.busy = busy;
        },
    };
}
function answer(res, status, text) {
    if (res.headersSent)
        return;
    res.statusCode = status;
    if (text === '')
        return void res.end();
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(text + '\n');
}
function answerJson(res, json) {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json');
    res.end(json);
}
/** `HPE_INVALID_METHOD: Invalid method encountered` -> `invalid method encountered`. */
function httpProblem(error) {
    const reason = error.reason;
    const text = typeof reason === 'string' ? reason : error.message;
    return text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');
}
