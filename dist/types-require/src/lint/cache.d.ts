import { type FileLintOptions, type FileSideInput, type Linted } from './file.js';
/** How a file is found unchanged (`--cache-strategy`). */
export type CacheStrategy = 'metadata' | 'content';
/** What the run needs to know of the cache: a lint of each file, and the write at the end. */
export interface LintCache {
    lint(input: FileSideInput, options: FileLintOptions, needText: boolean): Linted | Promise<Linted>;
    /** Whether `path` names the cache file itself (found in a linted folder, it is no config). */
    isCacheFile(path: string): boolean;
    /** Writes the cache; a note for standard error when it could not be read or written. */
    save(write: (file: string, lines: Iterable<string>) => Promise<void>): Promise<string>;
}
/**
 * The cache at `location` for a run whose results depend on `identity` (besides each file's text):
 * what it held, when it was made for the same identity; empty otherwise. The file is a header line
 * and a line per file; a line is parsed only when its file is checked (a cache of 100,000 files is
 * held as its text, not as 100,000 parsed results), and written back as it was read when the file
 * is unchanged.
 */
export declare function openLintCache(location: string, target: CacheTarget, strategy: CacheStrategy, identity: unknown): LintCache;
/**
 * What `location` is as a cache: `absent` (or empty: nothing to lose), `cache` (begins as one), or
 * why it is refused before the run: a file that is no agentconf cache (a config named by
 * mistake), or anything that is not a regular file (a device, a FIFO, `/dev/stdout`: the cache
 * would land in the report or wait for a reader).
 */
export type CacheTarget = 'absent' | 'empty' | 'cache';
export declare function cacheTarget(location: string): CacheTarget | {
    problem: string;
};
