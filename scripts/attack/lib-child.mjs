// One batch of library calls, in a child process the harness watches (lib.mjs): it reports each
// call before making it, so a hang or a crash names the call, and each finding as it is seen.
import fc from 'fast-check';
import { hostileOptions, hostileString, hostileValue } from './values.mjs';

const [entry, seed, count] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const send = (message) => new Promise((resolve) => process.send(message, resolve));

const mod = await import(entry);
const targets = Object.entries(mod).filter(([, v]) => typeof v === 'function');
const isClass = (f) => /^class\b/.test(Function.prototype.toString.call(f));

/** A short description of an argument, for a report line. */
function describe(v) {
  try {
    if (typeof v === 'string') return `string(${v.length})`;
    if (Array.isArray(v)) return `array(${v.length})`;
    if (v instanceof Uint8Array) return `bytes(${v.length})`;
    if (typeof v === 'object' && v !== null) return `object(${Object.keys(v).length})`;
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
const call = fc.tuple(fc.nat({ max: targets.length - 1 }), kindLike, arg, arg, hostileOptions);

let calls = 0;
for (let i = 0; i < count; i++) {
  // One sample at a time: a batch of wide values made up front would fill the heap by itself.
  let sample;
  try {
    [sample] = fc.sample(call, { seed: seed * 100_000 + i, numRuns: 1 });
  } catch {
    continue; // the generator's own failure (a value too deep for fast-check to build): no call made
  }
  const [index, first, second, third, options] = sample;
  const [name, fn] = targets[index];
  // The first argument is often a kind or object name: half the time a plausible one.
  const args = [calls % 2 ? first : second, calls % 2 ? second : third, options];
  const desc = `${name}(${args.map(describe).join(', ')})`;
  await send({ type: 'call', desc });
  calls++;
  try {
    let result = isClass(fn) ? new fn(...args) : fn(...args);
    if (result && typeof result.then === 'function') result = await result;
    if (result && typeof result[Symbol.asyncIterator] === 'function') {
      let n = 0;
      for await (const _ of result) if (++n > 1000) break;
    }
    const diagnostics = result && Array.isArray(result.diagnostics) ? result.diagnostics : [];
    for (const d of diagnostics) {
      if (typeof d.message !== 'string' || d.message.length > 1000) await send({ type: 'finding', what: 'message over 1,000 characters', desc });
      if (/\n\s+at /.test(d.message)) await send({ type: 'finding', what: 'stack trace in a message', desc });
    }
    if (diagnostics.length > 1100) await send({ type: 'finding', what: `${diagnostics.length} findings built`, desc });
  } catch (error) {
    await send({ type: 'finding', what: `threw ${String(error?.message ?? error).slice(0, 200)}`, desc });
  }
}
await send({ type: 'end', calls });
process.exit(0);
