/**
 * A helper thread of a large lint (src/lint/threads.ts). The build makes it
 * dist/cli/worker.cjs, beside the command's bundle, which it loads with its V8 code cache (as
 * the command does) to run its part.
 */
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { loadBundle } from './code-cache.js';
const { lintWorker } = loadBundle(join(__dirname, 'main.cjs'));
void lintWorker(workerData, (done) => parentPort.postMessage(done));
