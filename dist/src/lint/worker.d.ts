/**
 * A helper thread of a large lint (`threads.ts`): takes chunks of the inputs until none is
 * left, checks each as the main thread would (`checkChunk`), and posts each chunk's results.
 */
import { type ChunkDone, type HelperData } from './threads.js';
/** Runs the helper's part; `post` sends a chunk's results to the main thread. */
export declare function lintWorker(data: HelperData, post: (done: ChunkDone) => void): Promise<void>;
