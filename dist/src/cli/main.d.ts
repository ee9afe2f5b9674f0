import type { Outcome } from './command.js';
import { OutputWriter } from './stdio.js';
/**
 * A helper thread's part of a large lint (dist/cli/worker.cjs calls it). Loaded when called: the
 * threads' code (and node:os) is not initialised on the runs that have no threads.
 */
export declare function lintWorker(...args: Parameters<typeof import('../lint/worker.js').lintWorker>): Promise<void>;
/** Runs one command line (without `node` and the script). */
export declare function run(argv: string[], out?: OutputWriter): Promise<Outcome>;
/** Runs the process: prints, sets the exit code, and turns any failure into one line. */
export declare function main(argv: string[]): Promise<void>;
