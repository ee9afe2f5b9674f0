// The newer surfaces under attack (issue 36): settings files (links out of the repository, loops,
// brace globs, hostile members), `lint --fix` and `--fix-dry-run` (bytes that are not UTF-8,
// hostile names, hard and symbolic links, owner and mode, a writer racing the fix, idempotence)
// and `lint --cache` (hand-poisoned entries and headers). Every run passes the command's checks
// (cli.mjs `checkRun`) and its class's own: nothing read from outside the place pointed at, no
// byte changed but those fixed, a poisoned cache reported as no cache.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { checkRun, run } from './cli.mjs';
import { hostileString } from './values.mjs';

const formats = ['text', 'json', 'junit', 'sarif', 'github', 'gitlab'];
const SECRET = 'SECRET-attack-marker-7f3c';
const fixable = '{\n  "format": "JSON",\n  "compressor": "gzip",\n  "sinks": {}\n}\n';
const yamlFixable = (extra) =>
  Buffer.concat([Buffer.from('# '), extra, Buffer.from('\nformat: JSON\ncompressor: gzip\nsinks: {}\n# end '), extra, Buffer.from('\n')]);
const sample = (arbitrary, seed) => fc.sample(arbitrary, { seed, numRuns: 1 })[0];
const highBytes = (b) => [...b].filter((x) => x >= 0x80).length;
const root = process.getuid?.() === 0;

/** A settings file's attack: the folder laid out, the command, and what its output may not hold. */
function settingsCase(i, work, outside) {
  const sub = join(work, 'sub');
  mkdirSync(sub, { recursive: true });
  writeFileSync(join(sub, 'netify-proc-core.json'), fixable);
  const s = sample(hostileString, 9000 + i);
  const n = sample(fc.integer({ min: 10, max: 2_500_000 }), 9500 + i);
  const place = join(work, '.agentconf.yaml');
  const variants = [
    () => symlinkSync(join(outside, 'secret.env'), place),
    () => symlinkSync('/etc/passwd', place),
    () => symlinkSync('.agentconf.yaml', place),
    () => (symlinkSync('b.yaml', place), symlinkSync('.agentconf.yaml', join(work, 'b.yaml'))),
    () => symlinkSync('../', place),
    () => symlinkSync('/proc/self/environ', place),
    () =>
      writeFileSync(join(work, '.agentconf.json'), JSON.stringify({ ignorePatterns: [`{a..h}{a..h}{${Array(Math.min(n, 2_000_000)).fill('x').join(',')}}`] })),
    () => writeFileSync(join(work, '.agentconf.json'), JSON.stringify({ ignorePatterns: ['{a,b,c,d,e,f,g,h}'.repeat((n % 600) + 1)] })),
    () =>
      writeFileSync(
        join(work, '.agentconf.json'),
        JSON.stringify({ ignorePatterns: Array.from({ length: 20_000 }, (_, k) => `${k}${'n'.repeat(200)}{a,b,c,d,e,f,g,h}`) }),
      ),
    () =>
      writeFileSync(
        join(work, '.agentconf.json'),
        JSON.stringify({ rules: { [s]: s }, ignorePatterns: [s], overrides: [{ files: [s], rules: { [s]: 'off' } }], options: { var: { [s]: s } } }),
      ),
    () => writeFileSync(place, `${'- '.repeat(n % 100_000)}x\n`),
    () => writeFileSync(place, Buffer.from(`\ufeff${s}`, 'utf16le')),
    () => spawnSync('mkfifo', [place]),
    () => writeFileSync(place, `rules:\n  ${JSON.stringify(s)}: error\n`),
  ];
  const variant = i % variants.length;
  variants[variant]();
  const format = formats[i % formats.length];
  const named = i % 3 === 0 && existsLink(place);
  const args = named ? ['lint', '--config', place, '--format', format, 'netify-proc-core.json'] : ['lint', '--format', format, 'netify-proc-core.json'];
  return {
    args,
    cwd: sub,
    what: `settings variant ${variant}${named ? ' (--config)' : ''}`,
    check: (r, findings, what) => {
      if (r.out.includes(SECRET) || /root:x?:0:0/.test(r.out))
        findings.push({ what: 'read from outside the place pointed at', desc: what, detail: r.out.slice(0, 300) });
    },
  };
}

const existsLink = (path) => lstatSync(path, { throwIfNoEntry: false }) !== undefined;

