// A batch of library calls, in a child process the harness watches (lib.mjs): it reports each
// call before making it, so a hang or a crash names the call, and each finding as it is seen.
// Call i of a batch is the sample of seed `seed * 100,000 + i`, so a batch resumes after a crash.
import fc from 'fast-check';
import { digest } from './digest.mjs';
import { hostileOptions, hostileString, hostileValue, reify } from './values.mjs';

const [entry, seed, from, to] = [process.argv[2], ...process.argv.slice(3, 6).map(Number)];
const send = (message) => new Promise((resolve) => process.send(message, resolve));

const mod = await import(entry);
const targets = Object.entries(mod).filter(([, v]) => typeof v === 'function');
const isClass = (f) => /^class\b/.test(Function.prototype.toString.call(f));

/** A short description of an argument, for a report line (an object's members are not counted: a million take 0.4 s). */
function describe(v) {
  try {
    if (typeof v === 'string') return `string(${v.length})`;
    if (Array.isArray(v)) return `array(${v.length})`;
    if (v instanceof Uint8Array) return `bytes(${v.length})`;
    if (typeof v === 'object' && v !== null) return 'object';
    return typeof v === 'bigint' || typeof v === 'symbol' ? typeof v : String(v);
  } catch {
    return 'exotic';
  }
}

const bytes = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  hostileString.map((s) => new TextEncoder().encode(s)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => new TextEncoder().encode(JSON.stringify(v) + '\n')),
  fc.constantFrom(new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]), new Uint8Array([0xdf, 0xff, 0xff, 0xff, 0xff]), new Uint8Array([0xdc, 0xff, 0xff])),
);
const arg = fc.oneof({ weight: 5, arbitrary: hostileValue }, { weight: 2, arbitrary: bytes }, { weight: 1, arbitrary: hostileOptions });
const kindLike = fc.oneof(fc.constantFrom('sink-http', 'proc-core', 'sink-log', 'LicenseCreateRequest', 'endpoints', 'flow'), hostileString);
// The first argument is often a kind or object name: half the time a plausible one.
const call = fc.tuple(fc.nat({ max: targets.length - 1 }), fc.oneof(fc.tuple(kindLike, arg), fc.tuple(arg, arg)), hostileOptions);

/** What a call gave: its value (an async iterable's first 1,001 items), or what it threw. */
async function settle(fn, args) {
  try {
    let result = isClass(fn) ? new fn(...args) : fn(...args);
    if (result && typeof result.then === 'function') result = await result;
    if (result && typeof result[Symbol.asyncIterator] === 'function') {
      const items = [];
      for await (const item of result) if (items.push(item) > 1000) break;
      result = { items };
    }
    return { result };
  } catch (error) {
    return { threw: String(error?.message ?? error).slice(0, 200) };
  }
}

const prototypes = [Object.prototype, Array.prototype, Function.prototype, String.prototype];
const ownNames = () => prototypes.map((p) => Reflect.ownKeys(p).length).join();
const cleanNames = ownNames();

for (let i = from; i < to; i++) {
  // One sample at a time: a batch of wide values made up front would fill the heap by itself.
  let sample;
  try {
    [sample] = fc.sample(call, { seed: seed * 100_000 + i, numRuns: 1 });
  } catch {
    continue; // the generator's own failure (a value too deep for fast-check to build): no call made
  }
  const [index, [first, second], options] = sample;
  const [name, fn] = targets[index];
  const args = [reify(first), reify(second), reify(options)];
  const desc = `${name}(${args.map(describe).join(', ')}) [seed ${seed}, call ${i}]`;
  const finding = (what) => send({ type: 'finding', what, desc });
  await send({ type: 'call', i, desc });
  const before = digest(args);
  const cpu = process.cpuUsage();
  const got = await settle(fn, args);
  const used = process.cpuUsage(cpu);
  const cpuMs = Math.round((used.user + used.system) / 1000);
  if (cpuMs > 5000) await send({ type: 'slow', cpuMs, desc });
  if ('threw' in got) await finding(`threw ${got.threw}`);
  let internal = false;
  const printed = digest(got, (s) => (internal ||= s === 'internal/error'));
  if (internal) await finding('an internal/error diagnostic (an exception caught by the last line)');
  const diagnostics = Array.isArray(got.result?.diagnostics) ? got.result.diagnostics : [];
  for (const d of diagnostics) {
    if (typeof d.message !== 'string' || d.message.length > 1000) await finding('message over 1,000 characters');
    if (/\n\s+at /.test(d.message)) await finding('stack trace in a message');
  }
  if (diagnostics.length > 1100) await finding(`${diagnostics.length} findings built`);
  if (ownNames() !== cleanNames) {
    await finding('prototype pollution');
    process.exit(3); // the rest of the batch goes on in a fresh process (lib.mjs)
  }
  // Input mutation, then determinism: the same call on the same (unchanged) arguments gives the same.
  if (before !== undefined && printed !== undefined) {
    if (digest(args) !== before) await finding('mutated an argument');
    else if (digest(await settle(fn, args)) !== printed) await finding('non-deterministic: a second call gave another result');
  }
}
await send({ type: 'end' });
process.exit(0);
