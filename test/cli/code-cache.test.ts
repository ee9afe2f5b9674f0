/**
 * The command's V8 code cache (src/cli/code-cache.ts): V8 takes the cache the build made, and a
 * cache is never used for another text than the one it was made from.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedDataFor, codeCacheBytes, codeCacheFile, runtimeKey } from '../../src/cli/code-cache.js';
import { repo } from '../support/cli.js';

const cli = join(repo, 'dist', 'cli');
const bundle = join(cli, 'main.cjs');
const valid = join(repo, 'examples', 'valid', 'netify-proc-core.json');

/** Loads `file` with the built loader in a fresh process and lints the valid example with it. */
function lintWith(file: string) {
  const probe = `const { readFileSync } = require('node:fs');
    const { Script } = require('node:vm');
    const { wrap } = require('node:module');
    const { cachedDataFor, codeCacheFile, loadBundle } = require(${JSON.stringify(join(cli, 'code-cache.cjs'))});
    const file = ${JSON.stringify(file)};
    const source = readFileSync(file);
    let data;
    try { data = cachedDataFor(readFileSync(codeCacheFile(file)), source); } catch {}
    const script = new Script(wrap(source.toString('latin1')), { filename: file, cachedData: data });
    process.stderr.write(JSON.stringify({ fits: data !== undefined, rejected: script.cachedDataRejected ?? null }));
    loadBundle(file).main(['lint', ${JSON.stringify(valid)}]);`;
  const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });
  return { ...(JSON.parse(r.stderr) as { fits: boolean; rejected: boolean | null }), stdout: r.stdout, status: r.status };
}