/** A `--fix` attack: files laid out, the command, and what must hold of the files afterwards. */
function fixCase(i, work) {
  const name = sample(hostileString, 11_000 + i);
  const safe = join(work, 'netify-proc-core.yaml');
  const noise = Buffer.from(sample(fc.uint8Array({ minLength: 1, maxLength: 40 }), 11_500 + i).filter((b) => b !== 10 && b !== 13));
  const variant = i % 9;
  const format = formats[i % formats.length];
  const mode = i % 2 === 0 ? '--fix' : '--fix-dry-run';
  let before = yamlFixable(noise);
  let target = safe;
  const after = [];
  if (variant === 0) writeFileSync(safe, before);
  if (variant === 1) {
    // A hostile name, found by the folder walk.
    try {
      target = join(work, `${name.replace(/[/\u0000]/g, '_').slice(0, 100) || 'x'}.yaml`);
      writeFileSync(target, before);
    } catch {
      target = safe;
      writeFileSync(safe, before);
    }
  }
  if (variant === 2) {
    writeFileSync(safe, before);
    linkSync(safe, join(work, 'other-name.yaml'));
    after.push((findings, what) => {
      const [a, b] = [statSync(safe), statSync(join(work, 'other-name.yaml'))];
      if (a.ino !== b.ino || a.nlink !== 2) findings.push({ what: 'a hard link broken', desc: what });
    });
  }
  if (variant === 3) {
    writeFileSync(join(work, 'real.data'), before);
    symlinkSync('real.data', safe);
    after.push((findings, what) => {
      if (!lstatSync(safe).isSymbolicLink()) findings.push({ what: 'a symbolic link replaced by a file', desc: what });
    });
  }
  if (variant === 4) {
    writeFileSync(safe, before);
    chmodSync(safe, 0o640);
    if (root) chownSync(safe, 65534, 65534);
    after.push((findings, what) => {
      const info = statSync(safe);
      if ((info.mode & 0o777) !== 0o640 || (root && (info.uid !== 65534 || info.gid !== 65534)))
        findings.push({ what: `owner or mode changed: ${info.uid}:${info.gid} ${(info.mode & 0o777).toString(8)}`, desc: what });
    });
  }
  if (variant === 5) {
    before = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(before.toString('latin1').replace(/\n/g, '\r\n'), 'latin1')]);
    writeFileSync(safe, before);
  }
  if (variant === 6) {
    before = Buffer.from(`# ${'x'.repeat(6 * 1024 * 1024)}\n${before.toString('latin1')}`, 'latin1');
    writeFileSync(safe, before);
  }
  if (variant === 7) {
    before = Buffer.from(`${JSON.stringify(name)}: ${JSON.stringify(name)}\nformat: Json\ncompressor: zstd\nsinks: {${JSON.stringify(name)}: {}}\n`);
    writeFileSync(safe, before);
  }
  if (variant === 8) writeFileSync(safe, before);
  // Whatever was fixed, the bytes that are not UTF-8 stay, as many as before.
  after.push((findings, what) => {
    const now = readFileSync(target);
    if (mode === '--fix-dry-run' && !now.equals(before)) findings.push({ what: '--fix-dry-run changed a file', desc: what });
    if (variant !== 7 && variant !== 6 && highBytes(now) !== highBytes(before))
      findings.push({ what: 'bytes not fixed were changed', desc: what, detail: JSON.stringify(now.toString('latin1').slice(0, 200)) });
  });
  return {
    args: ['lint', mode, '--kind', 'proc-core', '--format', format, '.'],
    cwd: work,
    what: `fix variant ${variant} ${mode} --format ${format}`,
    // A second process rewriting the file while the fix runs (variant 8): no crash, and the file ends as one of its versions or a fix of one.
    racer: variant === 8 ? safe : undefined,
    target,
    after,
  };
}

/** A `--cache` attack: a real cache, then one of its parts poisoned; the run must report as a run without a cache. */
function cachePoison(i, line) {
  const s = sample(hostileString, 13_000 + i);
  const entry = JSON.parse(line);
  const d = entry[6][0] ?? { severity: 'warning', code: 'key/unknown', message: 'm', pointer: '' };
  const poisons = [
    () => (d.code = `key/unknown\n::error file=x::FORGED${s}`),
    () => (d.code = `FORGED${s}`),
    () => (d.message = `FORGED ${s}${'x'.repeat(5000)}`),
    () => (d.message = `FORGED\u001b[2J${s}`),
    () => (d.suggestion = `FORGED\n${s}`),
    () => (d.line = 0),
    () => (d.column = 2 ** 60),
    () => (d.line = 1.5),
    () => (d.pointer = `FORGED\n${s}`),
    () => (entry[5] = [[99, 1]]),
    () => (entry[5] = [[0, 0]]),
    () => (entry[4] = `FORGED${s}`),
    () => (entry[6] = Array(6000).fill({ ...d, message: 'FORGED' })),
    () => (entry[6] = [{ ...d, severity: 'FORGED' }]),
  ];
  const which = i % (poisons.length + 3);
  if (which < poisons.length) {
    poisons[which]();
    if (entry[6].length === 0) entry[6] = [d];
    return { line: JSON.stringify(entry), which };
  }
  if (which === poisons.length) return { line: `["${entry[0]}",${'['.repeat(200_000)}`, which };
  if (which === poisons.length + 1) return { line: `${JSON.stringify(entry).slice(0, -1)},${JSON.stringify(s)}]`, which };
  return { line: `${line}\n${Array.from({ length: 50_000 }, (_, k) => JSON.stringify([`/FORGED/${k}`, 1, '1', 'x', null, [], []])).join('\n')}`, which };
}

