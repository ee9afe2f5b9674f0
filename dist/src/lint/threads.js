/**
 * A lint of many files on several threads. The inputs are cut into chunks of consecutive files;
 * the main thread and the helper threads (`worker.ts`) each take the next chunk not yet
 * taken, check its files with the code a one-thread lint runs (`lintInput`), and the main
 * thread reports the chunks' results in input order, so the report is byte for byte the one a
 * single thread writes. What the threads share is a handful of counters:
 * - the next chunk to take, and how many chunks are reported: no thread takes a chunk more than
 *   `WINDOW` chunks past the last reported one, nor while the results not yet reported hold more
 *   than `HELD_LIMIT` characters of source text (for code frames), unless it is the next chunk to
 *   report. A result holds its file's text only when the report shows code frames, and at most
 *   `MAX_TEXT_HELD` characters of it: a longer text is read again when its findings are written.
 *   So whatever the files hold, what waits for the report stays under `HELD_LIMIT` and a chunk's
 *   worth per thread;
 * - per helper, the chunk it is working on: a helper that fails leaves its chunk to the main
 *   thread, and the run says so on stderr (a failure of agentconf's, not of the input).
 * A helper is one more V8 instance, so it pays only for many files (`threadsFor`).
 */
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readFileInput } from '../files/read.js';
import { leftOffCounts, markLeftOff } from '../core/cap.js';
import { ReadAhead } from './read-ahead.js';
import { lintInput } from './file.js';
/** Indexes of the shared counters. */
const NEXT = 0;
const REPORTED = 1;
const HELD = 2;
/** Then one slot per helper: the chunk it is working on, or -1. */
const SLOTS = 3;
/** How many chunks past the last reported one a helper may take. */
const WINDOW = 16;
/** Characters of source text held by results not yet reported past which no chunk but the next to report is taken. */
const HELD_LIMIT = 64 * 1024 * 1024;
/** The most characters of one file's text a result holds (a chunk then holds at most 32 Mi). */
const MAX_TEXT_HELD = 256 * 1024;
/**
 * Files per thread `auto` asks for: a helper thread costs about 0.3 s of CPU time more than the
 * files it checks (its own V8 instance, which starts cold), so it pays only for thousands of
 * files (measured on 2 cores; see docs/performance.md).
 */
const FILES_PER_THREAD = 5000;
/** More threads than this gain little on a lint (reading and the report stay on one). */
const MAX_THREADS = 4;
/**
 * The helper thread's script, dist/cli/worker.cjs: beside this code in the command's bundle
 * (dist/cli/main.cjs), two folders up from it as the package's `agentconf/lint` (dist/src/lint/);
 * absent when running from sources (then one thread).
 */
const helperScript = () => {
    const beside = join(import.meta.dirname, 'worker.cjs');
    return existsSync(beside) ? beside : join(import.meta.dirname, '..', '..', 'cli', 'worker.cjs');
};
/**
 * Threads to lint `files` inputs with, the main one included (1: no helper): none past `files`,
 * and for `auto` one per `FILES_PER_THREAD` files, at most one per core and `MAX_THREADS`.
 */
export function threadsFor(files, asked, cores = availableParallelism(), helper = existsSync(helperScript())) {
    if (asked === 'off' || asked === 1 || files < 2 || !helper)
        return 1;
    if (typeof asked === 'number')
        return Math.min(asked, files);
    return Math.max(1, Math.min(cores, MAX_THREADS, Math.floor(files / FILES_PER_THREAD)));
}
/** `inputs` as a helper is given them (see `HelperData`). */
function packInputs(inputs) {
    const paths = [];
    const regular = new Uint8Array(inputs.length);
    const others = new Map();
    for (let i = 0; i < inputs.length; i++) {
        const input = inputs[i];
        if ('path' in input && input.raw === undefined) {
            paths.push(input.path);
            if (input.regular)
                regular[i] = 1;
        }
        else {
            paths.push('');
            others.set(i, input);
        }
    }
    return { paths: paths.join('\0'), regular, others };
}
/** The inputs a helper was given, as the main thread has them. */
export function unpackInputs(data) {
    const paths = data.paths.split('\0');
    const inputs = [];
    for (let i = 0; i < paths.length; i++)
        inputs.push(data.others.get(i) ?? (data.regular[i] ? { path: paths[i], regular: true } : { path: paths[i] }));
    return inputs;
}
/** Files per chunk: small enough to share out evenly, large enough that messages cost nothing. */
const chunkSize = (files, threads) => Math.max(8, Math.min(128, Math.ceil(files / (threads * 32))));
/**
 * The next chunk this thread may take, or -1 when every chunk is taken, or -2 when it must wait
 * (its chunk would be too far ahead of the report, or too much is held). The main thread never
 * waits (it reports); a helper waits, here, until the report moves on.
 */
export function takeChunk(shared, total, helper) {
    for (;;) {
        const next = Atomics.load(shared, NEXT);
        if (next >= total)
            return -1;
        const reported = Atomics.load(shared, REPORTED);
        if (next !== reported && (next >= reported + WINDOW || Atomics.load(shared, HELD) > HELD_LIMIT)) {
            if (!helper)
                return -2;
            Atomics.wait(shared, REPORTED, reported, 50);
            continue;
        }
        if (Atomics.compareExchange(shared, NEXT, next, next + 1) === next)
            return next;
    }
}
/**
 * The files of chunk `k` checked, as one thread does it (the main thread or a `helper`): each
 * keeps its text for code frames only when `texts`, and only up to `MAX_TEXT_HELD` characters.
 */
