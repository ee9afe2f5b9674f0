// The `agentconf receive` figures: posts per second sustained with validation, against a bare
// node:http server that only reads each body (the baseline, measured in the same run, in turn);
// the load client is its own process (scripts/receive-load.mjs) over loopback; JSON and gzip
// bodies; the receiver's memory (RSS) over 100k posts. Every server ends by POST /stop or kill.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './schemas.mjs';

const node = process.execPath;
const cli = join(root, 'dist', 'cli', 'agentconf.cjs');
const load = join(root, 'scripts', 'receive-load.mjs');

// A server that reads each body and answers 200: what any HTTP endpoint costs before checking.
const bare = `
const http = require('node:http');
const server = http.createServer((req, res) => { req.on('data', () => {}); req.on('end', () => res.end()); });
server.listen(0, '127.0.0.1', () => process.stderr.write('listening on http://127.0.0.1:' + server.address().port + '/\\nstop with\\n'));
`;

/** Spawns a server process and resolves with its port once it prints its listening line. */
function startServer(args) {
  const child = spawn(node, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (t) => (stdout += t));
  const ended = new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
  return new Promise((resolve, reject) => {
    child.stderr.setEncoding('utf8').on('data', (t) => {
      stderr += t;
      const port = /listening on http:\/\/[^\s]+:(\d+)\//.exec(stderr)?.[1];
      if (port && stderr.includes('stop with')) resolve({ child, port: Number(port), ended });
    });
    ended.then((e) => reject(new Error(`server exited early: ${e.stderr}`)));
  });
}

/** Runs the load client process to the end; resolves with its figures. */
function runLoad(port, count, concurrency, gzip) {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [load, String(port), String(count), String(concurrency), gzip ? '1' : '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (t) => (out += t));
    child.on('close', (status) => (status === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load client exited ${status}`))));
  });
}

/** Resident and peak memory of a process, from /proc (Linux); undefined elsewhere. */
function memory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

const mb = (m) => (m === undefined ? 'n/a' : `${m.toFixed(1)} MB`);
const rate = (r) =>
  Math.round(r.posts / r.seconds)
    .toLocaleString('en')
    .padStart(7);

async function stopReceiver(server) {
  await fetch(`http://127.0.0.1:${server.port}/stop`, { method: 'POST' });
  const ended = await server.ended;
  const report = JSON.parse(ended.stdout);
  return report.summary;
}

/** One figure: posts/s of the bare server and of `agentconf receive`, in turn, median of `rounds`. */
async function throughput(posts, concurrency, gzip, rounds) {
  const samples = { bare: [], receive: [] };
  for (let i = 0; i < rounds; i++) {
    // Each server gets the same 1,000 warm-up posts before it is measured.
    const b = await startServer(['-e', bare]);
    await runLoad(b.port, 1000, concurrency, gzip);
    samples.bare.push(await runLoad(b.port, posts, concurrency, gzip));
    b.child.kill();
    await b.ended;
    const r = await startServer([cli, 'receive', '--port', '0', '--format', 'json']);
    await runLoad(r.port, 1000, concurrency, gzip);
    const result = await runLoad(r.port, posts, concurrency, gzip);
    const summary = await stopReceiver(r);
    if (summary.records !== posts + 1000 || summary.errors !== 0)
      throw new Error(`receive counted ${summary.records} records, ${summary.errors} errors, of ${posts} posts`);
    samples.receive.push(result);
  }
  const median = (xs) => [...xs].sort((a, b) => a.posts / a.seconds - b.posts / b.seconds)[Math.floor(xs.length / 2)];
  return { bare: median(samples.bare), receive: median(samples.receive) };
}

export async function benchReceive({ posts = 20_000, memoryPosts = 100_000, concurrency = 8, rounds = 3 } = {}) {
  console.log(
    `\nagentconf receive (flow records of about 1.3 KB, load client in its own process, ${concurrency} requests in flight, keep-alive, loopback; median of ${rounds} rounds of ${posts.toLocaleString('en')} posts, each after 1,000 warm-up posts)`,
  );
  for (const gzip of [false, true]) {
    const { bare: b, receive: r } = await throughput(posts, concurrency, gzip, rounds);
    const label = gzip ? 'gzip JSON' : 'JSON     ';
    console.log(
      `  ${label}  receive ${rate(r)} posts/s   bare node:http server ${rate(b)} posts/s   (${(r.posts / r.seconds / (b.posts / b.seconds)).toFixed(2)}x)`,
    );
  }
  const server = await startServer([cli, 'receive', '--port', '0', '--format', 'json']);
  await runLoad(server.port, 1000, concurrency, false);
  const steps = [memory(server.child.pid)];
  let seconds = 0;
  for (let i = 0; i < 4; i++) {
    seconds += (await runLoad(server.port, memoryPosts / 4, concurrency, false)).seconds;
    steps.push(memory(server.child.pid));
  }
  const summary = await stopReceiver(server);
  const rss = steps.map((m) => mb(m?.rss)).join(' -> ');
  console.log(
    `  memory over ${memoryPosts.toLocaleString('en')} posts (${Math.round(memoryPosts / seconds).toLocaleString('en')} posts/s, ${summary.records.toLocaleString('en')} records counted)`,
  );
  console.log(`    RSS after 1,000 warm-up posts, then every ${(memoryPosts / 4).toLocaleString('en')}: ${rss} (peak ${mb(steps.at(-1)?.peak)})`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReceive();