const work = mkdtempSync(join(tmpdir(), 'agentconf-code-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('code cache', () => {
  it('the build makes a cache that fits the bundle and that V8 takes', () => {
    const run = lintWith(bundle);
    expect(run).toMatchObject({ fits: true, rejected: false, status: 0 });
    expect(run.stdout).toContain('no problems');
  });

  it('a bundle edited by hand (same length) runs its own text, not the cached one', () => {
    const copy = join(work, 'main.cjs');
    const text = readFileSync(bundle, 'latin1');
    expect(text).toContain('no problems');
    writeFileSync(copy, text.replace('no problems', 'NO PROBLEMS'), 'latin1');
    copyFileSync(codeCacheFile(bundle), codeCacheFile(copy));
    const run = lintWith(copy);
    expect(run.fits).toBe(false);
    expect(run.stdout).toContain('NO PROBLEMS');
  });

  it('a bundle without a cache, or with a damaged one, still runs', () => {
    const copy = join(work, 'alone.cjs');
    copyFileSync(bundle, copy);
    expect(lintWith(copy)).toMatchObject({ fits: false, status: 0 });
    writeFileSync(codeCacheFile(copy), readFileSync(codeCacheFile(bundle)).subarray(0, 1000));
    expect(lintWith(copy)).toMatchObject({ fits: false, status: 0 });
  });

  it('a damaged copy of the V8 data: the cache is not used, and the lint runs', () => {
    const copy = join(work, 'damaged.cjs');
    copyFileSync(bundle, copy);
    const cache = readFileSync(codeCacheFile(bundle));
    // One byte flipped in the middle of the second copy of the data.
    cache[cache.length - 1000]! ^= 0xff;
    writeFileSync(codeCacheFile(copy), cache);
    expect(lintWith(copy)).toMatchObject({ fits: false, status: 0 });
  });

  it('a lint by the command as installed loads none of node:module, node:tty, node:fs/promises, node:os, worker threads, node:crypto (each costs start-up time)', () => {
    // Preloaded: what Node has loaded before the command starts, and what it loaded since, told
    // at exit (the command exits as soon as it is done, and exit listeners still run).
    const probe = `const seen = new Set(process.moduleLoadList);
      process.on('exit', () => require('node:fs').writeSync(2, JSON.stringify(process.moduleLoadList.filter((m) => !seen.has(m)))));`;
    const script = join(work, 'probe.cjs');
    writeFileSync(script, probe);
    const r = spawnSync(process.execPath, ['-r', script, join(cli, 'agentconf.cjs'), 'lint', valid], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('no problems');
    const loaded = JSON.parse(r.stderr) as string[];
    expect(loaded).toContain('NativeModule vm');
    expect(loaded).not.toContain('NativeModule module');
    expect(loaded).not.toContain('NativeModule tty');
    // node:fs/promises brings readline and file watchers: 2.3 ms (the writes of -o and --fix load it when they write).
    expect(loaded).not.toContain('NativeModule internal/fs/promises');
    // The threads' code is loaded only for --concurrency.
    expect(loaded).not.toContain('NativeModule os');
    expect(loaded).not.toContain('NativeModule worker_threads');
    // node:crypto (the hashes of --cache) only for --cache.
    expect(loaded).not.toContain('NativeModule crypto');
  });

  it('a lint by the command as installed makes no locale-aware call (the first loads ICU data: about 16 ms, more than the lint)', () => {
    // Preloaded: every locale-aware formatter and collator is wrapped to tell, at exit, whether it ran.
    const probe = `const calls = [];
      const watch = (owner, name, label) => { const f = owner[name]; owner[name] = function (...a) { calls.push(label); return new.target ? Reflect.construct(f, a, new.target) : f.apply(this, a); }; };
      watch(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
      watch(BigInt.prototype, 'toLocaleString', 'BigInt#toLocaleString');
      watch(Array.prototype, 'toLocaleString', 'Array#toLocaleString');
      watch(String.prototype, 'localeCompare', 'String#localeCompare');
      for (const m of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) watch(Date.prototype, m, 'Date#' + m);
      for (const c of ['NumberFormat', 'Collator', 'DateTimeFormat', 'PluralRules', 'Segmenter', 'ListFormat', 'RelativeTimeFormat']) watch(Intl, c, 'Intl.' + c);
      process.on('exit', () => require('node:fs').writeSync(2, JSON.stringify(calls)));`;
    const script = join(work, 'locale-probe.cjs');
    writeFileSync(script, probe);
    for (const args of [
      ['lint', valid],
      ['lint', join(repo, 'examples', 'valid')],
    ]) {
      const r = spawnSync(process.execPath, ['-r', script, join(cli, 'agentconf.cjs'), ...args], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
      expect(r.stdout).toContain('no problems');
      expect(JSON.parse(r.stderr)).toEqual([]);
    }
  });

  it('cachedDataFor takes V8 data only after the very text it was made from, and only when both copies agree', () => {
    const source = Buffer.from('abc');
    const data = Buffer.from('v8data');
    expect(cachedDataFor(codeCacheBytes(source, data), source)?.toString()).toBe('v8data');
    expect(cachedDataFor(codeCacheBytes(Buffer.from('abd'), data), source)).toBeUndefined();
    expect(cachedDataFor(codeCacheBytes(Buffer.from('ab'), data), source)).toBeUndefined();
    expect(cachedDataFor(codeCacheBytes(source, Buffer.alloc(0)), source)).toBeUndefined();
    const whole = codeCacheBytes(source, data);
    for (let i = 0; i < whole.length; i++) {
      const damaged = Buffer.from(whole);
      damaged[i]! ^= 0x01;
      expect(cachedDataFor(damaged, source), `byte ${i}`).toBeUndefined();
    }
    for (let n = 0; n < whole.length; n++) expect(cachedDataFor(whole.subarray(0, n), source), `${n} bytes`).toBeUndefined();
    expect(cachedDataFor(Buffer.concat([whole, Buffer.from([0])]), source)).toBeUndefined();
  });

  it('a cache is used only by the Node build that made it (another release with the same V8 can crash on it)', () => {
    const source = Buffer.from('abc');
    const data = Buffer.from('v8data');
    expect(runtimeKey()).toBe(`node ${process.version} v8 ${process.versions.v8} ${process.platform}-${process.arch}`);
    expect(cachedDataFor(codeCacheBytes(source, data, runtimeKey()), source)?.toString()).toBe('v8data');
    const otherRelease = runtimeKey().replace(process.version, 'v20.18.0');
    expect(cachedDataFor(codeCacheBytes(source, data, otherRelease), source)).toBeUndefined();
    expect(cachedDataFor(codeCacheBytes(source, data, `${runtimeKey()} `), source)).toBeUndefined();
    // The shipped cache names the build that made it, in front.
    const shipped = readFileSync(codeCacheFile(join(cli, 'main.cjs')));
    expect(shipped.toString('latin1', 2, 2 + shipped.readUInt16BE(0))).toBe(runtimeKey());
  });

  it('the records and receive bundles have caches that fit, V8 takes them, and the commands load them through the loader', () => {
    for (const name of ['records', 'receive']) {
      const file = join(cli, `${name}.cjs`);
      const probe = `const { readFileSync } = require('node:fs');
        const { Script } = require('node:vm');
        const { wrap } = require('node:module');
        const { cachedDataFor, codeCacheFile } = require(${JSON.stringify(join(cli, 'code-cache.cjs'))});
        const source = readFileSync(${JSON.stringify(file)});
        let data;
        try { data = cachedDataFor(readFileSync(codeCacheFile(${JSON.stringify(file)})), source); } catch {}
        const script = new Script(wrap(source.toString('latin1')), { filename: 'x', cachedData: data });
        process.stdout.write(JSON.stringify({ fits: data !== undefined, rejected: script.cachedDataRejected ?? null }));`;
      const r = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
      expect(JSON.parse(r.stdout), name).toEqual({ fits: true, rejected: false });
    }
    // main.cjs reaches them through loadBundle (which reads the cache), not through require.
    const main = readFileSync(bundle, 'latin1');
    expect(main).not.toMatch(/require\("\.\/records\.cjs"\)/);
    expect(main).toMatch(/"records\.cjs"/);
  });
});
