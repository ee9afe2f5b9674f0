// Preloaded (`node -r scripts/bench-usage.cjs ...`) into each process `npm run bench` times: at
// exit, it writes the process's CPU time (user and system, in microseconds, every thread of the
// process: worker threads and V8's own included) and peak resident memory (KiB) as one JSON line
// to the file BENCH_USAGE names, then nothing else. It runs on 'exit', so a process that ends by
// process.exit() reports too. The variable is taken out of the environment at once, so no worker
// or child of the process reports over it. CommonJS, so it adds as little as it can to a start.
'use strict';
const file = process.env.BENCH_USAGE;
if (file !== undefined) {
  delete process.env.BENCH_USAGE;
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    require('node:fs').writeFileSync(file, JSON.stringify({ user, system, maxRSS: process.resourceUsage().maxRSS }) + '\n');
  });
}
