/** A Prism mock (the real @stoplight/prism-cli) of an OpenAPI document, on a free loopback port. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { repoRoot } from '../support/paths.js';

export interface Mock {
  /** The origin it listens on, once it says so. */
  ready: Promise<string>;
  stop: () => void;
}

/** Starts Prism on a free loopback port (`-p 0`); `ready` resolves when it says where it listens. */
export function startPrism(document: string, dynamic: boolean): Mock {
  const cli = join(repoRoot, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
  const args = [cli, 'mock', '--host', '127.0.0.1', '--port', '0', '--errors', ...(dynamic ? ['--dynamic', '--seed', 'agentconf'] : []), document];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  const ready = new Promise<string>((resolve, reject) => {
    // Its log is read to the end (a full pipe would stall it), and kept only until it listens.
    let output = '';
    let listening = false;
    const read = (chunk: Buffer) => {
      if (listening) return;
      output = (output + chunk.toString('utf8')).slice(-10_000);
      const origin = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (origin) {
        listening = true;
        resolve(origin);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`prism exited (${code}) before listening:\n${output.slice(-2000)}`)));
  });
  return { ready, stop };
}

/** Prism serves the paths at its root: the integrator's base path is left out of what is sent. */
export const sentPath = (url: string) => {
  const { pathname, search } = new URL(url, 'http://base.invalid');
  return pathname.replace(/^\/api\/v2\/integrator(?=\/)/, '') + search;
};

/** A mock for the tests of the enclosing `describe`: started before them, stopped after; the function gives its origin once started. */
export function prismDuring(document: string, dynamic: boolean): () => string {
  let mock: Mock | undefined;
  let origin = '';
  beforeAll(async () => {
    mock = startPrism(document, dynamic);
    origin = await mock.ready;
  }, 180_000);
  afterAll(() => mock?.stop());
  return () => origin;
}
