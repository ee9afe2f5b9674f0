// Library attack: every exported function of every entry, called with hostile values, in child
// processes with a bounded heap; a call that takes longer than the per-call timeout is a hang.
import { fork } from 'node:child_process';
import { join } from 'node:path';

const entries = ['dist/index.js', 'dist/records.js', 'dist/records-stream.js', 'dist/api.js', 'dist/src/deploy/index.js'];

/** Runs one batch; resolves with its calls and findings. */
function batch(root, entry, seed, count, { callTimeoutMs, heapMb }) {
  return new Promise((resolve) => {
    const child = fork(join(root, 'scripts/attack/lib-child.mjs'), [join(root, entry), String(seed), String(count)], {
      execArgv: [`--max-old-space-size=${heapMb}`, '--stack-size=984'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const findings = [];
    let calls = 0;
    let current = '';
    let timer;
    let stderr = '';
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        findings.push({ what: `hang: no answer in ${callTimeoutMs / 1000} s`, desc: current });
        child.kill('SIGKILL');
      }, callTimeoutMs);
    };
    child.on('message', (m) => {
      if (m.type === 'call') {
        calls++;
        current = m.desc;
        arm();
      } else if (m.type === 'finding') findings.push({ what: m.what, desc: m.desc });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0 && !findings.some((f) => f.what.startsWith('hang'))) {
        findings.push({ what: `crash: exit ${code ?? signal}: ${stderr.trim().split('\n').slice(-3).join(' | ').slice(0, 300)}`, desc: current });
      }
      resolve({ calls, findings: findings.map((f) => ({ ...f, entry })) });
    });
    arm();
  });
}

export async function attackLibrary(root, { quick, log, deadline = Infinity }) {
  const perBatch = quick ? 200 : 2000;
  const batches = quick ? 2 : deadline === Infinity ? 11 : 1000;
  let calls = 0;
  const findings = [];
  // Batches go round the entries, so a run cut short by its deadline still covers every entry.
  for (let b = 0; b < batches; b++) {
    for (const entry of entries) {
      if (Date.now() > deadline) break;
      const size = quick || deadline === Infinity ? perBatch : 500;
      const r = await batch(root, entry, 1000 * entries.indexOf(entry) + b, size, { callTimeoutMs: 60_000, heapMb: 1024 });
      calls += r.calls;
      findings.push(...r.findings);
      for (const f of r.findings) log(`  finding: ${f.what} <- ${f.desc}`);
      log(`library ${entry} batch ${b + 1}/${batches}: ${r.calls} calls, ${r.findings.length} findings`);
    }
  }
  return { calls, findings };
}
