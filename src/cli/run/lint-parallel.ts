/**
 * A lint of many files on several threads. The inputs are cut into chunks of consecutive files;
 * the main thread and the helper threads (`lint-worker.ts`) each take the next chunk not yet
 * taken, check its files with the code a one-thread lint runs (`lintInput`), and the main
 * thread reports the chunks' results in input order, so the report is byte for byte the one a
 * single thread writes. What the threads share is a handful of counters:
 * - the next chunk to take, and how many chunks are reported: a helper takes no chunk more than
 *   `WINDOW` chunks past the last reported one;
 * - the kilo-characters of text held for code frames by results not yet reported: past
 *   `HELD_LIMIT`, a helper waits before each file unless its chunk is the next to report, so the
 *   memory a large lint holds stays bounded whatever its files hold;
 * - per helper, the chunk it is working on: a helper that fails leaves its chunk to the main
 *   thread, and the run says so on stderr (a failure of agentconf's, not of the input).
 * Only the command uses this (never the library): a helper is one more V8 isolate, so it pays
 * only for many files (`threadsFor`).
 */
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { lintInput, type FileLintOptions, type FileSideInput, type Linted } from './lint-file.js';

/** Indexes of the shared counters. */
const NEXT = 0;
const REPORTED = 1;
const HELD = 2;
/** Then one slot per helper: the chunk it is working on, or -1. */
const SLOTS = 3;

/** How many chunks past the last reported one a helper may take. */
const WINDOW = 16;
/** Kilo-characters of source text held for unreported results before helpers wait: 64 Mi characters. */
const HELD_LIMIT = 64 * 1024;
/** Fewer files than this per thread and a helper thread costs more than it saves (measured). */
export const FILES_PER_THREAD = 1500;
/** More threads than this gain little on a lint (reading and the report stay on one). */
const MAX_THREADS = 4;

/** How a lint asks for threads: `auto` (by the count of files and cores), `off` (one), or a count. */
export type Concurrency = 'auto' | 'off' | number;

/** The helper thread's script, beside the command's bundle; absent when running from sources. */
const helperScript = () => join(import.meta.dirname, 'worker.cjs');

/** Threads to lint `files` inputs with, the main one included (1: no helper). */
export function threadsFor(files: number, asked: Concurrency): number {
  if (asked === 'off' || asked === 1 || files < 2 || !existsSync(helperScript())) return 1;
  if (typeof asked === 'number') return Math.min(asked, files);
  return Math.max(1, Math.min(availableParallelism(), MAX_THREADS, Math.floor(files / FILES_PER_THREAD)));
}

/**
 * What a helper thread is given. The inputs go as one string of paths (a string is copied to the
 * thread in one piece; 100,000 input objects took about 100 ms more, on the main thread), with
 * what the listing said of each and the few inputs that are no plain path apart.
 */
export interface HelperData {
  paths: string;
  regular: Uint8Array;
  others: Map<number, FileSideInput>;
  options: FileLintOptions;
  shared: Int32Array;
  chunk: number;
  slot: number;
}

/** `inputs` as a helper is given them (see `HelperData`). */
function packInputs(inputs: readonly FileSideInput[]): Pick<HelperData, 'paths' | 'regular' | 'others'> {
  const paths: string[] = [];
  const regular = new Uint8Array(inputs.length);
  const others = new Map<number, FileSideInput>();
  for (let i = 0; i < inputs.length; i++) {
    const input = inputs[i]!;
    if ('path' in input && input.raw === undefined) {
      paths.push(input.path);
      if (input.regular) regular[i] = 1;
    } else {
      paths.push('');
      others.set(i, input);
    }
  }
  return { paths: paths.join('\0'), regular, others };
}

/** The inputs a helper was given, as the main thread has them. */
export function unpackInputs(data: HelperData): FileSideInput[] {
  const paths = data.paths.split('\0');
  const inputs: FileSideInput[] = [];
  for (let i = 0; i < paths.length; i++) inputs.push(data.others.get(i) ?? (data.regular[i] ? { path: paths[i]!, regular: true } : { path: paths[i]! }));
  return inputs;
}

/** A chunk's results, as a helper posts them. */
export interface ChunkDone {
  chunk: number;
  linted: Linted[];
}

/** Files per chunk: small enough to share out evenly, large enough that messages cost nothing. */
const chunkSize = (files: number, threads: number) => Math.max(8, Math.min(128, Math.ceil(files / (threads * 32))));

/** Kilo-characters a result holds for its code frames. */
export const heldBy = (linted: Linted): number => (linted.text === undefined ? 0 : Math.ceil(linted.text.length / 1024));

/**
 * The next chunk this thread may take, or -1 when every chunk is taken, or -2 when it must wait
 * (its chunk would be too far ahead of the report, or too much is held). The main thread never
 * waits (it reports); a helper waits, here, until the report moves on.
 */
