#!/usr/bin/env node
// Prints the figures the issues ask for. A benchmark, not a test: it asserts nothing, it measures.
// Needs the build (`npm run build`, done by `npm ci`). Medians over repeated runs.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './schemas.mjs';
import { writeDeployment } from './deployment-fixture.mjs';
import { benchRecords } from './bench-records.mjs';
import { browserBundleSize, bundleSizeText } from './bench-bundle.mjs';
import { benchReceive } from './bench-receive.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 21);
const node = process.execPath;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(1)} ms`;

/** Wall time of one run of a whole process. */
function runOnce(args, options = {}) {
  const t = performance.now();
  const r = spawnSync(args[0], args.slice(1), { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], ...options });
  const elapsed = performance.now() - t;
  if (options.expectStatus !== undefined && r.status !== options.expectStatus) {
    throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  }
  return elapsed;
}

/**
 * Median wall times of several commands, run in turn (a, b, c, a, b, c, ...) after one warm-up
 * each, so that whatever else the machine does weighs on all of them alike.
 */
function timeTogether(commands) {
  const samples = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  for (const [args, options] of Object.values(commands)) runOnce(args, options);
  for (let i = 0; i < runs; i++) {
    for (const [name, [args, options]] of Object.entries(commands)) samples[name].push(runOnce(args, options));
  }
  return Object.fromEntries(Object.entries(samples).map(([k, xs]) => [k, median(xs)]));
}

/** One command alone (no comparison in the same figure). */
const timeProcess = (args, options) => timeTogether({ only: [args, options] }).only;

const examples = join(root, 'examples', 'valid');
const small = join(examples, 'netify-proc-core.json');
const lib = join(root, 'dist', 'index.js');
const cli = join(root, 'bin', 'agentconf.js');

console.log(`agentconf benchmarks (node ${process.version}, ${runs} runs each, medians)\n`);

// 1. Start-up: import the library and validate once, against a bare node.
const config = readFileSync(small, 'utf8');
const startUp = timeTogether({
  bare: [[node, '-e', '0']],
  library: [
    [node, '--input-type=module', '-e', `const m = await import(${JSON.stringify(lib)}); if (!m.validate('proc-core', ${config}).valid) process.exit(1);`],
    { expectStatus: 0 },
  ],
});
const bare = startUp.bare;
console.log('library start-up');
console.log(`  bare node -e 0                       ${ms(bare)}`);
console.log(`  import + one validate                ${ms(startUp.library)}  (+${ms(startUp.library - bare)} over bare node)`);

// 2. Validations per second per kind, in process.
const { validate, resolve } = await import(lib);
console.log('\nvalidations per second (one example config per kind, in process)');
const perKind = new Map();
for (const file of readdirSync(examples).sort()) {
  const kind = /(proc|sink)-[a-z-]+?(?=\.)/.exec(file)?.[0];
  if (!kind || !file.endsWith('.json')) continue;
  perKind.set(kind, JSON.parse(readFileSync(join(examples, file), 'utf8')));
}
const { parse: parseYaml } = await import('yaml');
for (const file of readdirSync(examples).filter((f) => f.endsWith('.yaml'))) {
  const kind = /(proc|sink)-[a-z-]+?(?=\.)/.exec(file)?.[0];
  if (kind && !perKind.has(kind)) perKind.set(kind, parseYaml(readFileSync(join(examples, file), 'utf8')));
}
for (const [kind, value] of [...perKind].sort()) {
  const rate = (fn) => {
    let n = 0;
    const end = performance.now() + 300;
    while (performance.now() < end) {
      for (let i = 0; i < 200; i++) fn();
      n += 200;
    }
    return n / 0.3;
  };
  const v = rate(() => validate(kind, value));
  const r = rate(() => resolve(kind, value));
  console.log(`  ${kind.padEnd(20)} validate ${Math.round(v).toLocaleString('en').padStart(9)}/s   resolve ${Math.round(r).toLocaleString('en').padStart(9)}/s`);
}

// Parsing with positions: our JSON parser on a 1 MB config-like document, against JSON.parse.
{
  const { parseJson } = await import(join(root, 'dist', 'src', 'parse', 'json.js'));
  const sinks = {};
  for (let i = 0; i < 5200; i++) sinks[`sink-${i}`] = { url: `https://example.com/${i}`, enabled: i % 2 === 0, batch: { size: i, retries: [1, 2, 4] } };
  const text = JSON.stringify({ sinks }, null, 2);
  const time = (fn) => {
    fn();
    return median(Array.from({ length: runs }, () => {
      const t = performance.now();
      fn();
      return performance.now() - t;
    }));
  };
  console.log(`\nparsing ${(text.length / 1e6).toFixed(1)} MB of JSON`);
  console.log(`  parseJson (positions, duplicate keys)  ${ms(time(() => parseJson(text)))}   JSON.parse ${ms(time(() => JSON.parse(text)))}`);
}

