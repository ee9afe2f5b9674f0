/**
 * The real agent as a test oracle: ../shared/real-agent (agent 5.0.7 with proc-core 1.0.30 and
 * sink-http 1.0.13, and its `run-agent` runner) started offline on a capture file against a
 * deployment folder, with its HTTP sink posting to a counting endpoint on loopback.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What one run of the agent did. */
export interface AgentOutcome {
  /** It stopped on an error (run-agent's `fatal`). */
  fatal: boolean;
  /** Requests received, by URL path. */
  posts: Record<string, number>;
  /** The log lines run-agent picked out as errors. */
  logErrors: string[];
}

/**
 * A runnable copy of the agent package, or why there is none. Copies of the package can lose its
 * library symlinks (each becomes a small file holding the target's name): the copy restores them.
 */
export function prepareAgent(packageDir: string): { dir: string } | { skip: string } {
  const dir = mkdtempSync(join(tmpdir(), 'agentconf-real-agent-'));
  for (const part of ['bin', 'lib', 'share', 'pcaps', 'run-agent']) cpSync(join(packageDir, part), join(dir, part), { recursive: true });
  const lib = join(dir, 'lib');
  for (const name of readdirSync(lib)) {
    const path = join(lib, name);
    if (lstatSync(path).isSymbolicLink() || statSync(path).size > 255) continue;
    const target = readFileSync(path, 'utf8').trim();
    if (/^[\w.+-]+$/.test(target) && target !== name && readdirSync(lib).includes(target)) {
      rmSync(path);
      symlinkSync(target, path);
    }
  }
  for (const part of ['bin/netifyd', 'run-agent']) chmodSync(join(dir, part), 0o755);
  const check = spawnSync(join(dir, 'bin', 'netifyd'), ['-V'], { encoding: 'utf8', timeout: 10_000 });
  const said = `${check.stdout ?? ''}${check.stderr ?? ''}`;
  if (!said.includes('Netify Agent/5.0.7')) {
    rmSync(dir, { recursive: true, force: true });
    return { skip: `the agent does not start here (its Debian runtime packages, named in its README, missing?): ${said.trim().split('\n').pop()}` };
  }
  return { dir };
}

/** Counts the requests a sink posts, by path, until closed. */
async function countingEndpoint(): Promise<{ port: number; posts: Record<string, number>; close: () => Promise<void> }> {
  const posts: Record<string, number> = {};
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = decodeURI(req.url ?? '/');
      posts[path] = (posts[path] ?? 0) + 1;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, posts, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Runs the agent on `pcap` against a copy of the deployment folder `etc` whose sink URLs
 * (`http://127.0.0.1:8080/...`, as the reference runs write them) point at a counting endpoint.
 */
export async function runAgent(agentDir: string, etc: string, pcap: string): Promise<AgentOutcome> {
  const endpoint = await countingEndpoint();
  const copy = mkdtempSync(join(tmpdir(), 'agentconf-case-'));
  try {
    cpSync(etc, copy, { recursive: true });
    for (const entry of readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
      const path = join(copy, entry);
      chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644);
      if (!entry.endsWith('.json')) continue;
      const text = readFileSync(path, 'utf8');
      writeFileSync(path, text.replaceAll('127.0.0.1:8080', `127.0.0.1:${endpoint.port}`));
    }
    const run = spawn(join(agentDir, 'run-agent'), ['--etc', copy, '--pcap', pcap, '--timeout', '40'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    run.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    await new Promise((resolve) => run.on('close', resolve));
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { fatal?: boolean; log_errors?: string[] };
    return { fatal: result.fatal === true, posts: { ...endpoint.posts }, logErrors: result.log_errors ?? [] };
  } finally {
    await endpoint.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Runs `work` on every item, at most `limit` at a time, results in input order. */
export async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
