// The lint rows of `npm run bench` (issue 23's table): whole processes against their comparison,
// run in interleaved rounds (a, b, a, b, ...), each ratio the median of the rounds' ratios, every
// row both with and without NODE_EXTRA_CA_CERTS (Node parses that file at every start when it is
// set), and peak resident memory of both sides for the folder rows.
// - one small config, cold: `agentconf lint FILE` against a bare `node -e 0`;
// - 1,000 / 10,000 / 100,000 sink-http configs in one folder, half of them with a field warning
//   (`header` for `headers`: an unknown key the agent ignores): `agentconf lint FOLDER` against
//   ajv-cli 5 with the same published schema (`--strict=false`, its faster mode).
// Inputs are written to a temporary folder, never into the repository.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './schemas.mjs';
import { cli, environments } from './bench-env.mjs';

const node = process.execPath;
const ajvCli = join(root, 'node_modules', 'ajv-cli', 'dist', 'index.js');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => (x >= 10_000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(1)} ms`);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Wall time of one process run; its output goes nowhere (a folder's findings can be large). */
function runOnce(args, env) {
  const t = performance.now();
  const r = spawnSync(args[0], args.slice(1), { cwd: root, stdio: 'ignore', env });
  const elapsed = performance.now() - t;
  if (r.status === null || r.status > 1) throw new Error(`${args.join(' ')} ended with ${r.status ?? r.signal}`);
  return elapsed;
}

/** Peak resident memory of one run of a Node command (`args[0]` is node), by a preloaded reporter. */
function peakRss(args, env, rssFile) {
  const r = spawnSync(args[0], ['-r', rssFile, ...args.slice(1)], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env, maxBuffer: 1 << 30 });
  const found = /maxrss (\d+)\n$/.exec(r.stderr.toString('latin1'));
  return found ? Number(found[1]) * 1024 : NaN;
}

/**
 * The commands in turn (`agentconf`, `comparison`, and any others the pair names), `rounds` rounds
 * after one warm-up each, in each environment (the environments interleaved too): per
 * environment, each command's median time, and the median of the rounds' ratios `comparison / X`
 * for every command X (`ratio`: how many times faster agentconf is; for the bare-node row,
 * `inverse`, `agentconf / bare`).
 */
function compare(pair, rounds) {
  const envs = environments();
  const names = Object.keys(pair);
  const times = {};
  for (const [env, vars] of Object.entries(envs)) {
    times[env] = Object.fromEntries(names.map((n) => [n, []]));
    for (const n of names) runOnce(pair[n], vars);
  }
  for (let i = 0; i < rounds; i++) {
    for (const [env, vars] of Object.entries(envs)) {
      // Alternate the order, so no command always follows another's disk cache.
      for (const n of i % 2 === 0 ? names : [...names].reverse()) times[env][n].push(runOnce(pair[n], vars));
    }
  }
  return Object.fromEntries(
    Object.entries(times).map(([env, t]) => {
      const faster = (n) => median(t[n].map((x, i) => t.comparison[i] / x));
      const others = names.filter((n) => n !== 'agentconf' && n !== 'comparison');
      return [
        env,
        {
          agentconf: median(t.agentconf),
          comparison: median(t.comparison),
          ratio: faster('agentconf'),
          inverse: median(t.agentconf.map((a, i) => a / t.comparison[i])),
          others: Object.fromEntries(others.map((n) => [n, { time: median(t[n]), ratio: faster(n) }])),
        },
      ];
    }),
  );
}

/** `count` sink-http configs in `folder`, channel names and URLs differing; odd ones spell `header` for `headers`. */
function writeSinkHttpConfigs(folder, count) {
  mkdirSync(folder, { recursive: true });
  const width = String(count - 1).length;
  for (let i = 0; i < count; i++) {
    const headers = { 'X-UUID': '${uuid_agent}', 'X-Site': `site-${i}` };
    const config = {
      timeout_connect: 30,
      timeout_transfer: 300,
      tls_verify: true,
      tls_version1: false,
      channels: {
        [`stats-${i}`]: { enable: true, url: `https://collector.example.com/v1/stats/${i}`, [i % 2 === 1 ? 'header' : 'headers']: headers },
        [`flows-${i}`]: { url: 'https://collector.example.com/v1/flows/${uuid_serial}', timeout_transfer: 60 },
      },
    };
    writeFileSync(join(folder, `${String(i).padStart(width, '0')}-netify-sink-http.json`), JSON.stringify(config, null, 2) + '\n');
  }
}

