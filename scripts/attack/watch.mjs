// Limits on a child process of the attack, by CPU time and by wall time: on a loaded machine a
// wall-time limit alone takes a starved process for a hung one, and a CPU-time limit alone misses
// a process that waits for ever without computing.
import { readFileSync } from 'node:fs';

/** CPU seconds (user and system) the process has used, from /proc; undefined where it cannot be read. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

/**
 * Watches `child` from now on: calls `onLimit(what)` once when it has used `cpu` seconds of CPU
 * time or `wall` seconds have passed since the last `restart()`. `stop()` ends the watch.
 */
export function watch(child, { cpu, wall }, onLimit) {
  let startedAt;
  let cpuAtStart;
  const restart = () => {
    startedAt = Date.now();
    cpuAtStart = cpuSeconds(child.pid) ?? 0;
  };
  restart();
  const timer = setInterval(() => {
    const used = (cpuSeconds(child.pid) ?? cpuAtStart) - cpuAtStart;
    const what = used > cpu ? `runaway: over ${cpu} s of CPU time` : Date.now() - startedAt > wall * 1000 ? `hang: no answer in ${wall} s` : undefined;
    if (what === undefined) return;
    clearInterval(timer);
    onLimit(what);
  }, 1000);
  return { restart, stop: () => clearInterval(timer) };
}
