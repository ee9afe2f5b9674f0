/**
 * Loads a CommonJS bundle of the command with a V8 code cache: the bytecode of the functions a lint
 * runs, made once by the build, so a run does not compile them again (about 4 ms of a one-file
 * lint, which costs little more than starting Node).
 *
 * The cache lies beside the bundle (`main.cjs.v8cache`) and holds the text it was made from: it is
 * used only for that very text, so a bundle rebuilt or edited by hand never meets a cache made for
 * another (comparing the bytes costs less than loading a hash function). V8 itself refuses a cache
 * made by another V8 version or with other flags; the bundle is then compiled as usual. Nothing is
 * written at run time: the cache is a build product (`writeCodeCache`, called by
 * scripts/bundle.mjs).
 *
 * File layout: the length of the bundle's text (4 bytes, big-endian), that text, V8's data.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, wrap } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/** The cache file of a bundle. */
export const codeCacheFile = (bundle: string): string => `${bundle}.v8cache`;

/** V8's data in a cache file, when the file was made from exactly `source`. */
export function cachedDataFor(cache: Buffer, source: Buffer): Buffer | undefined {
  if (cache.length < 4) return undefined;
  const length = cache.readUInt32BE(0);
  if (length !== source.length || cache.length <= 4 + length || !cache.subarray(4, 4 + length).equals(source)) return undefined;
  return cache.subarray(4 + length);
}

/** A bundle compiled (with its cache when there is one that fits) and run as a CommonJS module. */
interface Loaded {
  exports: Record<string, unknown>;
  script: Script;
  source: Buffer;
}

function load(bundle: string, useCache: boolean): Loaded {
  const source = readFileSync(bundle);
  let cachedData: Buffer | undefined;
  if (useCache) {
    try {
      cachedData = cachedDataFor(readFileSync(codeCacheFile(bundle)), source);
    } catch {
      // no cache: compile as usual
    }
  }
  // esbuild writes ASCII only (it escapes other characters), so latin1 decodes the text exactly.
  const script = new Script(wrap(source.toString('latin1')), { filename: bundle, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as Record<string, unknown> };
  const run = script.runInThisContext() as (exports: unknown, require: NodeRequire, module: unknown, filename: string, dirname: string) => void;
  run.call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  return { exports: module.exports, script, source };
}

/** The exports of a CommonJS bundle, loaded with its code cache when one fits. */
export function loadBundle(bundle: string): Record<string, unknown> {
  return load(bundle, true).exports;
}

/**
 * Makes the cache of a bundle: loads it, lets `exercise` run what the cache should hold (a lint
 * of the examples), then saves the bytecode of every function compiled so far. The file is
 * written under a temporary name and renamed, so a reader never sees half of it.
 */
export async function writeCodeCache(bundle: string, exercise: (exports: Record<string, unknown>) => Promise<void>): Promise<string> {
  const { exports, script, source } = load(bundle, false);
  await exercise(exports);
  const header = Buffer.alloc(4);
  header.writeUInt32BE(source.length);
  const file = codeCacheFile(bundle);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, Buffer.concat([header, source, script.createCachedData()]));
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
  return file;
}
