/**
 * Loads a CommonJS bundle of the command with a V8 code cache: the bytecode of the functions a lint
 * runs, made once by the build, so a run does not compile them again (about 4 ms of a one-file
 * lint, which costs little more than starting Node).
 *
 * The cache lies beside the bundle (`main.cjs.v8cache`) and holds the text it was made from: it is
 * used only for that very text, so a bundle rebuilt or edited by hand never meets a cache made for
 * another. It also names the Node release, V8 version, platform and architecture that made it and
 * is used only by that very build of Node: V8 itself refuses data of another V8 version or flags,
 * but builds of Node that report the same V8 version accept each other's data and can crash on
 * it (Node 20.18-20.20 with a cache made by 20.20.2 died of SIGSEGV). Any other Node compiles the
 * bundle as usual. V8 does not check the bytes of its data either, and damaged data can crash the
 * process: the data is stored twice and used only when both copies agree. Comparing bytes is what
 * fits the budget: a checksum in JavaScript takes longer than the cache saves, and loading
 * node:crypto or node:zlib for one takes 1.3-2 ms. Nothing is written at run time: the cache is a
 * build product (`writeCodeCache`, called by scripts/bundle.mjs).
 *
 * File layout: the length of the runtime key (2 bytes, big-endian), the key (ASCII), the length of
 * the bundle's text (4 bytes), that text, the length of V8's data (4 bytes), the data, the data again.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Script } from 'node:vm';
/** The cache file of a bundle. */
export const codeCacheFile = (bundle) => `${bundle}.v8cache`;
/** The build of Node that runs this process: a cache is used only by the build that made it. */
export const runtimeKey = () => `node ${process.version} v8 ${process.versions.v8} ${process.platform}-${process.arch}`;
/**
 * V8's data in a cache file, when the file was made by the Node build `key` names from exactly
 * `source`, and is whole.
 */
export function cachedDataFor(cache, source, key = runtimeKey()) {
    if (cache.length < 2)
        return undefined;
    const keyEnd = 2 + cache.readUInt16BE(0);
    if (keyEnd !== 2 + key.length || cache.length < keyEnd + 8 || cache.toString('latin1', 2, keyEnd) !== key)
        return undefined;
    if (cache.readUInt32BE(keyEnd) !== source.length)
        return undefined;
    const at = keyEnd + 4 + source.length;
    if (cache.length < at + 4)
        return undefined;
    const size = cache.readUInt32BE(at);
    if (size === 0 || cache.length !== at + 4 + 2 * size || !cache.subarray(keyEnd + 4, at).equals(source))
        return undefined;
    const data = cache.subarray(at + 4, at + 4 + size);
    return data.equals(cache.subarray(at + 4 + size)) ? data : undefined;
}
/** A cache file's bytes (the layout `cachedDataFor` reads). */
export function codeCacheBytes(source, data, key = runtimeKey()) {
    const keyBytes = Buffer.from(key, 'latin1');
    const keyLength = Buffer.alloc(2);
    keyLength.writeUInt16BE(keyBytes.length);
    const sourceLength = Buffer.alloc(4);
    sourceLength.writeUInt32BE(source.length);
    const dataLength = Buffer.alloc(4);
    dataLength.writeUInt32BE(data.length);
    return Buffer.concat([keyLength, keyBytes, sourceLength, source, dataLength, data, data]);
}
/**
 * The function a CommonJS module's text is wrapped in, as Node's loader does: written here, since
 * loading node:module for its `wrap` costs about 0.3 ms of every start.
 */
const wrap = (text) => `(function (exports, require, module, __filename, __dirname) { ${text}\n});`;
/**
 * The `require` the bundle gets. Beside this loader (the installed layout) it is this module's
 * own (built as CommonJS, it has one), which resolves `./records.cjs` and `yaml` from the same
 * folder; elsewhere (tests load copies) one is made for the bundle's folder.
 */
function requireFor(bundle) {
    if (dirname(bundle) === __dirname)
        return require;
    return require('node:module').createRequire(bundle);
}
function load(bundle, useCache) {
    const source = readFileSync(bundle);
    let cachedData;
    if (useCache) {
        try {
            cachedData = cachedDataFor(readFileSync(codeCacheFile(bundle)), source);
        }
        catch {
            // no cache: compile as usual
        }
    }
    // esbuild writes ASCII only (it escapes other characters), so latin1 decodes the text exactly.
    const script = new Script(wrap(source.toString('latin1')), { filename: bundle, ...(cachedData ? { cachedData } : {}) });
    const module = { exports: {} };
    const run = script.runInThisContext();
    run.call(module.exports, module.exports, requireFor(bundle), module, bundle, dirname(bundle));
    return { exports: module.exports, script, source };
}
/** The exports of a CommonJS bundle, loaded with its code cache when one fits. */
export function loadBundle(bundle) {
    return load(bundle, true).exports;
}
/**
 * Makes the cache of a bundle: loads it, lets `exercise` run what the cache should hold (a lint
 * of the examples), then saves the bytecode of every function compiled so far. The file is
 * written under a temporary name and renamed, so a reader never sees half of it.
 */
export async function writeCodeCache(bundle, exercise) {
    const { exports, script, source } = load(bundle, false);
    await exercise(exports);
    const file = codeCacheFile(bundle);
    const temporary = `${file}.${process.pid}.tmp`;
    try {
        writeFileSync(temporary, codeCacheBytes(source, script.createCachedData()));
        renameSync(temporary, file);
    }
    finally {
        rmSync(temporary, { force: true });
    }
    return file;
}
