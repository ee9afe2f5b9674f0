// The lint rows of `npm run bench` (issue 23's table): whole processes against their comparison,
// run in interleaved rounds (a, b, a, b, ...), each ratio the median of the rounds' ratios, in wall
// time and in CPU time (user + system of the whole process, every thread, as it reports itself at
// exit: scripts/bench-usage.cjs, in a second run of each command in the round), every row both
// with and without NODE_EXTRA_CA_CERTS (Node parses that file at every start when it is set), and
// peak resident memory of every side for the folder rows.
// - one small config, cold: `agentconf lint FILE` against a bare `node -e 0`;
// - 1,000 / 10,000 / 100,000 sink-http configs in one folder, half of them with a field warning
//   (`header` for `headers`: an unknown key the agent ignores): `agentconf lint FOLDER` against
//   ajv-cli 5 with the same published schema (`--strict=false`, its faster mode), and in the same
//   rounds against ajv-cli with that schema closed (`additionalProperties: false` on every object
//   schema without it, `--all-errors`), which reports every unknown key agentconf warns about.
// Inputs are written to a temporary folder, never into the repository.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './schemas.mjs';
import { cli, environments } from './bench-env.mjs';
import { runMeasured } from './bench-process.mjs';

const node = process.execPath;
const ajvCli = join(root, 'node_modules', 'ajv-cli', 'dist', 'index.js');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => (x >= 10_000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(1)} ms`);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * One measurement of a Node command (`args[0]` is node), its output going nowhere (a folder's
 * findings can be large): the wall time of a plain run, then the CPU time and peak RSS of a run
 * with the reporter preloaded (which would add 1.5-3 ms to the wall time of the first).
 */
function runOnce(args, env) {
  const check = (r) => {
    if (r.status === null || r.status > 1) throw new Error(`${args.join(' ')} ended with ${r.status ?? r.signal}`);
    return r;
  };
  const { wall } = check(runMeasured(args.slice(1), env, { report: false }));
  const { cpu, rss } = check(runMeasured(args.slice(1), env));
  return { wall, cpu, rss };
}

/**
 * The commands in turn (`agentconf`, `comparison`, and any others `commands` names), `rounds`
 * rounds after one warm-up each, in each environment (the environments interleaved too): per
 * environment and command, the median wall and CPU times, the highest peak RSS, and, against each
 * command B of `bases`, the medians of the rounds' ratios in wall and in CPU time: `faster`
 * (`B / X`, how many times faster X is) and `times` (`X / B`, for the bare-node row).
 */
function compare(commands, rounds, bases = ['comparison']) {
  const envs = environments();
  const names = Object.keys(commands);
  const runs = {};
  for (const [env, vars] of Object.entries(envs)) {
    runs[env] = Object.fromEntries(names.map((n) => [n, []]));
    for (const n of names) runOnce(commands[n], vars);
  }
  for (let i = 0; i < rounds; i++) {
    for (const [env, vars] of Object.entries(envs)) {
      // Alternate the order, so no command always follows another's disk cache.
      for (const n of i % 2 === 0 ? names : [...names].reverse()) runs[env][n].push(runOnce(commands[n], vars));
    }
  }
  const ratios = (xs, ys) => ({
    wall: median(xs.map((x, i) => x.wall / ys[i].wall)),
    cpu: median(xs.map((x, i) => x.cpu / ys[i].cpu)),
  });
  return Object.fromEntries(
    Object.entries(runs).map(([env, byName]) => {
      const side = (xs) => ({
        wall: median(xs.map((x) => x.wall)),
        cpu: median(xs.map((x) => x.cpu)),
        rss: Math.max(...xs.map((x) => x.rss)),
        ...Object.fromEntries(bases.map((b) => [b, { faster: ratios(byName[b], xs), times: ratios(xs, byName[b]) }])),
      });
      return [env, Object.fromEntries(names.map((n) => [n, side(byName[n])]))];
    }),
  );
}

/**
 * The published sink-http schema closed: `additionalProperties: false` on every object schema
 * (one typed object, or with properties) that has neither it nor `unevaluatedProperties`, so that
 * a validator reports the unknown keys agentconf warns about.
 */
function closeSchema(schema) {
  if (Array.isArray(schema)) return schema.map(closeSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out = Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === 'examples' || k === 'default' || k === 'const' || k === 'enum' ? v : closeSchema(v)]),
  );
  const isObject = out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object')) || out.properties !== undefined;
  if (isObject && out.additionalProperties === undefined && out.unevaluatedProperties === undefined) out.additionalProperties = false;
  return out;
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

/** "wall 1.23x, CPU 1.10x faster" of one side's ratios. */
const both = (r, word) => `wall ${r.wall.toFixed(2)}x, CPU ${r.cpu.toFixed(2)}x ${word}`;

/** "wall 1.2 s, CPU 1.4 s" of one side. */
const spent = (x) => `wall ${ms(x.wall).padStart(8)}, CPU ${ms(x.cpu).padStart(8)}`;

/** One line per environment: `side` against the ajv-cli run `base` (both commands of `compare`), peak RSS of both. */
function againstAjv(r, side, base) {
  for (const [name, x] of Object.entries(r)) {
    console.log(
      `    ${name.padEnd(28)} ajv-cli ${spent(x[base])}   ${side} ${spent(x[side])}   ${both(x[side][base].faster, 'faster')} (medians of rounds)   peak RSS ${mb(x[side].rss)} against ${mb(x[base].rss)}`,
    );
  }
}

/** The aims of issue 23's table, by folder size: against ajv-cli with the published schema, and with it closed. */
const aims = {
  1000: { open: 'aim >= 3x faster', closed: 'no aim of its own' },
  10_000: { open: 'aim >= 2x faster', closed: 'aim >= 2.5x faster' },
  100_000: { open: "aim >= 1.5x faster, peak memory <= ajv-cli's", closed: 'aim >= 2x faster' },
};

/** The lint rows: `sizes` are the folder sizes to run (1,000, 10,000, 100,000), `one` the one-config row. */
export function benchLint({ work, one, sizes, rounds, small }) {
  const schema = join(work, 'sink-http.schema.json');
  const published = join(root, 'generated', 'schemas', 'plugins', 'sink-http.schema.json');
  cpSync(published, schema);
  const closed = join(work, 'sink-http.closed.schema.json');
  writeFileSync(closed, JSON.stringify(closeSchema(JSON.parse(readFileSync(published, 'utf8'))), null, 2) + '\n');

  if (one) {
    const r = compare({ agentconf: [node, cli, 'lint', small], comparison: [node, '-e', '0'] }, rounds(1));
    console.log(
      `\none small config, cold: agentconf lint against a bare node -e 0 (${rounds(1)} interleaved rounds; wall and CPU time of the whole process; aim <= 1.15x in both environments)`,
    );
    for (const [name, x] of Object.entries(r)) {
      console.log(
        `  ${name.padEnd(28)} bare ${spent(x.comparison)}   agentconf ${spent(x.agentconf)}   ${both(x.agentconf.comparison.times, 'bare')} (medians of rounds)`,
      );
    }
  }

  for (const size of sizes) {
    const folder = join(work, `sink-http-${size}`);
    writeSinkHttpConfigs(folder, size);
    const files = join(folder, '*.json');
    const ajv = (schemaFile, ...flags) => [node, ajvCli, 'validate', '--spec=draft2020', '--strict=false', ...flags, '-s', schemaFile, '-d', files];
    const commands = {
      agentconf: [node, cli, 'lint', folder],
      comparison: ajv(schema),
      closed: ajv(closed, '--all-errors'),
      // What no checker in Node goes under: reading and parsing every file, on one thread and on two.
      floor: [node, join(root, 'scripts', 'bench-floor.cjs'), folder, '1'],
      floor2: [node, join(root, 'scripts', 'bench-floor.cjs'), folder, '2'],
    };
    const n = rounds(size);
    const aim = aims[size] ?? { open: 'no aim', closed: 'no aim' };
    console.log(
      `\n${size.toLocaleString('en')} sink-http configs, half with a field warning: agentconf lint FOLDER (${n} interleaved rounds, wall and CPU time of each whole process)`,
    );
    console.log(`  against ajv-cli 5 --strict=false, the same published schema (${aim.open})`);
    const r = compare(commands, n, ['comparison', 'closed']);
    againstAjv(r, 'agentconf', 'comparison');
    console.log(
      `  against ajv-cli 5 --strict=false --all-errors, the schema closed (additionalProperties: false on every object schema without it: it reports every unknown key agentconf warns about), in the same rounds (${aim.closed})`,
    );
    againstAjv(r, 'agentconf', 'closed');
    console.log(
      '  the floor, in the same rounds: a bare loop that lists the folder, reads every file and JSON.parses it, checking nothing (scripts/bench-floor.cjs), against ajv-cli with the published schema',
    );
    for (const [key, label] of [
      ['floor', 'one thread'],
      ['floor2', 'two threads'],
    ]) {
      for (const [name, x] of Object.entries(r)) {
        console.log(
          `    ${name.padEnd(28)} ${label.padEnd(11)} ${spent(x[key])}   ${both(x[key].comparison.faster, 'faster than ajv-cli')}   peak RSS ${mb(x[key].rss)}`,
        );
      }
    }
    // The same folder again with --cache (opt-in; the cold rows above are without it): the cache
    // made by one run first, then each round is a repeated run of unchanged files.
    const cached = { agentconf: [node, cli, 'lint', '--cache', '--cache-location', join(work, `cache-${size}`), folder], comparison: commands.comparison };
    runOnce(cached.agentconf, Object.values(environments())[0]);
    console.log(
      `  and again with --cache, nothing changed since the run that made it (opt-in; not the cold figure), against ajv-cli with the published schema:`,
    );
    againstAjv(compare(cached, n), 'agentconf', 'comparison');
  }
}