// 3. Browser bundle of the library, minified and gzipped.
console.log('\nbrowser bundle (esbuild, platform browser, minified)');
console.log(`  ${bundleSizeText(await browserBundleSize(lib))}`);

// 4. The CLI, cold, on one small config; and ajv-cli on the same file and schema; with a bare
// node in the same rounds.
const work = mkdtempSync(join(tmpdir(), 'agentconf-bench-'));
try {
  const schemaFile = join(work, 'proc-core.schema.json');
  cpSync(join(root, 'generated', 'schemas', 'proc-core.schema.json'), schemaFile);
  const ajvCli = join(root, 'node_modules', 'ajv-cli', 'dist', 'index.js');
  const cold = timeTogether({
    bare: [[node, '-e', '0']],
    agentconf: [[node, cli, 'lint', small], { expectStatus: 0 }],
    ajv: [[node, ajvCli, 'validate', '--spec=draft2020', '--strict=false', '-s', schemaFile, '-d', small], { expectStatus: 0 }],
  });
  console.log('\nagentconf lint, one small config, cold (run in turn with the others)');
  console.log(`  bare node -e 0                       ${ms(cold.bare)}`);
  console.log(`  agentconf lint                       ${ms(cold.agentconf)}  (${(cold.agentconf / cold.bare).toFixed(2)}x bare node)`);
  console.log(`  ajv-cli validate (same schema)       ${ms(cold.ajv)}  (agentconf is ${(cold.ajv / cold.agentconf).toFixed(1)}x faster)`);

  // 5. 1,000 configs in one invocation.
  const many = join(work, 'many');
  mkdirSync(many);
  const sources = readdirSync(examples).sort();
  for (let i = 0; i < 1000; i++) {
    const file = sources[i % sources.length];
    cpSync(join(examples, file), join(many, `${String(i).padStart(4, '0')}-${file}`));
  }
  const thousand = timeProcess([node, cli, 'lint', many], { expectStatus: 0 });
  console.log(`\n1,000 configs in one invocation (${sources.length} example files, JSON and YAML)`);
  console.log(`  total ${ms(thousand)}, ${Math.round(1000 / (thousand / 1000)).toLocaleString('en')} files/s`);

  // 6. Deployment lint: the larger reference tree (when ../shared is there) and 200 plugins.
  console.log('\nagentconf lint --root (whole deployments, cold process)');
  const reference = join(root, '..', 'shared', 'reference', 'deployments', 'nethsecurity');
  if (existsSync(reference)) {
    const t = timeProcess([node, cli, 'lint', '--root', reference], { expectStatus: 0 });
    console.log(`  reference nethsecurity tree (8 plugins)   ${ms(t)}`);
  }
  const generated = join(work, 'deployment');
  const plugins = writeDeployment(generated, 100);
  const t = timeProcess([node, cli, 'lint', '--root', generated], { expectStatus: 0 });
  console.log(`  generated deployment (${plugins} plugins)      ${ms(t)}`);
  const { lintDeployment } = await import(join(root, 'dist', 'src', 'deploy', 'index.js'));
  await lintDeployment(generated);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await lintDeployment(generated);
    times.push(performance.now() - t0);
  }
  const inProcess = median(times);
  console.log(`  the same, in process (lintDeployment)     ${ms(inProcess)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

// 7. Telemetry record streams: 100k records against a bare split + JSON.parse, peak memory,
// gzip and msgpack input, and the records browser bundle.
await benchRecords();

// 8. agentconf receive: posts per second and memory (scripts/bench-receive.mjs).
await benchReceive();
