/**
 * One run of the real agent on a generated deployment: the folder is written to a temporary
 * copy whose sink URLs name this run's own recorder port, run-agent runs it with a hard time
 * limit, and the recorder counts the posts by URL path (query left off) and reads their bodies for
 * who sent them (test/differential/senders.ts). Every temporary folder is removed, whatever happens.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentOutcome } from '../../test/differential/real-agent.js';
import { sendersOf, type PostedBody } from '../../test/differential/senders.js';
import { PORT_PLACEHOLDER, writeDeployment, type Deployment } from './model.js';

/** What one run did: the harness's outcome, and whether run-agent had to kill the agent. */
export interface RunOutcome extends AgentOutcome {
  timedOut: boolean;
  exit: number;
}

/** Runs the agent in `agentDir` (a prepared copy) on `deployment` with the capture `pcap`, killed after `timeout` seconds. */
export async function runDeployment(agentDir: string, deployment: Deployment, pcap: string, timeout = 20): Promise<RunOutcome> {
  const posts: Record<string, number> = {};
  const bodies: PostedBody[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      let decoded = path;
      try {
        decoded = decodeURIComponent(path);
      } catch {
        // keep the raw path
      }
      posts[decoded] = (posts[decoded] ?? 0) + 1;
      bodies.push({ path: decoded, body: Buffer.concat(chunks) });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const dir = mkdtempSync(join(tmpdir(), 'agentconf-fuzz-'));
  try {
    const etc = join(dir, 'etc');
    writeDeployment(deployment, etc);
    for (const name of readdirSync(etc)) {
      if (!name.endsWith('.json')) continue;
      const path = join(etc, name);
      writeFileSync(path, readFileSync(path, 'utf8').replaceAll(PORT_PLACEHOLDER, `127.0.0.1:${port}`));
    }
    const run = spawn(join(agentDir, 'run-agent'), ['--etc', etc, '--pcap', pcap, '--timeout', String(timeout)], {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, TMPDIR: dir },
    });
    let stdout = '';
    run.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    await new Promise((resolve) => run.on('close', resolve));
    let result: { exit?: number; fatal?: boolean; timed_out?: boolean; log_errors?: string[] } = {};
    try {
      result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
    } catch {
      result = { fatal: true, log_errors: [`run-agent said: ${stdout.slice(0, 200)}`] };
    }
    // Posts still in flight when the agent ended.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const logErrors = (result.log_errors ?? []).map((l) =>
      l
        .replace(/netifyd\[\d+\]/g, 'netifyd[N]')
        .replaceAll(dir, 'TEMP')
        .replaceAll(agentDir, 'AGENT')
        .replaceAll(`127.0.0.1:${port}`, PORT_PLACEHOLDER),
    );
    return {
      exit: result.exit ?? -1,
      fatal: result.fatal === true,
      timedOut: result.timed_out === true,
      posts: { ...posts },
      senders: sendersOf(bodies),
      logErrors,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}
