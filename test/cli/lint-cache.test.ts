/**
 * `agentconf lint --cache` (src/lint/cache.ts): a run that takes results from the cache
 * writes what a run without it writes, finds the files that changed, keeps working when the cache
 * is damaged, and never writes over a file that is not a cache.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNames } from '../../src/format/index.js';
import { openLintCache } from '../../src/lint/cache.js';
import { agentconf, bin, repo } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

const tmp = tempDir('agentconf-cache-');
afterAll(() => tmp.remove());

/** A folder of every plugin fixture and example, a file past the findings cap, and inputs that are no config. */
const folder = tmp.path('configs');
beforeAll(() => {
  cpSync(join(repo, 'fixtures', 'plugins'), join(folder, 'fixtures'), { recursive: true });
  cpSync(join(repo, 'examples'), join(folder, 'examples'), { recursive: true });
  const many = Object.fromEntries(Array.from({ length: 1200 }, (_, i) => [`unknown_${i}`, i]));
  writeFileSync(join(folder, 'many-netify-proc-core.json'), JSON.stringify(many, null, 1));
  writeFileSync(join(folder, 'no-kind.json'), '{"a": 1}\n');
  writeFileSync(join(folder, 'wide-netify-sink-http.json'), Buffer.from('\ufeff{"channels": {}}\n', 'utf16le'));
  symlinkSync(join(folder, 'missing.json'), join(folder, 'broken-link.json'));
});

const cacheIn = (name: string) => tmp.path(name);

/**
 * A folder of its own with one sink-http config holding `text`, its cache's path, and a lint of
 * the config with that cache.
 */
function oneConfig(name: string, text: string) {
  const work = tmp.path(name);
  mkdirSync(work);
  const config = join(work, 'netify-sink-http.json');
  writeFileSync(config, text);
  const cache = join(work, 'cache');
  const lint = (...args: string[]) => agentconf(['lint', '--cache', '--cache-location', cache, ...args, config]);
  return { config, cache, lint };
}

