// The telemetry-record figures of `npm run bench`: `agentconf records` on 100,000 records
// (mostly flow records, NDJSON, written to a temporary folder at bench time) against the script a
// user would write (split + JSON.parse + Ajv compiled from the published record schemas, first
// error) and a bare split + parse, run in interleaved rounds with and without
// NODE_EXTRA_CA_CERTS, in wall time and CPU time; peak memory of each; the same for a field-like mix, gzip, msgpack and
// (section records-1gb) about 1 GB; the gzipped size of the agentconf/records browser bundle.
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
import { before, cli, environments } from './bench-env.mjs';
import { runMeasured } from './bench-process.mjs';

const count = Number(process.env.BENCH_RECORDS ?? 100_000);
const runs = Number(process.env.BENCH_RECORD_RUNS ?? 5);
const node = process.execPath;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * The script a user would otherwise write (the comparison of issue 23): read in 1 MiB chunks,
 * split lines (or decode msgpack), `JSON.parse`, and validate each record with Ajv compiled from
 * the published record schemas (generated/schemas/records/, picked by the record's `type`), first
 * error only (Ajv's default); count records and invalid ones. `checks` says what is done with
 * each record: `ajv` (the user's script), `none` (bare parsing, the floor no checker goes under),
 * or `agentconf` (the floor of the NDJSON row: agentconf's own checks in Ajv's place, the least it
 * must do for a record: the precompiled fast check of the record's closed schema from
 * dist/src/, then the stream rules over the valid records; no framing by bytes, positions,
 * divergences or report).
 */
function userScript(format, checks) {
  const schemas = join(root, 'generated', 'schemas', 'records');
  const ajv = pathToFileURL(join(root, 'node_modules', 'ajv', 'dist', '2020.js')).href;
  const formats = pathToFileURL(join(root, 'node_modules', 'ajv-formats', 'dist', 'index.js')).href;
  const src = (path) => JSON.stringify(pathToFileURL(join(root, 'dist', 'src', ...path.split('/'))).href);
  const own = `const { fastCheckOf } = await import(${src('records/validators.js')});
const { isRecordType, schemaOfType } = await import(${src('records/catalog.js')});
const { StreamRules } = await import(${src('records/stream/stream-rules.js')});
const rules = new StreamRules();
let invalid = 0;
const check = (record) => {
  const type = record?.type;
  if (!isRecordType(type) || !fastCheckOf(schemaOfType(type))(record)) invalid++;
  else rules.check(n, 0, type, record);
  n++;
};`;
  const setUp =
    checks === 'none'
      ? 'const check = () => { n++; };'
      : checks === 'agentconf'
        ? own
        : `import { readdirSync, readFileSync } from 'node:fs';
const Ajv = (await import(${JSON.stringify(ajv)})).default;
const addFormats = (await import(${JSON.stringify(formats)})).default;
const ajv = new (Ajv.default ?? Ajv)({ strict: false });
(addFormats.default ?? addFormats)(ajv);
const byType = new Map();
for (const file of readdirSync(${JSON.stringify(schemas)})) {
  const schema = JSON.parse(readFileSync(${JSON.stringify(schemas)} + '/' + file, 'utf8'));
  const validate = ajv.compile(schema);
  const type = schema.properties?.type ?? {};
  for (const name of type.enum ?? (type.const === undefined ? [] : [type.const])) byType.set(name, validate);
}
let invalid = 0, first;
const check = (record) => {
  n++;
  const validate = byType.get(record?.type);
  if (validate === undefined) invalid++;
  else if (!validate(record)) { invalid++; first ??= validate.errors[0]; }
};`;
  const read = {
    ndjson: `import { createReadStream } from 'node:fs';
let n = 0, rest = '';
${setUp}
for await (const chunk of createReadStream(process.argv[2], { encoding: 'utf8', highWaterMark: 1 << 20 })) {
  const lines = (rest + chunk).split('\\n');
  rest = lines.pop();
  for (const line of lines) if (line) check(JSON.parse(line));
}
if (rest) check(JSON.parse(rest));`,
    gzip: `import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
let n = 0, rest = '';
${setUp}
const text = createReadStream(process.argv[2], { highWaterMark: 1 << 20 }).pipe(createGunzip()).setEncoding('utf8');
for await (const chunk of text) {
  const lines = (rest + chunk).split('\\n');
  rest = lines.pop();
  for (const line of lines) if (line) check(JSON.parse(line));
}
if (rest) check(JSON.parse(rest));`,
    msgpack: `import { createReadStream } from 'node:fs';
const { decodeMultiStream } = await import(${JSON.stringify(pathToFileURL(join(root, 'node_modules', '@msgpack', 'msgpack', 'dist.esm', 'index.mjs')).href)});
let n = 0;
${setUp}
for await (const record of decodeMultiStream(createReadStream(process.argv[2], { highWaterMark: 1 << 20 }))) check(record);`,
  }[format];
  return `${read}\nif (n === 0) process.exit(1);\n`;
}

/**
 * Wall time, CPU time (user + system, every thread) and peak resident memory of one process run,
 * the last two as the process reports them at exit (scripts/bench-usage.cjs, preloaded: it adds
 * 1.5-3 ms to a start, a few thousandths of these runs).
 */
function measure(args, env) {
  const r = runMeasured(args, env, { stderr: 'pipe' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.slice(-2000)}`);
  return r;
}

/**
 * The commands in turn, `rounds` rounds after a warm-up each, in each environment (interleaved
 * too): per environment, each command's median wall and CPU times and highest peak memory, and
 * the median of each round's ratio `X / agentconf` for every other command X, in wall time
 * (`ratio`) and in CPU time (`cpuRatio`). The machine may be shared: the runs of a round see
 * about the same load, so the ratio of a round is fairer than a ratio of medians taken over
 * different moments.
 */
function compare(commands, rounds = runs) {
  const envs = environments();
  const samples = {};
  for (const [e, env] of Object.entries(envs)) {
    samples[e] = Object.fromEntries(Object.keys(commands).map((k) => [k, { times: [], cpu: [], rss: 0 }]));
    if (rounds > 1) for (const args of Object.values(commands)) measure(args, env);
  }
  for (let i = 0; i < rounds; i++) {
    for (const [e, env] of Object.entries(envs)) {
      // Who goes first alternates, so no command always follows another's disk cache and heat.
      const order = Object.entries(commands);
      if (i % 2 === 1) order.reverse();
      for (const [name, args] of order) {
        const { wall, cpu, rss } = measure(args, env);
        samples[e][name].times.push(wall);
        samples[e][name].cpu.push(cpu);
        samples[e][name].rss = Math.max(samples[e][name].rss, rss);
      }
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([e, byName]) => [
      e,
      Object.fromEntries(
        Object.entries(byName).map(([k, s]) => [
          k,
          {
            time: median(s.times),
            cpu: median(s.cpu),
            rss: s.rss,
            ratio: median(s.times.map((t, i) => t / byName.agentconf.times[i])),
            cpuRatio: median(s.cpu.map((t, i) => t / byName.agentconf.cpu[i])),
            ...(byName.before ? { ratioBefore: median(s.times.map((t, i) => t / byName.before.times[i])) } : {}),
            // Against the script too, for the floor: how many times as fast as the script, round by round.
            ...(k === 'floor'
              ? { toScript: median(s.times.map((t, i) => byName.script.times[i] / t)), cpuToScript: median(s.cpu.map((t, i) => byName.script.cpu[i] / t)) }
              : {}),
          },
        ]),
      ),
    ]),
  );
}

/**
 * The field-like mix: the bench's records, each flow record with a member the interface does not
 * have (the same name on every one, as a device's firmware adds one), and every other one
 * divergent (a 16-hex-digit digest, what 5.2.7 agents send).
 */
function fieldLike(record, i) {
  if (!record.flow || typeof record.flow !== 'object') return record;
  const out = { ...record, vendor_tag: `site-${i % 50}` };
  if (i % 2 === 0) out.flow = { ...out.flow, digest: (i * 2654435761).toString(16).padStart(16, '0').slice(-16) };
  return out;
}

/** Writes `records` (an iterable) as NDJSON to `file`. */
async function writeNdjson(file, records) {
  const text = createWriteStream(file);
  let batch = '';
  for (const record of records) {
    batch += JSON.stringify(record) + '\n';
    if (batch.length > 1 << 20) {
      if (!text.write(batch)) await new Promise((r) => text.once('drain', r));
      batch = '';
    }
  }
  await new Promise((r) => text.end(batch, r));
}

async function writeInputs(dir) {
  const ndjson = join(dir, 'records.ndjson');
  const msgpack = join(dir, 'records.msgpack');
  await writeNdjson(ndjson, sampleStream(count));
  const packed = createWriteStream(msgpack);
  for (const record of sampleStream(count)) {
    if (!packed.write(encode(record))) await new Promise((r) => packed.once('drain', r));
  }
  await new Promise((r) => packed.end(r));
  const gzip = join(dir, 'records.ndjson.gz');
  await pipeline(createReadStream(ndjson), createGzip(), createWriteStream(gzip));
  const field = join(dir, 'field-like.ndjson');
  await writeNdjson(
    field,
    (function* () {
      let i = 0;
      for (const record of sampleStream(count, 7)) yield fieldLike(record, i++);
    })(),
  );
  return { ndjson: ['ndjson', ndjson], 'field-like': ['ndjson', field], gzip: ['gzip', gzip], msgpack: ['msgpack', msgpack] };
}

/** About `bytes` of NDJSON: the bench's mix, repeated with fresh seeds. */
async function writeLarge(dir, bytes) {
  const file = join(dir, 'large.ndjson');
  const per = 1323;
  await writeNdjson(file, sampleStream(Math.ceil(bytes / per), 3));
  return file;
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

/**
 * Prints one row per environment: the user's script, bare parsing and agentconf records, each
 * in records per second of wall time and CPU time (user + system), and how many times faster
 * agentconf is than each, in both; `aim` follows the label.
 */
function printRow(label, file, records, r, aim) {
  const rate = (t) =>
    `${Math.round(records / (t / 1000))
      .toLocaleString('en')
      .padStart(8)}/s`;
  const side = (x) => `wall ${rate(x.time)}, CPU ${rate(x.cpu)} (${mb(x.rss)})`;
  const faster = (x) => `wall ${x.ratio.toFixed(2)}x, CPU ${x.cpuRatio.toFixed(2)}x`;
  console.log(`  ${label} (${mb(statSync(file).size)}; ${aim})`);
  for (const [e, x] of Object.entries(r)) {
    console.log(`    ${e.padEnd(28)} script ${side(x.script)}   bare parse ${side(x.parse)}   agentconf ${side(x.agentconf)}`);
    console.log(
      `    ${''.padEnd(28)} agentconf is ${faster(x.script)} as fast as the script, ${faster(x.parse)} as fast as bare parsing (medians of rounds)` +
        (x.before ? `   before: ${rate(x.before.time)} (${mb(x.before.rss)}), ${x.script.ratioBefore.toFixed(2)}x the script` : ''),
    );
    // The floor against the script: how fast agentconf could be, doing only what it must.
    if (x.floor) {
      const wall = x.floor.toScript.toFixed(2);
      const cpu = x.floor.cpuToScript.toFixed(2);
      console.log(
        `    ${''.padEnd(28)} the floor (the script's reading, agentconf's fast checks and stream rules, nothing else) ${side(x.floor)}: wall ${wall}x, CPU ${cpu}x as fast as the script`,
      );
    }
  }
}

/** The aims of issue 23's table, by input: the NDJSON mix and the field-like mix. */
const aims = { ndjson: 'aim >= 1x the script, wall and CPU', 'field-like': 'aim >= 1x the script, wall and CPU' };

/** `sections`: 'records' (100,000 records: the mix, the field-like mix, gzip, msgpack) and 'records-1gb'. */
export async function benchRecords({ sections = ['records'], quick = false } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'agentconf-bench-records-'));
  try {
    const scripts = {};
    for (const format of ['ndjson', 'gzip', 'msgpack']) {
      scripts[format] = { script: join(work, `script-${format}.mjs`), parse: join(work, `parse-${format}.mjs`) };
      writeFileSync(scripts[format].script, userScript(format, 'ajv'));
      writeFileSync(scripts[format].parse, userScript(format, 'none'));
    }
    const floor = join(work, 'floor-ndjson.mjs');
    writeFileSync(floor, userScript('ndjson', 'agentconf'));
    const commands = (format, file, withFloor = false) => ({
      script: [scripts[format].script, file],
      parse: [scripts[format].parse, file],
      agentconf: [cli, 'records', file],
      ...(withFloor ? { floor: [floor, file] } : {}),
      ...(before ? { before: [before, 'records', file] } : {}),
    });
    if (sections.includes('records')) {
      const inputs = await writeInputs(work);
      const rounds = quick ? 1 : runs;
      console.log(
        `\nagentconf records on ${count.toLocaleString('en')} records against a user's script (split + JSON.parse + Ajv from the published record schemas, first error) and bare parsing (${rounds} interleaved rounds; records per second of wall time and of CPU time, user + system, of each whole process; peak RSS)`,
      );
      // The NDJSON mix gets the floor in its rounds too. (Not the field-like mix: its fast check
      // refuses every flow record for the member the interface lacks, so the floor would skip
      // what agentconf must do there, explain the member and keep judging the record.)
      for (const [name, [format, file]] of Object.entries(inputs))
        printRow(name, file, count, compare(commands(format, file, name === 'ndjson'), rounds), aims[name] ?? 'no aim of its own');
      if (!quick) await benchWorkers(inputs.ndjson[1]);
      console.log('\nagentconf/records browser bundle (esbuild, platform browser, minified)');
      console.log(`  ${bundleSizeText(await browserBundleSize(join(root, 'dist', 'records.js')))}`);
    }
    if (sections.includes('records-1gb')) {
      const bytes = Number(process.env.BENCH_LARGE_BYTES ?? 1e9);
      const file = await writeLarge(work, bytes);
      const records = Math.ceil(bytes / 1323);
      const rounds = quick ? 1 : 3;
      console.log(
        `\nagentconf records on about ${mb(bytes)} of NDJSON (${records.toLocaleString('en')} records; ${rounds} rounds; memory must not grow with the stream)`,
      );
      printRow('NDJSON', file, records, compare(commands('ndjson', file), rounds), 'no aim of its own beyond memory');
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// Run alone: node scripts/bench-records.mjs
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sections = process.argv.slice(2).filter((a) => a.startsWith('records'));
  await benchRecords({ sections: sections.length ? sections : ['records'], quick: process.argv.includes('--quick') });
}