export function takeChunk(shared: Int32Array, total: number, helper: boolean): number {
  for (;;) {
    const next = Atomics.load(shared, NEXT);
    if (next >= total) return -1;
    const reported = Atomics.load(shared, REPORTED);
    if (next !== reported && (next >= reported + WINDOW || Atomics.load(shared, HELD) > HELD_LIMIT)) {
      if (!helper) return -2;
      Atomics.wait(shared, REPORTED, reported, 50);
      continue;
    }
    if (Atomics.compareExchange(shared, NEXT, next, next + 1) === next) return next;
  }
}

/** Counts `linted`'s text as held until the main thread reports it. */
export const hold = (shared: Int32Array, linted: Linted): void => void Atomics.add(shared, HELD, heldBy(linted));

/** In a helper, before each file of `chunk`: waits while too much is held, unless `chunk` is the next to report. */
export function waitForRoom(shared: Int32Array, chunk: number): void {
  for (;;) {
    const reported = Atomics.load(shared, REPORTED);
    if (chunk === reported || Atomics.load(shared, HELD) <= HELD_LIMIT) return;
    Atomics.wait(shared, REPORTED, reported, 50);
  }
}

/** The inputs of chunk `k`. */
export const chunkInputs = (inputs: readonly FileSideInput[], chunk: number, k: number) => inputs.slice(k * chunk, (k + 1) * chunk);

/**
 * Lints `inputs` on `threads` threads (see the top of this file), handing each result to
 * `accept` in input order; returns what stopped a helper thread, if one failed.
 */
export async function lintInParallel(
  inputs: FileSideInput[],
  options: FileLintOptions,
  threads: number,
  accept: (linted: Linted) => void,
): Promise<string | undefined> {
  const { Worker } = await import('node:worker_threads');
  const chunk = chunkSize(inputs.length, threads);
  const total = Math.ceil(inputs.length / chunk);
  const shared = new Int32Array(new SharedArrayBuffer(4 * (SLOTS + threads - 1)));
  shared.fill(-1, SLOTS);
  const done = new Map<number, Linted[]>();
  const orphans: number[] = [];
  let reported = 0;
  let mine = -1;
  let alive = 0;
  let wake: (() => void) | undefined;
  let failure: string | undefined;
  const helpers: { unref(): void }[] = [];
  const keep = (k: number, linted: Linted[]) => {
    if (k >= reported && !done.has(k)) done.set(k, linted);
  };
  const packed = packInputs(inputs);
  for (let h = 0; h < threads - 1; h++) {
    const slot = SLOTS + h;
    const data: HelperData = { ...packed, options, shared, chunk, slot };
    const helper = new Worker(helperScript(), { workerData: data });
    helpers.push(helper);
    alive++;
    helper.on('message', (m: ChunkDone) => {
      keep(m.chunk, m.linted);
      wake?.();
    });
    // A helper that fails leaves its chunk to this thread (below).
    helper.on('error', (error: unknown) => (failure ??= String((error as Error)?.message ?? error)));
    helper.on('exit', () => {
      alive--;
      const held = Atomics.load(shared, slot);
      Atomics.store(shared, slot, -1);
      if (held >= reported && held !== mine && !done.has(held)) orphans.push(held);
      wake?.();
    });
  }
  const flush = () => {
    let freed = 0;
    for (let list = done.get(reported); list !== undefined; list = done.get(reported)) {
      done.delete(reported);
      for (let i = 0; i < list.length; i++) {
        freed += heldBy(list[i]!);
        accept(list[i]!);
      }
      reported++;
    }
    Atomics.sub(shared, HELD, freed);
    Atomics.store(shared, REPORTED, reported);
    Atomics.notify(shared, REPORTED);
  };
  while (reported < total) {
    flush();
    if (reported >= total) break;
    const k = orphans.length > 0 ? orphans.pop()! : takeChunk(shared, total, false);
    if (k >= 0) {
      mine = k;
      const linted: Linted[] = [];
      const files = chunkInputs(inputs, chunk, k);
      let held = 0;
      for (let i = 0; i < files.length; i++) {
        const one = lintInput(files[i]!, options);
        const result = one instanceof Promise ? await one : one;
        held += heldBy(result);
        linted.push(result);
      }
      Atomics.add(shared, HELD, held);
      mine = -1;
      keep(k, linted);
      // Lets the helpers' messages in.
      await new Promise((resolve) => setImmediate(resolve));
      continue;
    }
    if (k === -1 && alive === 0) {
      // Every chunk is taken and no helper is left: what is missing is this thread's to do.
      for (let c = reported; c < total; c++) if (!done.has(c) && !orphans.includes(c)) orphans.push(c);
      continue;
    }
    await new Promise<void>((resolve) => (wake = resolve));
    wake = undefined;
  }
  // Each helper finds no chunk left and ends; nothing waits for that.
  for (const helper of helpers) helper.unref();
  return failure;
}
