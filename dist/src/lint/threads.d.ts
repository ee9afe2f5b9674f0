import { type FileLintOptions, type FileSideInput, type Linted } from './file.js';
/** How a lint asks for threads: `auto` (by the count of files and cores), `off` (one), or a count. */
export type Concurrency = 'auto' | 'off' | number;
/**
 * Threads to lint `files` inputs with, the main one included (1: no helper): none past `files`,
 * and for `auto` one per `FILES_PER_THREAD` files, at most one per core and `MAX_THREADS`.
 */
export declare function threadsFor(files: number, asked: Concurrency, cores?: number, helper?: boolean): number;
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
    /** Whether results keep their texts: only the text format shows code frames. */
    texts: boolean;
    shared: Int32Array;
    chunk: number;
    slot: number;
}
/** The inputs a helper was given, as the main thread has them. */
export declare function unpackInputs(data: HelperData): FileSideInput[];
/** A chunk's results, as a helper posts them, with the characters of text they hold. */
export interface ChunkDone {
    chunk: number;
    linted: Linted[];
    held: number;
}
/**
 * The next chunk this thread may take, or -1 when every chunk is taken, or -2 when it must wait
 * (its chunk would be too far ahead of the report, or too much is held). The main thread never
 * waits (it reports); a helper waits, here, until the report moves on.
 */
export declare function takeChunk(shared: Int32Array, total: number, helper: boolean): number;
/** A chunk's results, and the characters of text they hold (counted in `HELD` until reported). */
interface Checked {
    linted: Linted[];
    held: number;
}
/**
 * The files of chunk `k` checked, as one thread does it (the main thread or a `helper`): each
 * keeps its text for code frames only when `texts`, and only up to `MAX_TEXT_HELD` characters.
 */
export declare function checkChunk(inputs: readonly FileSideInput[], chunk: number, k: number, options: FileLintOptions, texts: boolean, helper: boolean): Promise<Checked>;
/** Counts what a chunk holds until the main thread reports it. */
export declare const hold: (shared: Int32Array, held: number) => void;
/**
 * Lints `inputs` on `threads` threads (see the top of this file), giving each result in input
 * order, with its text when `texts`; `outcome.failure` is then what stopped a helper thread, if
 * one failed. A caller that stops early stops the helpers.
 */
export declare function lintInParallel(inputs: FileSideInput[], options: FileLintOptions, threads: number, texts: boolean, outcome: {
    failure?: string;
}): AsyncGenerator<Linted>;
export {};
