// The telemetry-record figures of `npm run bench`: `agentconf records` on 100,000 records
// (mostly flow records, NDJSON, written to a temporary folder at bench time) against a bare
// script that only splits and parses the same bytes, run in turn; peak memory of each; the same
// for gzip and msgpack input; the gzipped size of the agentconf/records browser bundle.
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import { encode } from '@msgpack/msgpack';
import { browserBundleSize, bundleSizeText } from './bench-bundle.mjs';
import { sampleStream } from './record-samples.mjs';
import { root } from './schemas.mjs';

const count = Number(process.env.BENCH_RECORDS ?? 100_000);
const runs = Number(process.env.BENCH_RECORD_RUNS ?? 5);
const node = process.execPath;
const cli = join(root, 'dist', 'cli', 'agentconf.cjs');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Bare readers: read in 1 MiB chunks, split or decode, parse; count records; nothing else. */
const bare = {
  ndjson: `import { createReadStream } from 'node:fs';
let n = 0, rest = '';
for await (const chunk of createReadStream(process.argv[2], { encoding: 'utf8', highWaterMark: 1 << 20 })) {
  const lines = (rest + chunk).split('\\n');
  rest = lines.pop();
  for (const line of lines) if (line) { JSON.parse(line); n++; }
}
if (rest) { JSON.parse(rest); n++; }
if (n === 0) process.exit(1);`,
  gzip: `import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
let n = 0, rest = '';
const text = createReadStream(process.argv[2], { highWaterMark: 1 << 20 }).pipe(createGunzip()).setEncoding('utf8');
for await (const chunk of text) {
  const lines = (rest + chunk).split('\\n');
  rest = lines.pop();
  for (const line of lines) if (line) { JSON.parse(line); n++; }
}
if (rest) { JSON.parse(rest); n++; }
if (n === 0) process.exit(1);`,
  msgpack: `import { createReadStream } from 'node:fs';
const { decodeMultiStream } = await import(${JSON.stringify(pathToFileURL(join(root, 'node_modules', '@msgpack', 'msgpack', 'dist.esm', 'index.mjs')).href)});
let n = 0;
for await (const _ of decodeMultiStream(createReadStream(process.argv[2], { highWaterMark: 1 << 20 }))) n++;
if (n === 0) process.exit(1);`,
};