/**
 * A folder row in each environment: times, the median ratio, and peak RSS of both sides; then,
 * when the pair has them, the floors measured in the same rounds (`floors`: label by command name).
 */
function folderRows(pair, rounds, rssFile, floors = {}) {
  const r = compare(pair, rounds);
  for (const [name, env] of Object.entries(environments())) {
    const x = r[name];
    const memory = `peak RSS ${mb(peakRss(pair.agentconf, env, rssFile))} against ${mb(peakRss(pair.comparison, env, rssFile))}`;
    console.log(
      `  ${name.padEnd(28)} ajv-cli ${ms(x.comparison).padStart(8)}   agentconf ${ms(x.agentconf).padStart(8)}   ${x.ratio.toFixed(2)}x faster (median of rounds)   ${memory}`,
    );
  }
  if (Object.keys(floors).length === 0) return;
  console.log(
    '  the floor, in the same rounds: a bare loop that lists the folder, reads every file and JSON.parses it, checking nothing (scripts/bench-floor.cjs)',
  );
  for (const name of Object.keys(environments())) {
    const parts = Object.entries(floors).map(([key, label]) => {
      const f = r[name].others[key];
      return `${label} ${ms(f.time).padStart(8)}, ${f.ratio.toFixed(2)}x faster than ajv-cli`;
    });
    console.log(`  ${name.padEnd(28)} ${parts.join('   ')}`);
  }
}

/** The lint rows: `sizes` are the folder sizes to run (1,000, 10,000, 100,000), `one` the one-config row. */
export function benchLint({ work, one, sizes, rounds, small }) {
  const rssFile = join(work, 'rss.cjs');
  writeFileSync(rssFile, "process.on('exit', () => require('node:fs').writeSync(2, 'maxrss ' + process.resourceUsage().maxRSS + '\\n'));\n");
  const schema = join(work, 'sink-http.schema.json');
  cpSync(join(root, 'generated', 'schemas', 'plugins', 'sink-http.schema.json'), schema);
  const envs = Object.keys(environments());

  if (one) {
    const r = compare({ agentconf: [node, cli, 'lint', small], comparison: [node, '-e', '0'] }, rounds(1));
    console.log(`\none small config, cold: agentconf lint against a bare node -e 0 (${rounds(1)} interleaved rounds; aim <= 1.15x)`);
    for (const name of envs) {
      const x = r[name];
      console.log(
        `  ${name.padEnd(28)} bare ${ms(x.comparison).padStart(8)}   agentconf ${ms(x.agentconf).padStart(8)}   ${x.inverse.toFixed(2)}x bare (median of rounds)`,
      );
    }
  }

  for (const size of sizes) {
    const folder = join(work, `sink-http-${size}`);
    writeSinkHttpConfigs(folder, size);
    const pair = {
      agentconf: [node, cli, 'lint', folder],
      comparison: [node, ajvCli, 'validate', '--spec=draft2020', '--strict=false', '-s', schema, '-d', join(folder, '*.json')],
    };
    // What no checker in Node goes under: reading and parsing every file, on one thread and on two.
    const floors = {
      floor: [node, join(root, 'scripts', 'bench-floor.cjs'), folder, '1'],
      floor2: [node, join(root, 'scripts', 'bench-floor.cjs'), folder, '2'],
    };
    const n = rounds(size);
    console.log(
      `\n${size.toLocaleString('en')} sink-http configs, half with a field warning: agentconf lint FOLDER against ajv-cli 5 --strict=false, same schema (${n} interleaved rounds; aim >= 3x)`,
    );
    folderRows({ ...pair, ...floors }, n, rssFile, { floor: 'one thread', floor2: 'two threads' });
    // The same folder again with --cache (opt-in; the cold rows above are without it): the cache
    // made by one run first, then each round is a repeated run of unchanged files.
    const cached = { ...pair, agentconf: [node, cli, 'lint', '--cache', '--cache-location', join(work, `cache-${size}`), folder] };
    runOnce(cached.agentconf, Object.values(environments())[0]);
    console.log(`  and again with --cache, nothing changed since the run that made it (opt-in; not the cold figure):`);
    folderRows(cached, n, rssFile);
  }
}
