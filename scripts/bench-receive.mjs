// The `agentconf receive` figures (issue 23's table): posts per second sustained with validation,
// against a bare node:http server that reads each body, gunzips it when it is gzip and parses it
// (what any endpoint that reads the records does before checking them), in interleaved rounds
// (who goes first alternates), each ratio the median of the rounds' ratios, with and without
// NODE_EXTRA_CA_CERTS; the load client is its own process (scripts/receive-load.mjs) over
// loopback; JSON and gzip bodies; the server's CPU time (user + system, from /proc, over the timed
// posts only) per post beside posts per second; the receiver's memory (RSS, and peak) over 100k
// posts. Every server ends by POST /stop or kill.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './schemas.mjs';
import { before, cli, environments } from './bench-env.mjs';

const node = process.execPath;
const load = join(root, 'scripts', 'receive-load.mjs');

/**
 * A server (CommonJS, for `node -e`) that reads each body, gunzips it when the request says gzip,
 * runs `handle` on it (a statement with `body`, a Buffer, in scope) and answers 200; `setUp` runs
 * once before it listens.
 */
const server = (setUp, handle) => `
const http = require('node:http');
const { gunzipSync } = require('node:zlib');
${setUp}
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let body = Buffer.concat(chunks);
    if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
    ${handle}
    res.end();
  });
});
server.listen(0, '127.0.0.1', () => process.stderr.write('listening on http://127.0.0.1:' + server.address().port + '/\\nstop with\\n'));
`;

// The bare server parses the JSON: what any HTTP endpoint that reads the records costs before
// checking them.
const bare = server('', "JSON.parse(body.toString('utf8'));");

// The floor of receive's rows: the bare server judging each body with agentconf's records library
// (judgePayload, each event into one RecordReport: validation, divergences, stream rules), with
// none of receive's own work (request paths, devices, capture, live findings, limits, the report
// endpoint). receive can go no faster than this.
const floor = server(
  `const { judgePayload, RecordReport } = require(${JSON.stringify(join(root, 'dist', 'records-stream.js'))});
const report = new RecordReport('/flows');
const take = (events) => { for (const event of events) report.add(event); };`,
  'judgePayload(body, { gzip: false, onEvents: take });',
);

/** Spawns a server process and resolves with its port once it prints its listening line. */
function startServer(args, env = process.env) {
  const child = spawn(node, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, NO_COLOR: '1' } });
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

// Clock ticks a second, the unit of /proc/PID/stat's times.
const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * CPU time (user + system, ms) a process has spent so far, every thread, from /proc (Linux, in
 * clock ticks: 10 ms at most, against the seconds of a timed run); NaN elsewhere.
 */
function cpuTime(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces), from the third: utime is the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
  } catch {
    return NaN;
  }
}

async function stopReceiver(server) {
  await fetch(`http://127.0.0.1:${server.port}/stop`, { method: 'POST' });
  const ended = await server.ended;
  const report = JSON.parse(ended.stdout);
  return report.summary;
}

const postsPerSecond = (r) => r.posts / r.seconds;

/** The load client's figures of `posts` posts to `server`, and the server's CPU time over them, ms. */
async function timedLoad(server, posts, concurrency, gzip) {
  const cpu = cpuTime(server.child.pid);
  const result = await runLoad(server.port, posts, concurrency, gzip);
  return { ...result, cpu: cpuTime(server.child.pid) - cpu };
}

/**
 * Posts/s and the server's CPU time of one server (the bare one, `agentconf receive`, or the
 * build before) after the same 1,000 warm-up posts.
 */
async function serverRun(which, env, posts, concurrency, gzip) {
  if (which === 'bare' || which === 'floor') {
    const b = await startServer(['-e', which === 'bare' ? bare : floor], env);
    await runLoad(b.port, 1000, concurrency, gzip);
    const result = await timedLoad(b, posts, concurrency, gzip);
    b.child.kill();
    await b.ended;
    return result;
  }
  const r = await startServer([which === 'before' ? before : cli, 'receive', '--port', '0', '--format', 'json'], env);
  await runLoad(r.port, 1000, concurrency, gzip);
  const result = await timedLoad(r, posts, concurrency, gzip);
  const summary = await stopReceiver(r);
  if (summary.records !== posts + 1000 || summary.errors !== 0)
    throw new Error(`receive counted ${summary.records} records, ${summary.errors} errors, of ${posts} posts`);
  return result;
}

