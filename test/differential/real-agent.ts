/**
 * The real agent as a test oracle: ../shared/real-agent (agent 5.0.7 with proc-core 1.0.30 and
 * sink-http 1.0.13, and its `run-agent` runner) started offline on a capture file against a
 * deployment folder, with its HTTP sink posting to a counting endpoint on loopback.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
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
  /** Per path, per stream: how many routes delivered it, as the bodies show (./senders.ts); absent where the bodies were not read. */
  senders?: Record<string, Record<string, number>>;
}

/**
 * A runnable copy of the agent package, or why there is none (under CI, where it must run, an exception). Copies of the package can lose its
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
    const why = `the agent does not start here (its Debian runtime packages, named in its README, missing?): ${said.trim().split('\n').pop()}`;
    // CI installs those packages (.ci/run): there an agent that does not start is a failure, not a skip.
    if (process.env.CI) throw new Error(why);
    return { skip: why };
  }
  return { dir };
}

/** One request a sink posted, as received. */
export interface Posted {
  /** The URL path, decoded. */
  path: string;
  /** The TLS version it came over (`TLSv1.3`), or undefined for plain HTTP. */
  tls: string | undefined;
  /** The header lines as sent: [name, value] in order (names as written). */
  headers: [string, string][];
  /** The body exactly as received. */
  body: Buffer;
}

/** TLS material for an HTTPS endpoint (PEM). */
export interface TlsMaterial {
  key: string;
  cert: string;
}

/** Records the requests a sink posts, by path, until closed; over TLS too when given a certificate. */
async function recordingEndpoint(
  tls: TlsMaterial | undefined,
): Promise<{ ports: { http: number; https?: number }; posted: Posted[]; close: () => Promise<void> }> {
  const posted: Posted[] = [];
  const handler = (secure: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    const tlsVersion = secure ? ((req.socket as TLSSocket).getProtocol() ?? 'TLS') : undefined;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: [string, string][] = [];
      for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
      posted.push({ path: decodeURI(req.url ?? '/'), tls: tlsVersion, headers, body: Buffer.concat(chunks) });
      res.end('ok');
    });
  };
  const servers: Server[] = [createServer(handler(false))];
  if (tls) servers.push(createTlsServer({ key: tls.key, cert: tls.cert }, handler(true)));
  for (const server of servers) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const portOf = (server: Server) => (server.address() as AddressInfo).port;
  return {
    ports: { http: portOf(servers[0]!), ...(servers[1] ? { https: portOf(servers[1]) } : {}) },
    posted,
    close: async () => {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}

/** What one run of the agent did, with every request its sinks posted. */
export interface RecordedOutcome extends AgentOutcome {
  requests: Posted[];
}

/**
 * Runs the agent on `pcap` against a copy of the deployment folder `etc` whose sink URLs
 * (`http://127.0.0.1:8080/...`, as the reference runs write them) point at a counting endpoint.
 */
export async function runAgent(agentDir: string, etc: string, pcap: string): Promise<AgentOutcome> {
  const { fatal, posts, logErrors } = await runAgentRecording(agentDir, etc, pcap);
  return { fatal, posts, logErrors };
}

/**
 * As `runAgent`, keeping every request: URLs `http://127.0.0.1:8080/...` reach a recording HTTP
 * endpoint, `https://127.0.0.1:8443/...` one over TLS with the certificate given.
 */
export async function runAgentRecording(agentDir: string, etc: string, pcap: string, tls?: TlsMaterial, conf?: string): Promise<RecordedOutcome> {
  const endpoint = await recordingEndpoint(tls);
  const copy = mkdtempSync(join(tmpdir(), 'agentconf-case-'));
  try {
    cpSync(etc, copy, { recursive: true });
    for (const entry of readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
      const path = join(copy, entry);
      chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644);
      if (!entry.endsWith('.json')) continue;
      let text = readFileSync(path, 'utf8').replaceAll('127.0.0.1:8080', `127.0.0.1:${endpoint.ports.http}`);
      if (endpoint.ports.https !== undefined) text = text.replaceAll('127.0.0.1:8443', `127.0.0.1:${endpoint.ports.https}`);
      writeFileSync(path, text);
    }
    const extra: string[] = [];
    if (conf !== undefined) {
      // run-agent merges this INI into the agent's main config (next to the copy, never inside DIR).
      writeFileSync(`${copy}.ini`, conf);
      extra.push('--conf', `${copy}.ini`);
    }
    const run = spawn(join(agentDir, 'run-agent'), ['--etc', copy, '--pcap', pcap, '--timeout', '40', ...extra], { stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    run.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    await new Promise((resolve) => run.on('close', resolve));
    rmSync(`${copy}.ini`, { force: true });
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { fatal?: boolean; log_errors?: string[] };
    const posts: Record<string, number> = {};
    for (const request of endpoint.posted) posts[request.path] = (posts[request.path] ?? 0) + 1;
    return { fatal: result.fatal === true, posts, logErrors: result.log_errors ?? [], requests: [...endpoint.posted] };
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
