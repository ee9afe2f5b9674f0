#!/usr/bin/env node
// Prints the figures the issues ask for. A benchmark, not a test: it asserts nothing, it measures.
// Needs the build: dist/ (committed; `npm run build:dist` rebuilds it and makes the code caches). Medians over repeated runs.
// `npm run bench -- lint records` runs only the sections named (see `sections` below).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { root } from './schemas.mjs';
import { writeDeployment } from './deployment-fixture.mjs';
import { benchRecords } from './bench-records.mjs';
import { browserBundleSize, browserSplitSizes, bundleSizeText } from './bench-bundle.mjs';
import { benchReceive, quickReceive } from './bench-receive.mjs';
import { benchLint } from './bench-lint.mjs';

const runs = Number(process.env.BENCH_RUNS ?? (process.argv.includes('--quick') ? 5 : 21));
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
 * Wall times of several commands, run in turn (a, b, c, a, b, c, ...) after one warm-up each, so
 * that whatever else the machine does weighs on all of them alike: each command's times, round by
 * round.
 */
function timeRounds(commands) {
  const samples = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  for (const [args, options] of Object.values(commands)) runOnce(args, options);
  for (let i = 0; i < runs; i++) {
    for (const [name, [args, options]] of Object.entries(commands)) samples[name].push(runOnce(args, options));
  }
  return samples;
}

/** The median of each command's times. */
const medians = (rounds) => Object.fromEntries(Object.entries(rounds).map(([k, xs]) => [k, median(xs)]));

/** The median wall time of each command (see `timeRounds`). */
const timeTogether = (commands) => medians(timeRounds(commands));

/** One command alone (no comparison in the same figure). */
const timeProcess = (args, options) => timeTogether({ only: [args, options] }).only;

const examples = join(root, 'examples', 'valid');
const small = join(examples, 'netify-proc-core.json');
const lib = join(root, 'dist', 'index.js');
const cli = join(root, 'dist', 'cli', 'agentconf.cjs');

const sections = ['start-up', 'validate', 'bundle', 'one', 'lint', 'lint-10k', 'lint-100k', 'kinds', 'deploy', 'records', 'records-1gb', 'api', 'receive'];
// --quick: fewer rounds (a developer's check of one row, not a figure to quote).
const quick = process.argv.includes('--quick');
const asked = process.argv.slice(2).filter((a) => a !== '--quick');
for (const name of asked) {
  if (!sections.includes(name)) {
    console.error(`bench: no section ${JSON.stringify(name)}; sections are ${sections.join(', ')}`);
    process.exit(2);
  }
}
const wanted = (section) => asked.length === 0 || asked.includes(section);

console.log(`agentconf benchmarks (node ${process.version}, ${runs} runs each, medians)\n`);

// 1. Start-up: import the library and validate once, against a bare node.
const config = readFileSync(small, 'utf8');
if (wanted('start-up')) {
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
}

// 2. Validations per second per kind, in process.
if (wanted('validate')) {
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
    console.log(
      `  ${kind.padEnd(20)} validate ${Math.round(v).toLocaleString('en').padStart(9)}/s   resolve ${Math.round(r).toLocaleString('en').padStart(9)}/s`,
    );
  }

  // Parsing with positions: our JSON parser on a 1 MB config-like document, against JSON.parse.
  {
    const { parseJson } = await import(join(root, 'dist', 'src', 'core', 'parse', 'json.js'));
    const sinks = {};
    for (let i = 0; i < 5200; i++) sinks[`sink-${i}`] = { url: `https://example.com/${i}`, enabled: i % 2 === 0, batch: { size: i, retries: [1, 2, 4] } };
    const text = JSON.stringify({ sinks }, null, 2);
    const time = (fn) => {
      fn();
      return median(
        Array.from({ length: runs }, () => {
          const t = performance.now();
          fn();
          return performance.now() - t;
        }),
      );
    };
    console.log(`\nparsing ${(text.length / 1e6).toFixed(1)} MB of JSON`);
    console.log(`  parseJson (positions, duplicate keys)  ${ms(time(() => parseJson(text)))}   JSON.parse ${ms(time(() => JSON.parse(text)))}`);
  }
}

