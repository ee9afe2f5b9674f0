// Runs each case folder (CASE/etc, CASE/DESCRIPTION, optional CASE/DELAY) through the real
// agent (run-agent), posting to a local endpoint of its own, and writes CASE/agent.json: exit,
// fatal, posts by path (the request target as received, query included), the log errors, and per
// path the headers that tell how a post was sent (Authorization, Content-Type, Content-Encoding).
// usage: node record-runs.mjs AGENT_DIR PCAP PARALLEL CASE...
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const [agentDir, pcap, parallel, ...caseDirs] = process.argv.slice(2);

async function runCase(dir) {
  // DELAY: `MS PATH`: requests to PATH are answered MS milliseconds late (the others at once).
  const [delayMs, delayPath] = existsSync(join(dir, 'DELAY')) ? readFileSync(join(dir, 'DELAY'), 'utf8').trim().split(/\s+/) : ['0', ''];
  const posts = {};
  const seen = {};
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    posts[path] = (posts[path] ?? 0) + 1;
    const h = req.headers;
    seen[path] ??= Object.fromEntries(['authorization', 'content-type', 'content-encoding', 'x-site'].filter((n) => h[n] !== undefined).map((n) => [n, h[n]]));
    req.resume();
    req.on('end', () => setTimeout(() => res.end('ok'), path === delayPath ? Number(delayMs) : 0).unref());
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const port = server.address().port;
  const copy = mkdtempSync(join(tmpdir(), 'model-case-'));
  try {
    cpSync(join(dir, 'etc'), copy, { recursive: true });
    for (const entry of readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
      const path = join(copy, entry);
      if (statSync(path).isFile() && entry.endsWith('.json')) writeFileSync(path, readFileSync(path, 'utf8').replaceAll('127.0.0.1:8080', `127.0.0.1:${port}`));
    }
    const run = spawn(join(agentDir, 'run-agent'), ['--etc', copy, '--pcap', pcap, '--timeout', '40'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    run.stdout.setEncoding('utf8').on('data', (c) => (stdout += c));
    await new Promise((r) => run.on('close', r));
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
    const name = basename(dir);
    const log = (result.log_errors ?? []).map((l) => l.replaceAll(String(port), '8080').replace(/netifyd\[\d+\]/, 'netifyd'));
    const outcome = {
      name,
      description: readFileSync(join(dir, 'DESCRIPTION'), 'utf8').trim(),
      exit: result.exit,
      fatal: result.fatal === true,
      ...(result.timed_out ? { timed_out: true } : {}),
      posts: Object.fromEntries(Object.entries(posts).sort()),
      headers: Object.fromEntries(Object.entries(seen).sort()),
      log: [...new Set(log)].slice(0, 12),
    };
    writeFileSync(join(dir, 'agent.json'), `${JSON.stringify(outcome, null, 1)}\n`);
    return outcome;
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    rmSync(copy, { recursive: true, force: true });
  }
}

let next = 0;
await Promise.all(
  Array.from({ length: Number(parallel) }, async () => {
    while (next < caseDirs.length) {
      const o = await runCase(caseDirs[next++]);
      console.log(JSON.stringify({ name: o.name, fatal: o.fatal, posts: o.posts, log: o.log.slice(0, 3) }));
    }
  }),
);
