// One timed run of a Node process for `npm run bench`: its wall time as this process sees it, and
// its CPU time and peak memory as the process itself reports them at exit (scripts/bench-usage.cjs,
// preloaded), so the rows can give CPU time beside wall time from the same rounds. Preloading a
// file costs a start 1.5-3 ms (as much for an empty one): where that weighs on a ratio, the wall
// time is taken from a run without it (`report: false`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './schemas.mjs';

const reporter = join(root, 'scripts', 'bench-usage.cjs');
const folder = mkdtempSync(join(tmpdir(), 'agentconf-bench-usage-'));
const report = join(folder, 'usage.json');
process.on('exit', () => rmSync(folder, { recursive: true, force: true }));

/**
 * Runs `node ...args` (`args` without the node) in `env`, with the reporter preloaded unless
 * `report` is false; `stderr` 'pipe' keeps what the process writes there (for an error message),
 * else it goes nowhere, as its standard output always does. Returns the exit status and signal,
 * the wall time in ms, the CPU time in ms (user + system, all threads) and the peak RSS in bytes
 * (both NaN without the reporter, or when the process did not report).
 */
export function runMeasured(args, env, { stderr = 'ignore', report: reported = true } = {}) {
  rmSync(report, { force: true });
  const t = performance.now();
  const r = spawnSync(process.execPath, reported ? ['-r', reporter, ...args] : args, {
    cwd: root,
    stdio: ['ignore', 'ignore', stderr],
    env: reported ? { ...env, BENCH_USAGE: report } : env,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const wall = performance.now() - t;
  let usage = { user: NaN, system: NaN, maxRSS: NaN };
  try {
    if (reported) usage = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    // No report: the process ended before its 'exit' event (a signal); NaN says so.
  }
  return { status: r.status, signal: r.signal, stderr: r.stderr ?? '', wall, cpu: (usage.user + usage.system) / 1000, rss: usage.maxRSS * 1024 };
}