// 3. Browser bundle of the library, minified and gzipped.
if (wanted('bundle')) {
  console.log('\nbrowser bundle (esbuild, platform browser, minified)');
  console.log(`  ${bundleSizeText(await browserBundleSize(lib))}`);
  const split = await browserSplitSizes(lib);
  console.log(
    `  split: ${(split.initial / 1024).toFixed(1)} KB gzipped loaded first, ${(split.lazy / 1024).toFixed(1)} KB gzipped when a YAML text is first checked (limit 40 KB first)`,
  );
  // The playground: one page with the library, the YAML parser and the kinds' types inlined.
  const page = join(root, 'dist', 'playground', 'index.html');
  const bytes = existsSync(page) ? readFileSync(page) : undefined;
  console.log(
    `  playground (dist/playground/index.html): ${bytes ? bundleSizeText({ raw: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length }) : 'not built (npm run build:dist)'}`,
  );
}

// 4. The lint rows of issue 23's table (scripts/bench-lint.mjs): one small config against a bare
// node; 1,000, 10,000 and 100,000 sink-http configs, half with a field warning, against ajv-cli with
// the same published schema and, in the same rounds, with that schema closed; wall and CPU time,
// each with and without NODE_EXTRA_CA_CERTS, peak RSS of every side.
const work = mkdtempSync(join(tmpdir(), 'agentconf-bench-'));
try {
  const sizes = [
    ['lint', 1000],
    ['lint-10k', 10_000],
    ['lint-100k', 100_000],
  ]
    .filter(([section]) => wanted(section))
    .map(([, size]) => size);
  if (wanted('one') || sizes.length > 0) {
    // Rounds per row: fewer for the long rows (a 100,000-file round takes tens of seconds a side).
    const rounds = (size) => (quick ? (size <= 1000 ? 5 : 1) : size <= 1 ? runs : size <= 1000 ? 11 : size <= 10_000 ? 5 : 3);
    benchLint({ work, one: wanted('one'), sizes, rounds, small });
  }
  if (wanted('kinds')) {
    // 5. 1,000 configs of every kind, JSON and YAML, in one invocation.
    const many = join(work, 'many');
    mkdirSync(many);
    const sources = readdirSync(examples).sort();
    for (let i = 0; i < 1000; i++) {
      const file = sources[i % sources.length];
      cpSync(join(examples, file), join(many, `${String(i).padStart(4, '0')}-${file}`));
    }
    const thousand = timeProcess([node, cli, 'lint', many], { expectStatus: 0 });
    console.log(`\n1,000 configs of every kind in one invocation (${sources.length} example files, JSON and YAML)`);
    console.log(`  total ${ms(thousand)}, ${Math.round(1000 / (thousand / 1000)).toLocaleString('en')} files/s`);
  }

  // 6. Deployment lint: the larger reference tree (when ../shared is there) and 200 plugins.
  if (wanted('deploy')) {
    console.log('\nagentconf lint --root (whole deployments, cold process)');
    const reference = join(root, '..', 'shared', 'reference', 'deployments', 'nethsecurity');
    if (existsSync(reference)) {
      // A 5.2 deployment (its loaders use ${path_plugin_libdir}, which stops 5.0): linted as one.
      const t = timeProcess([node, cli, 'lint', '--root', reference, '--agent', '5.2'], { expectStatus: 0 });
      console.log(`  reference nethsecurity tree (8 plugins)   ${ms(t)}`);
    }
    const generated = join(work, 'deployment');
    const plugins = writeDeployment(generated, 100);
    // Its loaders use ${path_plugin_libdir} too: a 5.2 deployment.
    const t = timeProcess([node, cli, 'lint', '--root', generated, '--agent', '5.2'], { expectStatus: 0 });
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
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

// 7. Telemetry record streams: 100k records against a bare split + JSON.parse, peak memory,
// gzip and msgpack input, and the records browser bundle.
if (wanted('records') || wanted('records-1gb')) await benchRecords({ sections: ['records', 'records-1gb'].filter(wanted), quick });

// 8. agentconf/api: validateRequest and validateResponse on an integrator catalog of 1,000
// applications, against a JSON.parse of the same body (what any client pays) in the same rounds;
// and the gzipped browser bundle of the entry.
if (wanted('api')) {
  const api = await import(join(root, 'dist', 'api.js'));
  const application = (i) => ({
    id: i,
    tag: `netify.app-${i}`,
    label: `App ${i}`,
    description: 'A service.',
    home_page: { url: `https://app${i}.example.com/`, text: `App ${i}` },
    category: { id: i % 40, tag: `category-${i % 40}`, label: `Category ${i % 40}` },
    active: i % 7 !== 0,
    favicon: `https://static.example.net/favicon/${i}.png`,
    icon: `https://static.example.net/icon/${i}.png`,
    logo: `https://static.example.net/logo/${i}.png`,
    favicon_source: 'website',
    icon_source: 'website',
    logo_source: 'wikipedia',
  });
  const body = { status_code: 0, status_message: 'Success', data: Array.from({ length: 1000 }, (_, i) => application(i)) };
  const text = JSON.stringify(body);
  const response = { method: 'GET', url: '/applications/catalog', status: 200, headers: { 'content-type': 'application/json' }, body };
  const request = { method: 'GET', url: '/protocols/catalog?version=5.2', headers: { 'x-api-key': 'k-123' } };
  if (!api.validateResponse(response).valid || !api.validateRequest(request).valid) throw new Error('bench inputs must be valid');
  // Calls per second of each function, after a warm-up (the first half second of calls runs
  // several times slower, before the JIT settles), timed in batches of about 5 ms taken in turn,
  // so machine load weighs on all of them alike.
  const rates = (fns, ms = 400) => {
    for (const fn of Object.values(fns)) {
      const end = performance.now() + 1000;
      while (performance.now() < end) fn();
    }
    const batch = Object.fromEntries(
      Object.entries(fns).map(([k, fn]) => {
        let n = 1;
        for (;;) {
          const t = performance.now();
          for (let i = 0; i < n; i++) fn();
          if (performance.now() - t > 5) return [k, n];
          n *= 2;
        }
      }),
    );
    const counts = Object.fromEntries(Object.keys(fns).map((k) => [k, 0]));
    const spent = Object.fromEntries(Object.keys(fns).map((k) => [k, 0]));
    const end = performance.now() + ms * Object.keys(fns).length;
    while (performance.now() < end) {
      for (const [k, fn] of Object.entries(fns)) {
        const t = performance.now();
        for (let i = 0; i < batch[k]; i++) fn();
        spent[k] += performance.now() - t;
        counts[k] += batch[k];
      }
    }
    return Object.fromEntries(Object.keys(fns).map((k) => [k, counts[k] / (spent[k] / 1000)]));
  };
  const perSecond = (x) => `${Math.round(x).toLocaleString('en').padStart(9)}/s`;
  const r = rates({ validateResponse: () => api.validateResponse(response), parse: () => JSON.parse(text) });
  console.log(`\nagentconf/api (in process; catalog response of 1,000 applications, ${(text.length / 1024).toFixed(0)} KB)`);
  console.log(
    `  validateResponse                   ${perSecond(r.validateResponse)}   (JSON.parse of the same body ${perSecond(r.parse)}: validating costs ${Math.round((100 * r.parse) / r.validateResponse)}% of parsing)`,
  );
  const q = rates({ validateRequest: () => api.validateRequest(request), url: () => new URL(request.url, 'https://integrator.example') });
  console.log(`  validateRequest (GET with a query) ${perSecond(q.validateRequest)}   (new URL() of the same url ${perSecond(q.url)})`);
  console.log(`  browser bundle: ${bundleSizeText(await browserBundleSize(join(root, 'dist', 'api.js')))} (main entry: see above)`);
}

// 9. agentconf receive: posts per second and memory (scripts/bench-receive.mjs).
if (wanted('receive')) await benchReceive(quick ? quickReceive : {});
