/** The cache file of a bundle. */
export declare const codeCacheFile: (bundle: string) => string;
/** The build of Node that runs this process: a cache is used only by the build that made it. */
export declare const runtimeKey: () => string;
/**
 * V8's data in a cache file, when the file was made by the Node build `key` names from exactly
 * `source`, and is whole.
 */
export declare function cachedDataFor(cache: Buffer, source: Buffer, key?: string): Buffer | undefined;
/** A cache file's bytes (the layout `cachedDataFor` reads). */
export declare function codeCacheBytes(source: Buffer, data: Buffer, key?: string): Buffer;
/**
 * The exports of a CommonJS bundle: compiled with the build's code cache when one fits, else loaded
 * through Node's compile cache where Node keeps one, else compiled.
 */
export declare function loadBundle(bundle: string): Record<string, unknown>;
/**
 * Makes the cache of a bundle: loads it, lets `exercise` run what the cache should hold (a lint
 * of the examples), then saves the bytecode of every function compiled so far. The file is
 * written under a temporary name and renamed, so a reader never sees half of it.
 */
export declare function writeCodeCache(bundle: string, exercise: (exports: Record<string, unknown>) => Promise<void>): Promise<string>;
