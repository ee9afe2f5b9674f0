/**
 * The HTTP side of a receiving run: POST bodies go to the session; `GET /report` answers the
 * report so far and `POST /stop` ends the run; other methods get 405. Bad traffic is a finding,
 * never a crash: bodies are capped (413), slow or stalled clients are cut off (408), malformed
 * requests answered 400, and the number of connections served at once is bounded.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Diagnostic } from '../core/diagnostic.js';
import type { ReceiveLimits } from './options.js';
import type { ReceiveSession } from './session.js';

/**
 * Why a run ended: `save-failed` when the --save file could not be written (the receiver's
 * `saveError` says why), `output-failed` when the caller's output could not (the caller says so).
 */
export type StopReason = 'count' | 'duration' | 'stop-request' | 'signal' | 'save-failed' | 'output-failed';

/** What the server needs from the run around it. */
export interface ServerParts {
  session: ReceiveSession;
  limits: ReceiveLimits;
  /** Stop after this many posts. */
  count?: number;
  /** Called once the run should end. */
  requestStop: (reason: StopReason) => void;
  /** The report so far, as the records JSON contract. */
  report: () => string;
}

/** The request a connection is in the middle of, so a timeout can name its arrival and path. */
const current = new WeakMap<Socket, { path: string; cut: boolean }>();

/** Creates the server (not listening yet). */
export function createReceiveServer(parts: ServerParts): Server & { stopping: boolean } {
  const { session, limits } = parts;
  const server = createServer(
    {
      requestTimeout: limits.timeout,
      headersTimeout: Math.min(limits.timeout, 60_000),
      // How often Node looks for requests past their time; fine-grained for short limits.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, limits.timeout / 4)),
      keepAliveTimeout: 5000,
    },
    (req, res) => handle(req, res),
  ) as Server & { stopping: boolean };
  server.stopping = false;
  server.maxConnections = limits.maxConnections;

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const path = req.url ?? '/';
    if (req.method === 'GET' && path === '/report') return answerJson(res, parts.report());
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
    const tooLarge = (): void => {
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
    if (announced > limits.maxBody) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (state.cut) return;
      size += chunk.length;
      if (size > limits.maxBody) {
        chunks.length = 0;
        return tooLarge();
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (state.cut) return;
      current.delete(req.socket);
      if (server.stopping) return answer(res, 503, 'the receiver is stopping');
      session.post(path, req.headers, Buffer.concat(chunks, size)).then(
        (status) => {
          answer(res, status, status === 200 ? '' : status === 413 ? 'body too large: it exceeds the receiver\'s limits; see its report' : 'the record was not accepted; see the receiver\'s report');
          if (parts.count !== undefined && session.posts >= parts.count) parts.requestStop('count');
        },
        () => answer(res, 500, 'internal error'),
      );
    });
    req.on('aborted', () => {
      if (state.cut) return;
      state.cut = true;
      session.problem(path, {
        severity: 'error',
        code: 'receive/bad-request',
        message: `the client closed the connection after ${size} of ${Number.isFinite(announced) ? announced : 'an unknown number of'} body bytes; the body was not read`,
        pointer: '',
      });
    });
  };

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const code = error.code ?? '';
    if (code === 'ECONNRESET' || code === 'EPIPE') return socket.destroy();
    const state = current.get(socket);
    if (state?.cut) return socket.destroy();
    // A hang-up in the middle of a body is reported by the request's own 'aborted' handler.
    if (code === 'HPE_INVALID_EOF_STATE' && state) return socket.destroy();
    const timedOut = code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT';
    if (state) state.cut = true;
    const diagnostic: Diagnostic = timedOut
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

function answer(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) return;
  res.statusCode = status;
  if (text === '') return void res.end();
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text + '\n');
}

function answerJson(res: ServerResponse, json: string): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json');
  res.end(json);
}

/** `HPE_INVALID_METHOD: Invalid method encountered` -> `invalid method encountered`. */
function httpProblem(error: NodeJS.ErrnoException): string {
  const reason = (error as { reason?: unknown }).reason;
  const text = typeof reason === 'string' ? reason : error.message;
  return text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');
}
