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
 * node:crypto or node:zlib for one takes 1.3-2 ms. This loader writes no cache: it is a build
 * product (`writeCodeCache`, called by scripts/bundle.mjs).
 *
 * Where none fits (an installed package: a cache serves one build of Node, so none is committed or
 * packed; or another Node than the build's), the bundle is loaded by Node's own loader with Node's
 * compile cache on, where Node has one (`module.enableCompileCache`, Node 22.1 and later). Node
 * keeps that bytecode in a folder of its own (NODE_COMPILE_CACHE, else `node-compile-cache` in the
 * system's temporary folder), checks it against the text and a checksum of its own, and
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off. A lint of one config with Node 22.23 took 32.8 ms of
 * CPU that way against 40.2 ms compiled at every run (a bare node: 21.5 ms). Node 20 compiles at
 * every run.
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
/** The build's cache of `bundle` (whose text is `source`), when there is one and it fits this Node. */
function buildCache(bundle, source) {
    try {
        return cachedDataFor(readFileSync(codeCacheFile(bundle)), source);
    }
    catch {
        return undefined;
    }
}
/** Compiles `source`, the text of `bundle` (with V8's `cachedData` when given), and runs it as a CommonJS module. */
function run(bundle, source, cachedData) {
    // esbuild writes ASCII only (it escapes other characters), so latin1 decodes the text exactly.
    const script = new Script(wrap(source.toString('latin1')), { filename: bundle, ...(cachedData ? { cachedData } : {}) });
    const module = { exports: {} };
    const main = script.runInThisContext();
    main.call(module.exports, module.exports, requireFor(bundle), module, bundle, dirname(bundle));
    return { exports: module.exports, script, source };
}
/**
 * Turns on Node's compile cache for the modules loaded from now on; false where this Node has none
 * (before 22.1), or where it is off or cannot be used (no folder it can write).
 */
function nodeCompileCache() {
    // Node 20 has none: node:module is not even loaded there (0.3 ms).
    if (Number(process.versions.node.split('.')[0]) < 22)
        return false;
    const { enableCompileCache, constants } = require('node:module');
    if (typeof enableCompileCache !== 'function' || constants?.compileCacheStatus === undefined)
        return false;
    const statuses = constants.compileCacheStatus;
    const { status } = enableCompileCache();
    return status === statuses.ENABLED || status === statuses.ALREADY_ENABLED;
}
/**
 * The exports of a CommonJS bundle: compiled with the build's code cache when one fits, else loaded
 * through Node's compile cache where Node keeps one, else compiled.
 */
export function loadBundle(bundle) {
    const source = readFileSync(bundle);
    const cachedData = buildCache(bundle, source);
    if (cachedData === undefined && nodeCompileCache())
        return requireFor(bundle)(bundle);
    return run(bundle, source, cachedData).exports;
}
/**
 * Makes the cache of a bundle: loads it, lets `exercise` run what the cache should hold (a lint
 * of the examples), then saves the bytecode of every function compiled so far. The file is
 * written under a temporary name and renamed, so a reader never sees half of it.
 */
export async function writeCodeCache(bundle, exercise) {
    const { exports, script, source } = run(bundle, readFileSync(bundle), undefined);
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
