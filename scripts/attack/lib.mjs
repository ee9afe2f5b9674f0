// Library attack: every exported function of every entry, called with hostile values by a pool of
// child processes, each with a bounded heap and a batch of calls (lib-child.mjs). A call past the
// CPU or wall-time limit is a hang; a child that dies is a crash, and its batch goes on in a new
// child after the call that killed it.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { watch } from './watch.mjs';

const entries = ['dist/index.js', 'dist/records.js', 'dist/records-stream.js', 'dist/api.js', 'dist/src/deploy/index.js'];
const limits = { cpu: 30, wall: 300 };
const heapMb = 1024;

/** Runs calls `from` to `to` of one batch in a child; resolves with the calls made, findings, slow calls and where it stopped. */
function batch(root, { entry, seed, from, to }) {
  return new Promise((resolve) => {
    const child = fork(join(root, 'scripts/attack/lib-child.mjs'), [join(root, entry), String(seed), String(from), String(to)], {
      execArgv: [`--max-old-space-size=${heapMb}`, '--stack-size=984'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const findings = [];
    const slow = [];
    let calls = 0;
    let last = from - 1;
    let current = '(loading the entry)';
    let ended = false;
    let killed = false;
    let stderr = '';
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
    const watcher = watch(child, limits, (what) => {
      killed = true;
      findings.push({ what, desc: current });
      child.kill('SIGKILL');
    });
    child.on('message', (m) => {
      if (m.type === 'call') {
        calls++;
        last = m.i;
        current = m.desc;
        watcher.restart();
      } else if (m.type === 'finding') findings.push({ what: m.what, desc: m.desc });
      else if (m.type === 'slow') slow.push({ cpuMs: m.cpuMs, desc: m.desc });
      else if (m.type === 'end') ended = true;
    });
    child.on('exit', (code, signal) => {
      watcher.stop();
      if (!ended && !killed && code !== 3) {
        const said = stderr.trim().split('\n').slice(-3).join(' | ').slice(0, 300);
        findings.push({ what: `crash: exit ${code ?? signal}: ${said}`, desc: current });
      }
      resolve({ calls, findings: findings.map((f) => ({ ...f, entry })), slow, resumeAt: ended ? undefined : last + 1 });
    });
  });
}

/**
 * Makes `calls` calls (in batches of `perBatch`, round the entries) with `jobs` children at a time;
 * no batch starts after `deadline`.
 */
export async function attackLibrary(root, { quick, log, deadline = Infinity, jobs = 2 }) {
  const calls = quick ? 1000 : 105_000;
  const perBatch = quick ? 200 : 3000;
  const queue = [];
  for (let b = 0; queue.length * perBatch < calls; b++) {
    for (const [n, entry] of entries.entries()) queue.push({ entry, seed: 1000 * n + b, from: 0, to: perBatch });
  }
  const batches = queue.length;
  const summary = { calls: 0, findings: [], slowest: [] };
  let done = 0;
  const worker = async () => {
    for (let job = queue.shift(); job && Date.now() < deadline; job = queue.shift()) {
      const r = await batch(root, job);
      summary.calls += r.calls;
      summary.findings.push(...r.findings);
      summary.slowest = [...summary.slowest, ...r.slow].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 10);
      for (const f of r.findings) log(`  finding: ${f.what} <- ${f.desc}`);
      if (r.resumeAt !== undefined && r.calls > 0 && r.resumeAt < job.to) queue.unshift({ ...job, from: r.resumeAt });
      else done++;
      log(
        `library ${job.entry} seed ${job.seed} calls ${job.from}-${job.to}: ${r.calls} made, ${r.findings.length} findings (${done}/${batches} batches, ${summary.calls} calls)`,
      );
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  return summary;
}