export async function checkChunk(inputs, chunk, k, options, texts, helper) {
    const linted = [];
    let held = 0;
    const end = Math.min(inputs.length, (k + 1) * chunk);
    const ahead = new ReadAhead(inputs, end);
    for (let i = k * chunk; i < end; i++) {
        const one = lintInput(inputs[i], options, ahead.take(i));
        const result = one instanceof Promise ? await one : one;
        // A note of findings left off is known by its identity, which a copy to another thread loses.
        if (helper) {
            const counts = leftOffCounts(result.result.diagnostics);
            if (counts.length > 0)
                result.leftOff = counts;
        }
        if (result.text !== undefined) {
            if (!texts)
                delete result.text;
            else if (result.text.length > MAX_TEXT_HELD) {
                delete result.text;
                result.readAgain = true;
            }
            else
                held += result.text.length;
        }
        linted.push(result);
    }
    return { linted, held };
}
/** Counts what a chunk holds until the main thread reports it. */
export const hold = (shared, held) => void Atomics.add(shared, HELD, held);
/**
 * Lints `inputs` on `threads` threads (see the top of this file), giving each result in input
 * order, with its text when `texts`; `outcome.failure` is then what stopped a helper thread, if
 * one failed. A caller that stops early stops the helpers.
 */
export async function* lintInParallel(inputs, options, threads, texts, outcome) {
    const { Worker } = await import('node:worker_threads');
    const chunk = chunkSize(inputs.length, threads);
    const total = Math.ceil(inputs.length / chunk);
    const shared = new Int32Array(new SharedArrayBuffer(4 * (SLOTS + threads - 1)));
    shared.fill(-1, SLOTS);
    const done = new Map();
    const orphans = [];
    const working = new Set();
    let reported = 0;
    let alive = 0;
    let wake;
    let failure;
    const helpers = [];
    const ready = [];
    // A chunk done twice (a helper's, finished as it failed, and redone here) is reported once.
    const keep = (k, checked) => {
        if (k >= reported && !done.has(k))
            done.set(k, checked);
        else
            hold(shared, -checked.held);
    };
    const packed = packInputs(inputs);
    for (let h = 0; h < threads - 1; h++) {
        const slot = SLOTS + h;
        const data = { ...packed, options, texts, shared, chunk, slot };
        const helper = new Worker(helperScript(), { workerData: data });
        helpers.push(helper);
        alive++;
        helper.on('message', (m) => {
            keep(m.chunk, m);
            wake?.();
        });
        // A helper that fails leaves its chunk to this thread (below).
        helper.on('error', (error) => (failure ??= String(error?.message ?? error)));
        helper.on('exit', () => {
            alive--;
            const held = Atomics.load(shared, slot);
            Atomics.store(shared, slot, -1);
            if (held >= reported && !done.has(held))
                orphans.push(held);
            wake?.();
        });
    }
    const flush = () => {
        let freed = 0;
        for (let checked = done.get(reported); checked !== undefined; checked = done.get(reported)) {
            done.delete(reported);
            freed += checked.held;
            for (let i = 0; i < checked.linted.length; i++) {
                const linted = checked.linted[i];
                if (linted.readAgain)
                    textAgain(linted, inputs[reported * chunk + i]);
                if (linted.leftOff) {
                    markLeftOff(linted.result.diagnostics, linted.leftOff);
                    delete linted.leftOff;
                }
                ready.push(linted);
            }
            reported++;
        }
        hold(shared, -freed);
        Atomics.store(shared, REPORTED, reported);
        Atomics.notify(shared, REPORTED);
    };
    try {
        while (reported < total) {
            flush();
            for (let i = 0; i < ready.length; i++)
                yield ready[i];
            ready.length = 0;
            if (reported >= total)
                break;
            const k = orphans.length > 0 ? orphans.pop() : takeChunk(shared, total, false);
            if (k >= 0) {
                working.add(k);
                const checked = await checkChunk(inputs, chunk, k, options, texts, false);
                working.delete(k);
                hold(shared, checked.held);
                keep(k, checked);
                // Lets the helpers' messages in.
                await new Promise((resolve) => setImmediate(resolve));
                continue;
            }
            if (k === -1 && alive === 0) {
                // Every chunk is taken and no helper is left: what is missing is this thread's to do.
                for (let c = reported; c < total; c++)
                    if (!done.has(c) && !working.has(c) && !orphans.includes(c))
                        orphans.push(c);
                continue;
            }
            await new Promise((resolve) => (wake = resolve));
            wake = undefined;
        }
    }
    finally {
        // Each helper finds no chunk left and ends; nothing waits for that. A run stopped early stops them.
        for (const helper of helpers) {
            if (reported < total)
                void helper.terminate();
            helper.unref();
        }
        if (failure !== undefined)
            outcome.failure = failure;
    }
}
/** The text of a result that did not hold it, read again for its code frames (none if that fails). */
function textAgain(linted, input) {
    delete linted.readAgain;
    if (!('path' in input))
        return;
    const read = readFileInput(input);
    if ('text' in read)
        linted.text = read.text;
}
