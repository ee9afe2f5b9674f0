/** Runs the real `agentconf receive` on a free loopback port and talks to it over HTTP. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { bin, repo } from '../support/cli.js';

/** An HTTP answer. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** What the command printed and how it ended. */
export interface Ended {
  stdout: string;
  stderr: string;
  status: number | null;
}

export interface Running {
  port: number;
  /** The first status lines (stderr) up to the listening line. */
  banner: string;
  send(method: string, path: string, body?: Buffer | string, headers?: Record<string, string | number>): Promise<Answer>;
  /** POSTs a JSON value: application/json, gzip when asked. */
  postJson(path: string, value: unknown, options?: { gzip?: boolean; headers?: Record<string, string> }): Promise<Answer>;
  /** Resolves when the process exits. */
  ended: Promise<Ended>;
  /** Sends a signal and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<Ended>;
}

/**
 * Starts `agentconf receive --port 0 ...args` (in `cwd`, the repository by default) and waits
 * for its listening line; `node` holds options for Node itself (a heap cap); the process is
 * killed after `killAfterMs`.
 */
export function startReceive(args: string[], node: string[] = [], killAfterMs = 25_000, cwd = repo): Promise<Running> {
  const child = spawn(process.execPath, [...node, bin, 'receive', '--port', '0', ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (t: string) => (stdout += t));
  child.stderr.setEncoding('utf8');
  const ended = new Promise<Ended>((resolve) => child.on('close', (status) => resolve({ stdout, stderr, status })));
  const killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  ended.then(() => clearTimeout(killer));
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (t: string) => {
      stderr += t;
      const port = /listening on http:\/\/[^\s]+:(\d+)\//.exec(stderr)?.[1];
      if (port === undefined || !stderr.includes('stop with')) return;
      const send = (method: string, path: string, body?: Buffer | string, headers: Record<string, string | number> = {}) =>
        httpRequest(Number(port), method, path, body, headers);
      resolve({
        port: Number(port),
        banner: stderr,
        send,
        postJson: async (path, value, options = {}) => {
          const { gzipSync } = await import('node:zlib');
          const text = Buffer.from(JSON.stringify(value));
          const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
          if (options.gzip) headers['Content-Encoding'] = 'gzip';
          return send('POST', path, options.gzip ? gzipSync(text) : text, headers);
        },
        ended,
        kill: (signal = 'SIGINT') => {
          child.kill(signal);
          return ended;
        },
      });
    });
    ended.then((e) => reject(new Error(`receive exited (${e.status}) before listening: ${e.stderr}`)));
  });
}

/** One request with exactly the given headers (Content-Length added for a body). */
export function httpRequest(
  port: number,
  method: string,
  path: string,
  body?: Buffer | string,
  headers: Record<string, string | number> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const bytes = body === undefined ? undefined : Buffer.from(body);
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: { ...(bytes ? { 'Content-Length': bytes.length } : {}), ...headers }, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (t: string) => (text += t));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

/** The records JSON contract, as far as these tests read it. */
export interface RecordsReport {
  results: {
    file: string;
    counts?: { records: number; types: Record<string, number> };
    diagnostics: { severity: string; code: string; message: string; pointer: string; record: number | null }[];
  }[];
  summary: { files: number; records: number; invalid: number; errors: number; warnings: number; types: Record<string, number> };
}

/** Every diagnostic of a report, flat, with its file. */
export function findings(report: RecordsReport): { file: string; severity: string; code: string; message: string; pointer: string; record: number | null }[] {
  return report.results.flatMap((r) => r.diagnostics.map((d) => ({ file: r.file, ...d })));
}

/** The valid sample record of a record type, from fixtures/records. */
export function sampleRecord(type: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../fixtures/records/${type}/valid/sample.json`, import.meta.url), 'utf8'));
}