export async function attackSurfaces(root, { quick, log, deadline = Infinity }) {
  const bin = join(root, 'dist/cli/agentconf.cjs');
  const dir = mkdtempSync(join(tmpdir(), 'agentconf-attack-surfaces-'));
  const outside = join(dir, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.env'), `${SECRET}\n`);
  const perClass = quick ? 70 : 400;
  const counts = { settings: 0, fix: 0, cache: 0 };
  const findings = [];
  try {
    for (let i = 0; i < perClass && Date.now() < deadline; i++) {
      // Settings files.
      let work = join(dir, `s${i}`);
      mkdirSync(work);
      const sc = settingsCase(i, work, outside);
      let r = await run(bin, sc.args, { cwd: sc.cwd });
      counts.settings++;
      checkRun(r, sc.what, findings);
      sc.check(r, findings, sc.what);
      rmSync(work, { recursive: true, force: true });

      // --fix and --fix-dry-run.
      work = join(dir, `f${i}`);
      mkdirSync(work);
      const fx = fixCase(i, work);
      let racer;
      if (fx.racer) {
        const script = `i=0; while [ $i -lt 400 ]; do printf '# v%s\\nformat: JSON\\nsinks: {}\\n' $i > "$0.tmp" && mv "$0.tmp" "$0"; i=$((i+1)); done`;
        racer = spawn('sh', ['-c', script, fx.racer], { stdio: 'ignore' });
      }
      r = await run(bin, fx.args, { cwd: fx.cwd });
      if (racer) await new Promise((resolve) => (racer.exitCode !== null ? resolve() : racer.on('exit', resolve)));
      counts.fix++;
      checkRun(r, fx.what, findings);
      if (!fx.racer) for (const check of fx.after) check(findings, fx.what);
      else if (!/^# v\d+\nformat: (JSON|json)\nsinks: \{\}\n$/.test(readFileSync(fx.racer, 'utf8')))
        findings.push({ what: 'a racing writer left a file no version of', desc: fx.what, detail: readFileSync(fx.racer, 'utf8').slice(0, 200) });
      // Fixing a fixed file changes nothing.
      if (fx.args[1] === '--fix' && !fx.racer) {
        const once = readFileSync(fx.target).toString('latin1');
        const again = await run(bin, fx.args, { cwd: fx.cwd });
        counts.fix++;
        checkRun(again, `${fx.what} (again)`, findings);
        if (readFileSync(fx.target).toString('latin1') !== once) findings.push({ what: '--fix run twice changed the file the second time', desc: fx.what });
      }
      rmSync(work, { recursive: true, force: true });

      // --cache poisoned.
      work = join(dir, `c${i}`);
      mkdirSync(work);
      const config = join(work, 'netify-sink-http.json');
      writeFileSync(config, '{"channels": {"a": {"url": "https://example.com", "header": {}}}}\n');
      const format = formats[i % formats.length];
      const plain = await run(bin, ['lint', '--format', format, config], { cwd: work });
      await run(bin, ['lint', '--cache', '--cache-location', 'cache', config], { cwd: work });
      const [header, line] = readFileSync(join(work, 'cache'), 'utf8').trimEnd().split('\n');
      const poisoned = cachePoison(i, line);
      writeFileSync(join(work, 'cache'), `${i % 17 === 16 ? header.replace(/"fingerprint":"/, '"fingerprint":"FORGED') : header}\n${poisoned.line}\n`);
      r = await run(bin, ['lint', '--cache', '--cache-location', 'cache', '--format', format, config], { cwd: work });
      counts.cache += 3;
      const what = `cache poison ${poisoned.which} --format ${format}`;
      checkRun(r, what, findings);
      // JUnit's timestamp and times differ from run to run.
      const stdoutOf = (x) =>
        x.out
          .split('\n')
          .filter((l) => !l.startsWith('agentconf: the cache'))
          .join('\n')
          .replace(/(timestamp|time)="[^"]*"/g, '$1=""');
      if (stdoutOf(r) !== stdoutOf(plain) || r.out.includes('FORGED'))
        findings.push({ what: 'a poisoned cache changed the report', desc: what, detail: r.out.slice(0, 300) });
      rmSync(work, { recursive: true, force: true });
      if (i % 10 === 9) log(`surfaces: ${i + 1}/${perClass} of each class, ${findings.length} findings`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { runs: counts.settings + counts.fix + counts.cache, counts, findings };
}