/** Wall time and peak resident memory of one process run. */
function measure(args, rssFile) {
  const t = performance.now();
  const r = spawnSync(node, ['-r', rssFile, ...args], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const elapsed = performance.now() - t;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  const rss = Number(/maxrss (\d+)/.exec(r.stderr)?.[1] ?? NaN) * 1024;
  return { elapsed, rss };
}

/**
 * The two commands in turn, `runs` rounds after a warm-up each: median time, highest peak memory,
 * and the median of each round's ratio (bare time / agentconf time). The machine may be shared:
 * the two runs of a round see about the same load, so the ratio of a round is fairer than a ratio
 * of medians taken over different moments.
 */
function compare(commands, rssFile) {
  const samples = Object.fromEntries(Object.keys(commands).map((k) => [k, { times: [], rss: 0 }]));
  for (const args of Object.values(commands)) measure(args, rssFile);
  for (let i = 0; i < runs; i++) {
    for (const [name, args] of Object.entries(commands)) {
      const { elapsed, rss } = measure(args, rssFile);
      samples[name].times.push(elapsed);
      samples[name].rss = Math.max(samples[name].rss, rss);
    }
  }
  const ratio = median(samples.bare.times.map((t, i) => t / samples.agentconf.times[i]));
  return { ratio, ...Object.fromEntries(Object.entries(samples).map(([k, s]) => [k, { time: median(s.times), rss: s.rss }])) };
}

async function writeInputs(dir) {
  const ndjson = join(dir, 'records.ndjson');
  const msgpack = join(dir, 'records.msgpack');
  const text = createWriteStream(ndjson);
  const packed = createWriteStream(msgpack);
  for (const record of sampleStream(count)) {
    if (!text.write(JSON.stringify(record) + '\n')) await new Promise((r) => text.once('drain', r));
    if (!packed.write(encode(record))) await new Promise((r) => packed.once('drain', r));
  }
  await Promise.all([new Promise((r) => text.end(r)), new Promise((r) => packed.end(r))]);
  const gzip = join(dir, 'records.ndjson.gz');
  await pipeline(createReadStream(ndjson), createGzip(), createWriteStream(gzip));
  return { ndjson, gzip, msgpack };
}

/**
 * Whether worker threads would help: the NDJSON held in memory, judged (split, JSON.parse,
 * validateRecord) by this thread alone, then by as many workers as cores, each given its share
 * of the bytes (transferred, not copied). Reading and reporting are left out: the best case.
 */
async function benchWorkers(ndjson) {
  const { Worker } = await import('node:worker_threads');
  const { availableParallelism } = await import('node:os');
  const { readFileSync } = await import('node:fs');
  const library = pathToFileURL(join(root, 'dist', 'records.js')).href;
  const judgeAll = `async (bytes, validateRecord) => {
    let n = 0, invalid = 0;
    for (const line of Buffer.from(bytes).toString('utf8').split('\\n')) {
      if (!line) continue;
      n++;
      if (!validateRecord(JSON.parse(line)).valid) invalid++;
    }
    return n;
  }`;
  const text = readFileSync(ndjson);
  const { validateRecord } = await import(library);
  const judge = eval(judgeAll);
  const t0 = performance.now();
  const single = await judge(text, validateRecord);
  const alone = performance.now() - t0;
  const workers = Math.max(2, availableParallelism());
  const shares = [];
  let start = 0;
  for (let i = 1; i <= workers; i++) {
    const end = i === workers ? text.length : text.indexOf(10, Math.floor((text.length * i) / workers)) + 1;
    shares.push(text.subarray(start, end));
    start = end;
  }
  const code = `const { parentPort } = require('node:worker_threads');
import(${JSON.stringify(library)}).then(({ validateRecord }) => {
  parentPort.once('message', async (bytes) => parentPort.postMessage(await (${judgeAll})(bytes, validateRecord)));
  parentPort.postMessage('ready');
});`;
  const started = shares.map(() => new Worker(code, { eval: true }));
  // The clock starts when every worker has loaded the library.
  await Promise.all(started.map((w) => new Promise((r) => w.once('message', r))));
  const t1 = performance.now();
  const counts = await Promise.all(
    started.map((worker, i) => {
      const bytes = new Uint8Array(shares[i]).buffer;
      return new Promise((resolve) => {
        worker.once('message', resolve);
        worker.postMessage(bytes, [bytes]);
      });
    }),
  );
  const parallel = performance.now() - t1;
  await Promise.all(started.map((w) => w.terminate()));
  const total = counts.reduce((a, b) => a + b, 0);
  const rate = (n, t) => Math.round(n / (t / 1000)).toLocaleString('en');
  console.log(`\nworker threads (NDJSON in memory, split + parse + validateRecord, ${availableParallelism()} cores)`);
  console.log(`  one thread ${rate(single, alone)} records/s   ${workers} workers ${rate(total, parallel)} records/s   ${(alone / parallel).toFixed(2)}x`);
}

export async function benchRecords() {
  const work = mkdtempSync(join(tmpdir(), 'agentconf-bench-records-'));
  try {
    const rssFile = join(work, 'rss.cjs');
    writeFileSync(rssFile, "process.on('exit', () => require('node:fs').writeSync(2, 'maxrss ' + process.resourceUsage().maxRSS + '\\n'));\n");
    const inputs = await writeInputs(work);
    console.log(
      `\nagentconf records on ${count.toLocaleString('en')} records (mostly flow records; ${runs} rounds of bare then agentconf, median times; peak RSS)`,
    );
    for (const [name, file] of Object.entries(inputs)) {
      const script = join(work, `bare-${name}.mjs`);
      writeFileSync(script, bare[name]);
      const r = compare({ bare: [script, file], agentconf: [cli, 'records', file] }, rssFile);
      const rate = (t) => Math.round(count / (t / 1000)).toLocaleString('en');
      console.log(
        `  ${name.padEnd(7)} ${mb(statSync(file).size).padStart(7)}   bare split + parse ${rate(r.bare.time).padStart(8)} records/s (${mb(r.bare.rss)})` +
          `   agentconf records ${rate(r.agentconf.time).padStart(8)} records/s (${mb(r.agentconf.rss)})   ${r.ratio.toFixed(2)}x bare (median of rounds)`,
      );
    }
    await benchWorkers(inputs.ndjson);
    console.log('\nagentconf/records browser bundle (esbuild, platform browser, minified)');
    console.log(`  ${bundleSizeText(await browserBundleSize(join(root, 'dist', 'records.js')))}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// Run alone: node scripts/bench-records.mjs
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchRecords();