describe('lint --cache', () => {
  it.each(formatNames)('writes what a run without a cache writes, first and second time: --format %s', (format) => {
    const cache = cacheIn(`format-${format}`);
    const plain = agentconf(['lint', '--format', format, folder]);
    const first = agentconf(['lint', '--cache', '--cache-location', cache, '--format', format, folder]);
    const second = agentconf(['lint', '--cache', '--cache-location', cache, '--format', format, folder]);
    expect(plain.status).toBe(2);
    for (const run of [first, second]) expect(run).toEqual(plain);
    expect(readFileSync(cache, 'utf8').startsWith('{"agentconf-cache":1,')).toBe(true);
  });

  it('takes an unchanged file from the cache: a result planted in the cache is what the run reports', () => {
    const { config, cache, lint } = oneConfig('planted', '{"channels": {}}\n');
    expect(lint().status).toBe(0);
    const lines = readFileSync(cache, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    const entry = JSON.parse(lines[1]!) as unknown[];
    entry[6] = [{ severity: 'warning', code: 'key/unknown', message: 'PLANTED-RESULT', pointer: '/channels', line: 1, column: 2 }];
    writeFileSync(cache, `${lines[0]}\n${JSON.stringify(entry)}\n`);
    expect(lint().stdout).toContain('PLANTED-RESULT');
    // Touched: another time, the same text (a fresh clone): still taken, by its hash.
    const later = new Date(Date.now() + 60_000);
    utimesSync(config, later, later);
    expect(lint().stdout).toContain('PLANTED-RESULT');
    // Changed: checked again.
    writeFileSync(config, '{"channels": {"a": {"url": "https://example.com", "header": {}}}}\n');
    const changed = lint();
    expect(changed.stdout).not.toContain('PLANTED-RESULT');
    expect(changed.stdout).toContain('did you mean "headers"');
  });

  it.each([
    ['a severity of no kind', { severity: 'fatal', code: 'key/unknown', message: 'PLANTED-RESULT', pointer: '' }],
    ['a line that is no number', { severity: 'warning', code: 'key/unknown', message: 'PLANTED-RESULT', pointer: '', line: 'one' }],
    ['a member of no finding', { severity: 'warning', code: 'key/unknown', message: 'PLANTED-RESULT', pointer: '', html: '<b>' }],
    ['no message', { severity: 'warning', code: 'key/unknown', pointer: '' }],
  ])('a cache line edited into what agentconf never writes (%s) is not used: the file is checked again', (_, planted) => {
    const { cache, lint } = oneConfig(`edited-${_.replace(/ /g, '-')}`, '{"channels": {"a": {"url": "https://example.com", "header": {}}}}\n');
    const plain = lint();
    const [header, line] = readFileSync(cache, 'utf8').trimEnd().split('\n');
    const entry = JSON.parse(line!) as unknown[];
    entry[6] = [planted];
    writeFileSync(cache, `${header}\n${JSON.stringify(entry)}\n`);
    expect(lint()).toEqual({
      ...plain,
      stderr: `agentconf: the cache ${cache} holds a line agentconf did not write; its files are checked again, and it is made anew\n`,
    });
    expect(lint()).toEqual(plain);
  });

  // A poisoned cache (issue 36, item 11): a code with a line break was printed raw in text and
  // JUnit, a code of no rule crashed SARIF, a cached message skipped the message cap.
  const forged = '\n::error file=x,line=1::FORGED';
  const poisons: [string, Record<string, unknown>][] = [
    ['a code with a line break', { code: `key/unknown${forged}` }],
    ['a code of no rule', { code: 'key/FORGED' }],
    ['a message past the cap', { message: `FORGED ${'x'.repeat(5000)}` }],
    ['a message with an escape sequence', { message: 'FORGED \u001b[2J' }],
    ['a suggestion with a line break', { suggestion: `headers${forged}` }],
    ['a column 0', { column: 0 }],
    ['a pointer that is none', { pointer: `FORGED${forged}` }],
  ];
  it.each(poisons)('a poisoned cache (%s) is dropped: every format reports what a run without it does', (name, poison) => {
    const { cache, lint } = oneConfig(`poisoned-${name.replace(/\W+/g, '-')}`, '{"channels": {"a": {"url": "https://example.com", "header": {}}}}\n');
    for (const format of ['text', 'junit', 'sarif', 'github', 'gitlab']) {
      const plain = lint('--format', format);
      const [header, line] = readFileSync(cache, 'utf8').trimEnd().split('\n');
      const entry = JSON.parse(line!) as [unknown, unknown, unknown, unknown, unknown, unknown, Record<string, unknown>[]];
      entry[6] = entry[6].map((d) => ({ ...d, ...poison }));
      writeFileSync(cache, `${header}\n${JSON.stringify(entry)}\n`);
      const poisoned = lint('--format', format);
      expect(poisoned.stdout, format).toBe(plain.stdout);
      expect(poisoned.status, format).toBe(plain.status);
      expect(poisoned.stderr).toMatch(/holds a line agentconf did not write/);
      expect(poisoned.stdout + poisoned.stderr).not.toContain('FORGED');
      expect(readFileSync(cache, 'utf8')).not.toContain('FORGED');
    }
  });

  it('metadata: a change that keeps the size and the time goes unseen (documented); content: found', () => {
    const { config, lint } = oneConfig('same-size', '{"channels": {"a": {"url": "https://example.com", "headers": {}}}}\n');
    // A time of whole seconds, which utimes can put back exactly.
    const time = new Date('2026-01-01T00:00:00Z');
    utimesSync(config, time, time);
    expect(lint().status).toBe(0);
    // "headers" -> "headerz": same size; the time put back.
    writeFileSync(config, '{"channels": {"a": {"url": "https://example.com", "headerz": {}}}}\n');
    utimesSync(config, time, time);
    expect(lint().stdout).toContain('no problems');
    const content = lint('--cache-strategy', 'content');
    expect(content.stdout).toContain('unknown key "headerz"');
  });

  it('a run with other variables or another --kind starts a new cache', () => {
    const { config, lint: run } = oneConfig('identity', '{"channels": {"a": {"url": "https://${host}/x"}}}\n');
    const without = run();
    const withVar = run('--var', 'host=example.com');
    expect(withVar).toEqual(agentconf(['lint', '--var', 'host=example.com', config]));
    expect(without).toEqual(agentconf(['lint', config]));
    expect(run()).toEqual(without);
    expect(run('--kind', 'proc-core')).toEqual(agentconf(['lint', '--kind', 'proc-core', config]));
  });

  it('a damaged cache is made anew, with a note; the report is the same', () => {
    const cache = cacheIn('damaged');
    const plain = agentconf(['lint', join(folder, 'examples')]);
    agentconf(['lint', '--cache', '--cache-location', cache, join(folder, 'examples')]);
    const text = readFileSync(cache, 'utf8');
    // A line cut short: no agentconf wrote it, so the cache is dropped (its files checked again), with a note.
    writeFileSync(cache, text.slice(0, text.length - 40));
    expect(agentconf(['lint', '--cache', '--cache-location', cache, join(folder, 'examples')])).toEqual({
      ...plain,
      stderr: `agentconf: the cache ${cache} holds a line agentconf did not write; its files are checked again, and it is made anew\n`,
    });
    // The header gone: a note, then the cache is whole again.
    writeFileSync(cache, `{"agentconf-cache":1,${text.slice(40, 200)}`);
    const damaged = agentconf(['lint', '--cache', '--cache-location', cache, join(folder, 'examples')]);
    expect(damaged.stdout).toBe(plain.stdout);
    expect(damaged.status).toBe(plain.status);
    expect(damaged.stderr).toBe(`agentconf: the cache ${cache} is damaged; it is made anew\n`);
    expect(agentconf(['lint', '--cache', '--cache-location', cache, join(folder, 'examples')])).toEqual(plain);
  });

  it('never writes over a file that is not a cache, nor over an input', () => {
    const work = tmp.path('not-a-cache');
    mkdirSync(work);
    const config = join(work, 'netify-sink-http.json');
    const text = '{"channels": {}}\n';
    writeFileSync(config, text);
    const refused = agentconf(['lint', '--cache', '--cache-location', config, join(repo, 'examples', 'valid')]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(`${config} is not an agentconf cache; agentconf does not write over it`);
    expect(refused.stdout).toBe('');
    expect(readFileSync(config, 'utf8')).toBe(text);
  });

  it('keeps the cache in a folder named by --cache-location, or in the current folder', () => {
    const work = tmp.path('where');
    mkdirSync(join(work, 'keep'), { recursive: true });
    expect(agentconf(['lint', '--cache', '--cache-location', join(work, 'keep'), join(repo, 'examples', 'valid')]).status).toBe(0);
    expect(statSync(join(work, 'keep', '.agentconfcache')).isFile()).toBe(true);
    expect(agentconf(['lint', '--cache', join(repo, 'examples', 'valid')], { cwd: work }).status).toBe(0);
    expect(statSync(join(work, '.agentconfcache')).isFile()).toBe(true);
  });

  it('leaves the cache file as it is when nothing changed, and writes it when something did', () => {
    const cache = cacheIn('unchanged');
    const examples = join(folder, 'examples');
    agentconf(['lint', '--cache', '--cache-location', cache, examples]);
    const made = statSync(cache, { bigint: true });
    agentconf(['lint', '--cache', '--cache-location', cache, examples]);
    const after = statSync(cache, { bigint: true });
    expect([after.ino, after.mtimeNs]).toEqual([made.ino, made.mtimeNs]);
    // A line that is no file's: written again without it.
    writeFileSync(cache, `${readFileSync(cache, 'utf8')}["x"]\n`);
    agentconf(['lint', '--cache', '--cache-location', cache, examples]);
    expect(readFileSync(cache, 'utf8')).not.toContain('["x"]');
  });

  it('keeps the entries of files this run did not check, while they exist', () => {
    const work = tmp.path('prune');
    mkdirSync(work);
    const a = join(work, 'a-netify-sink-http.json');
    const b = join(work, 'b-netify-sink-http.json');
    writeFileSync(a, '{"channels": {}}\n');
    writeFileSync(b, '{"channels": {}}\n');
    const cache = join(work, 'cache');
    const lines = () =>
      readFileSync(cache, 'utf8')
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((l) => (JSON.parse(l) as string[])[0]);
    agentconf(['lint', '--cache', '--cache-location', cache, work]);
    expect(lines()).toEqual([a, b]);
    agentconf(['lint', '--cache', '--cache-location', cache, a]);
    expect(lines().sort()).toEqual([a, b]);
    rmSync(b);
    agentconf(['lint', '--cache', '--cache-location', cache, a]);
    expect(lines()).toEqual([a]);
  });

  it('a file that can no longer be read is reported so, not answered from the cache', () => {
    const { config, lint } = oneConfig('unreadable', '{"channels": {}}\n');
    const work = tmp.path('unreadable');
    // The user the run is made as reaches the folder and writes the cache.
    chmodSync(tmp.dir, 0o755);
    chmodSync(work, 0o777);
    expect(lint().status).toBe(0);
    chmodSync(config, 0o000);
    // Root reads a file of mode 000: the run is made as nobody then.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const cache = join(work, 'cache');
    chmodSync(cache, 0o666);
    const run = (args: string[]) =>
      spawnSync(process.execPath, [bin, 'lint', ...args, config], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' }, ...asNobody });
    const plain = run([]);
    expect(plain.status).toBe(2);
    expect(plain.stdout).toContain('[io/read]');
    for (const format of ['text', 'json']) {
      const cached = run(['--cache', '--cache-location', cache, '--format', format]);
      expect({ status: cached.status, stdout: cached.stdout, stderr: cached.stderr }).toEqual({
        status: 2,
        stdout: run(['--format', format]).stdout,
        stderr: '',
      });
    }
  });

  it('a path in the cache that cannot be looked at any more (a folder become a file) is dropped, not an internal error', () => {
    const work = tmp.path('folder-become-file');
    mkdirSync(join(work, 'd'), { recursive: true });
    writeFileSync(join(work, 'd', 'netify-sink-http.json'), '{"channels": {}}\n');
    writeFileSync(join(work, 'a-netify-sink-http.json'), '{"channels": {}}\n');
    const cache = join(work, 'cache');
    expect(agentconf(['lint', '--cache', '--cache-location', cache, work]).status).toBe(0);
    rmSync(join(work, 'd'), { recursive: true });
    writeFileSync(join(work, 'd'), '');
    const one = join(work, 'a-netify-sink-http.json');
    expect(agentconf(['lint', '--cache', '--cache-location', cache, one])).toEqual(agentconf(['lint', one]));
    expect(readFileSync(cache, 'utf8')).not.toContain('/d/');
  });

  it('a cache kept in the linted folder under a config-like name is not linted', () => {
    const work = tmp.path('cache-inside');
    mkdirSync(work);
    cpSync(join(repo, 'examples', 'valid', 'netify-sink-ubus.json'), join(work, 'netify-sink-ubus.json'));
    const args = ['lint', '--cache', '--cache-location', join(work, 'agentconf-cache.json'), work];
    const first = agentconf(args);
    expect(first.status).toBe(0);
    const made = statSync(join(work, 'agentconf-cache.json'), { bigint: true });
    expect(agentconf(args)).toEqual(first);
    expect(statSync(join(work, 'agentconf-cache.json'), { bigint: true }).mtimeNs).toBe(made.mtimeNs);
  });

  it('an empty config the lint checks, named as --cache-location: refused, left empty', () => {
    const work = tmp.path('empty-config');
    mkdirSync(work);
    writeFileSync(join(work, 'netify-proc-core.json'), '');
    const r = agentconf(['lint', '--cache', '--cache-location', join(work, 'netify-proc-core.json'), work]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('names a file this lint checks');
    expect(readFileSync(join(work, 'netify-proc-core.json'), 'utf8')).toBe('');
  });

  it('knows the cache file by any spelling of its path, and nothing else by its name alone', () => {
    const cache = cacheIn('spelled');
    const opened = openLintCache(cache, 'absent', 'metadata', null);
    const dir = tmp.dir;
    for (const path of [cache, `${dir}/./spelled`, `${dir}/x/../spelled`, `${dir}//spelled`, `${cache}/.`]) expect(opened.isCacheFile(path), path).toBe(true);
    for (const path of [`${dir}/other/spelled`, `${cache}x`, `${dir}/spelled/..`, 'spelled']) expect(opened.isCacheFile(path), path).toBe(false);
  });

  it('an empty cache file is taken as no cache, without a note', () => {
    const cache = cacheIn('empty-cache');
    writeFileSync(cache, '');
    const r = agentconf(['lint', '--cache', '--cache-location', cache, join(repo, 'examples', 'valid')]);
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
    expect(readFileSync(cache, 'utf8').startsWith('{"agentconf-cache":1,')).toBe(true);
  });

  it.each([
    [['--cache', '--cache-location', '/dev/stdout'], '/dev/stdout is not a regular file; the cache of --cache is one'],
    [['--cache', '--cache-location', '/dev/null'], '/dev/null is not a regular file; the cache of --cache is one'],
    [['--cache', '--cache-location', '/nonexistent-folder/cache'], 'the folder of --cache-location /nonexistent-folder/cache does not exist'],
    [['--cache', '-o', '.agentconfcache'], '-o and --cache-location name the same file (.agentconfcache)'],
    [['--cache', '--fix'], '--cache keeps the results of a lint; --fix rewrites files: run them apart'],
    [['--cache', '--concurrency', '2'], '--cache checks files on one thread; give no --concurrency with it'],
    [['--cache-location', 'x'], '--cache-location applies with --cache'],
    [['--cache-strategy', 'content'], '--cache-strategy applies with --cache'],
    [['--cache', '--cache-strategy', 'mtime'], '--cache-strategy takes metadata or content, not "mtime"'],
  ])('usage: %j', (args, message) => {
    const r = agentconf(['lint', ...args, join(repo, 'examples', 'valid')], { cwd: tmp.dir });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
  });

  it('--concurrency 1 or off goes with --cache, however written', () => {
    for (const n of ['1', '01', 'off'])
      expect(agentconf(['lint', '--cache', '--cache-location', cacheIn(`threads-${n}`), '--concurrency', n, join(repo, 'examples', 'valid')]).status).toBe(0);
  });

  it('--root takes no --cache', () => {
    const r = agentconf(['lint', '--cache', '--root', folder]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--cache applies to files and folders, not to --root');
  });
});
