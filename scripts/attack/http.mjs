// HTTP attack on `agentconf receive`: slow loris, huge, gzip-bomb and deep msgpack bodies, many
// distinct keys, many connections, and /report and /stop under load. Checks: every request
// answered in time, the process alive with a bounded peak RSS, no stack trace in its output.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { FORBIDDEN } from './values.mjs';

/** One request; resolves with its status, or 0 for no answer within `timeoutMs`. */
function post(port, path, body, headers = {}, timeoutMs = 20_000) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      resolve(0);
    });
    req.on('error', () => resolve(-1));
    req.end(body);
  });
}

const peakRss = (pid) => {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  } catch {
    return 0;
  }
};

export async function attackReceive(root, { quick, log }) {
  const child = spawn(process.execPath, ['--max-old-space-size=256', `${root}/dist/cli/agentconf.cjs`, 'receive', '--port', '0', '--timeout', '5'], {
    env: { PATH: process.env.PATH, NO_COLOR: '1' },
  });
  let out = '';
  child.stdout.on('data', (d) => (out = (out + d).slice(-5_000_000)));
  child.stderr.on('data', (d) => (out = (out + d).slice(-5_000_000)));
  const port = await new Promise((resolve) => {
    const look = () => {
      const m = /127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
      else setTimeout(look, 100);
    };
    look();
  });
  const findings = [];
  let requests = 0;
  const expect = async (what, promise, ok) => {
    const status = await promise;
    requests++;
    if (!ok(status)) findings.push({ what: `${what}: status ${status}` });
    return status;
  };
  const record = JSON.stringify({ type: 'agent_status', agent_version: '5.0.7' }) + '\n';

  // Slow loris: 300 connections that send half a request and wait; /report and a post must still be answered.
  const slow = Array.from({ length: 300 }, () => {
    const s = connect(port, '127.0.0.1', () => s.write('POST /x HTTP/1.1\r\nHost: x\r\n'));
    s.on('error', () => {});
    return s;
  });
  await new Promise((r) => setTimeout(r, 1000));
  await expect('a post beside 300 slow connections', post(port, '/ok', record), (s) => s === 200);
  await expect('/report beside 300 slow connections', post(port, '/report', ''), (s) => s > 0 && s < 500);
  for (const s of slow) s.destroy();
  log('receive: slow loris done');

  // Bodies: too big, a gzip bomb, deep msgpack, a body of tiny records past the per-body cap.
  await expect('a 20 MiB body', post(port, '/big', Buffer.alloc(20 * 1024 * 1024, 0x20)), (s) => s === 413 || s === -1);
  await expect(
    'a gzip bomb',
    post(port, '/bomb', gzipSync(Buffer.from('{"type":"global_stats"}\n'.repeat(3_000_000))), { 'content-encoding': 'gzip' }),
    (s) => s === 413,
  );
  await expect(
    'deep msgpack',
    post(port, '/deep', Buffer.alloc(5_000_000, 0x91), { 'content-type': 'application/msgpack' }),
    (s) => s === 413 || s === 400 || s === 200,
  );
  await expect('8 MB of {} lines', post(port, '/tiny', Buffer.from('{}\n'.repeat(2_700_000))), (s) => s > 0);
  log('receive: big bodies done');

  // Many posts with distinct long keys, and control characters in paths and keys, many at once.
  const posts = quick ? 2000 : 30_000;
  for (let i = 0; i < posts; i += 50) {
    await Promise.all(
      Array.from({ length: 50 }, (_, j) => {
        const key = `k${i + j}`.padEnd(900, 'x') + '\u001b[2K\u202e';
        const path = `/p${(i + j) % 7}%0A%1B[1A::error::${'y'.repeat(300)}`;
        return expect('a post with a distinct key', post(port, path, JSON.stringify({ type: 'agent_status', [key]: '\u2028' }) + '\n'), (s) => s === 200);
      }),
    );
  }
  log(`receive: ${posts} distinct-key posts done`);

  // Many connections at once.
  await Promise.all(Array.from({ length: 600 }, () => expect('one of 600 concurrent posts', post(port, '/many', record), (s) => s === 200 || s === -1)));

  const rss = peakRss(child.pid);
  await expect('/stop', post(port, '/stop', ''), (s) => s > 0 && s < 500);
  const code = await new Promise((resolve) => {
    const timer = setTimeout(() => (child.kill('SIGKILL'), resolve('killed: no end after /stop')), 30_000);
    child.on('exit', (c, sig) => (clearTimeout(timer), resolve(c ?? sig)));
  });
  if (code !== 0 && code !== 1) findings.push({ what: `receive ended with ${code}` });
  if (rss > 600 * 1024 * 1024) findings.push({ what: `peak RSS ${Math.round(rss / 1048576)} MiB` });
  if (/\n\s+at .+:\d+:\d+\)?\n/.test(out) || /internal error/i.test(out)) findings.push({ what: 'stack trace or internal error in receive output' });
  const bad = out.split('\n').find((line) => FORBIDDEN.test(line));
  if (bad !== undefined) findings.push({ what: 'control character from input in receive output', detail: JSON.stringify(bad.slice(0, 200)) });
  return { requests: requests + slow.length, findings, peakRssMiB: Math.round(rss / 1048576) };
}