/**
 * One row: posts/s and server CPU time per post of the bare server and of `agentconf receive`
 * (and of the build before, with BENCH_BEFORE), in turn (the order reversed every other round),
 * `rounds` rounds in each environment (interleaved too): per environment, each side's medians and
 * the medians of the rounds' ratios to the bare server: `ratio` (posts/s, X / bare) and
 * `cpuRatio` (CPU per post, bare / X: above 1 when X spends less CPU a post).
 */
async function throughput(posts, concurrency, gzip, rounds) {
  const envs = environments();
  const servers = ['bare', 'floor', 'receive', ...(before ? ['before'] : [])];
  const samples = Object.fromEntries(Object.keys(envs).map((e) => [e, Object.fromEntries(servers.map((s) => [s, []]))]));
  for (let i = 0; i < rounds; i++) {
    for (const [e, env] of Object.entries(envs)) {
      const order = i % 2 === 0 ? servers : [...servers].reverse();
      for (const which of order) {
        const r = await serverRun(which, env, posts, concurrency, gzip);
        samples[e][which].push({ rate: postsPerSecond(r), cpu: r.cpu / r.posts });
      }
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const side = (s, which) => ({
    rate: median(s[which].map((x) => x.rate)),
    cpu: median(s[which].map((x) => x.cpu)),
    ratio: median(s[which].map((x, i) => x.rate / s.bare[i].rate)),
    cpuRatio: median(s[which].map((x, i) => s.bare[i].cpu / x.cpu)),
  });
  return Object.fromEntries(Object.entries(samples).map(([e, s]) => [e, Object.fromEntries(servers.map((which) => [which, side(s, which)]))]));
}

/** Fewer posts and one round: a developer's check, not a figure to quote. */
export const quickReceive = { posts: 10_000, memoryPosts: 40_000, rounds: 1 };

export async function benchReceive({ posts = 20_000, memoryPosts = 100_000, concurrency = 8, rounds = 3 } = {}) {
  console.log(
    `\nagentconf receive (flow records of about 1.3 KB, load client in its own process, ${concurrency} requests in flight, keep-alive, loopback) against a bare node:http server that reads, gunzips and parses each body (${rounds} interleaved rounds of ${posts.toLocaleString('en')} posts, each after 1,000 warm-up posts; medians; the server's CPU time, user + system, over the timed posts; aim >= 0.9x in posts/s and in CPU a post, JSON and gzip)`,
  );
  for (const gzip of [false, true]) {
    const label = gzip ? 'gzip JSON' : 'JSON';
    console.log(`  ${label}`);
    for (const [e, x] of Object.entries(await throughput(posts, concurrency, gzip, rounds))) {
      const rate = (r) => `${Math.round(r).toLocaleString('en').padStart(7)} posts/s`;
      const us = (ms) => `${(ms * 1000).toFixed(1).padStart(5)} us CPU a post`;
      const side = (y) => `${rate(y.rate)}, ${us(y.cpu)}`;
      console.log(
        `    ${e.padEnd(28)} receive ${side(x.receive)}   bare server ${side(x.bare)}   ${x.receive.ratio.toFixed(2)}x the bare server's posts/s, ${x.receive.cpuRatio.toFixed(2)}x in CPU a post (the bare server's / receive's; medians of rounds)` +
          (x.before ? `   before: ${side(x.before)}, ${x.before.ratio.toFixed(2)}x, ${x.before.cpuRatio.toFixed(2)}x in CPU` : ''),
      );
      console.log(
        `    ${''.padEnd(28)} the floor (the bare server judging each body with judgePayload into one RecordReport, nothing of receive's own) ${side(x.floor)}   ${x.floor.ratio.toFixed(2)}x the bare server's posts/s, ${x.floor.cpuRatio.toFixed(2)}x in CPU a post`,
      );
    }
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

// Run alone: node scripts/bench-receive.mjs [--quick]
if (import.meta.url === `file://${process.argv[1]}`) await benchReceive(process.argv.includes('--quick') ? quickReceive : {});
