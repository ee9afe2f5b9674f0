/**
 * A helper thread of a large lint (`threads.ts`): takes chunks of the inputs until none is
 * left, checks each as the main thread would (`checkChunk`), and posts each chunk's results.
 */
import { checkChunk, hold, takeChunk, unpackInputs } from './threads.js';
/** Runs the helper's part; `post` sends a chunk's results to the main thread. */
export async function lintWorker(data, post) {
    const { options, texts, shared, chunk, slot } = data;
    const inputs = unpackInputs(data).map(withRawName);
    const total = Math.ceil(inputs.length / chunk);
    for (let k = takeChunk(shared, total, true); k >= 0; k = takeChunk(shared, total, true)) {
        Atomics.store(shared, slot, k);
        const { linted, held } = await checkChunk(inputs, chunk, k, options, texts, true);
        hold(shared, held);
        post({ chunk: k, linted, held });
        Atomics.store(shared, slot, -1);
    }
}
/** A name's raw bytes arrive as a plain Uint8Array (structured clone): a Buffer again, as reading expects. */
function withRawName(input) {
    const raw = input.raw;
    if (raw === undefined || Buffer.isBuffer(raw))
        return input;
    return { ...input, raw: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength) };
}
