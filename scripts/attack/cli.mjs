// Command attack: the built command (dist/cli) on hostile files, arguments and standard input,
// every command and format; each run with CPU and wall-time limits and a bounded heap. Checks: no crash, no
// hang, no stack trace, no output line carrying a control character, bidi mark or line break from input.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { FORBIDDEN, hostileString } from './values.mjs';
import { watch } from './watch.mjs';

const formats = ['text', 'json', 'junit', 'sarif', 'github', 'gitlab'];
/** A run is a hang past 60 s of CPU time or 300 s of wall time (watch.mjs). */
const limits = { cpu: 60, wall: 300 };
/** The heap of each run: a file read 1 MiB at a time whose tiny records were judged whole needed more. */
const heapMb = 256;

/** A hostile file body: duplicate keys, deep nesting, binary, huge keys, INI noise, megabytes of tiny records. */
const fileBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.integer({ min: 1, max: 30_000 }).map((n) => `{"channels": {${Array.from({ length: n }, () => '"a": 1').join(',')}}}`),
  fc.integer({ min: 900, max: 5000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 900, max: 5000 }).map((n) => '- '.repeat(n) + 'x'),
  fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
  hostileString.map((s) => JSON.stringify({ [s]: s, channels: { [s]: { url: s } } })),
  hostileString.map((s) => `[${s}]\nplugin_library = ${s}\nconf_filename = ${s}\n${s} = 1\n`),
  fc.integer({ min: 1, max: 50_000 }).map((n) => `[sink-x]\n${'enable = yes\n'.repeat(n)}`),
  fc.integer({ min: 100_000, max: 1_000_000 }).map((n) => '{}\n'.repeat(n)),
);

/** Runs the command; resolves with its exit, its output (the first 4,000,000 characters), its size and what limit stopped it. */
export function run(bin, args, { cwd, stdin }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, bin, ...args], { cwd, env: { PATH: process.env.PATH, NO_COLOR: '1' } });
    let out = '';
    let size = 0;
    const take = (d) => {
      size += d.length;
      if (out.length < 4_000_000) out += d;
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.stdin.on('error', () => {});
    child.stdin.end(stdin ?? '');
    let limit;
    const watcher = watch(child, limits, (what) => {
      limit = what;
      child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      watcher.stop();
      resolve({ code, signal, out, size, limit });
    });
  });
}

/** The checks every run of the command passes: no limit hit, no crash, no stack trace, no forged line, bounded output. */
export function checkRun(r, what, findings) {
  if (r.limit) findings.push({ what: r.limit, desc: what });
  else if (r.code === null || r.code > 2) findings.push({ what: `crash: exit ${r.code ?? r.signal}`, desc: what, detail: r.out.slice(-300) });
  if (/\n\s+at .+:\d+:\d+\)?\n/.test(r.out) || /internal error/i.test(r.out))
    findings.push({ what: 'stack trace or internal error', desc: what, detail: r.out.slice(0, 300) });
  const bad = r.out.split('\n').find((line) => FORBIDDEN.test(line.replace(/\r$/, '')));
  if (bad !== undefined)
    findings.push({ what: 'control character, bidi mark or line break from input in output', desc: what, detail: JSON.stringify(bad.slice(0, 200)) });
  if (r.size > 20_000_000) findings.push({ what: `output of ${r.size} bytes`, desc: what });
}

export async function attackCommand(root, { quick, log, deadline = Infinity }) {
  const bin = join(root, 'dist/cli/agentconf.cjs');
  const dir = mkdtempSync(join(tmpdir(), 'agentconf-attack-'));
  const runs = quick ? 150 : 1600;
  const findings = [];
  let done = 0;
  try {
    for (let i = 0; i < runs && Date.now() < deadline; i++) {
      const [[body, name, format, extra]] = fc.sample(fc.tuple(fileBody, hostileString, fc.constantFrom(...formats), hostileString), {
        seed: 7000 + i,
        numRuns: 1,
      });
      const work = join(dir, String(i));
      mkdirSync(join(work, 'plugins.d'), { recursive: true });
      const safeName = `netify-sink-http-${i}.json`;
      writeFileSync(join(work, safeName), body);
      writeFileSync(
        join(work, 'plugins.d', 'a.conf'),
        typeof body === 'string' && body.startsWith('[') ? body : `[sink-http]\nplugin_library = /x.so\nconf_filename = ${safeName}\n`,
      );
      let odd = '';
      try {
        odd = `weird-${name.replace(/[/\u0000]/g, '_').slice(0, 100)}.json`;
        writeFileSync(join(work, odd), body);
      } catch {
        odd = safeName;
      }
      const commands = [
        ['lint', safeName, '--format', format],
        ['lint', odd, '--format', format],
        ['lint', '-', '--format', format, '--stdin-filename', extra.slice(0, 200) || 'x'],
        ['lint', '--root', '.', '--format', format],
        ['resolve', safeName],
        ['resolve', odd, '--var', `${extra.slice(0, 50)}=${extra.slice(0, 200)}`],
        ['graph', '--root', '.'],
        ['records', safeName, '--format', format],
        ['records', '-', '--format', format],
        ['schema', extra.slice(0, 200)],
        ['rules', extra.slice(0, 200)],
        ['lint', `--${extra.slice(0, 50)}`],
        // On several threads: enough copies for chunks on each.
        ['lint', '--concurrency', '3', 'many', '--format', format],
        // A cache file that is the hostile body after a cache's first bytes, and one whose header
        // is right (made by a run) and whose line for the config is the hostile body.
        ['lint', '--cache', '--cache-location', 'body.cache', safeName, '--format', format],
        ['lint', '--cache', '--cache-location', 'line.cache', safeName, '--format', format],
      ];
      // An argument cannot hold NUL (the system call takes C strings).
      const args = commands[i % commands.length].map((a) => a.replace(/\u0000/g, '') || 'x');
      if (args.includes('many')) {
        mkdirSync(join(work, 'many'));
        for (let copy = 0; copy < 16; copy++) writeFileSync(join(work, 'many', `${copy}-${copy % 2 ? safeName : odd}`), body);
      }
      if (args.includes('body.cache')) writeFileSync(join(work, 'body.cache'), Buffer.concat([Buffer.from('{"agentconf-cache":1,'), Buffer.from(body)]));
      if (args.includes('line.cache')) {
        await run(bin, ['lint', '--cache', '--cache-location', 'line.cache', safeName], { cwd: work });
        const header = readFileSync(join(work, 'line.cache'), 'utf8').split('\n')[0];
        // The config's own size and time: the line is taken as its entry, and its findings read.
        const info = statSync(join(work, safeName), { bigint: true });
        const line = Buffer.from(`[${JSON.stringify(join(work, safeName))},${info.size},"${info.mtimeNs}","x",null,[],`);
        // The body as the findings, or as a finding's message at a line and column past the text.
        const text = Buffer.from(body).toString('utf8');
        const findings =
          i % 2 === 0
            ? Buffer.from(body)
            : Buffer.from(
                JSON.stringify([{ severity: 'warning', code: 'key/unknown', message: text, pointer: text, line: text.length * 1000 + 1, column: 2 ** 40 }]),
              );
        writeFileSync(join(work, 'line.cache'), Buffer.concat([Buffer.from(`${header}\n`), line, findings, Buffer.from(']\n')]));
      }
      const r = await run(bin, args, { cwd: work, stdin: body });
      done++;
      checkRun(r, `${args.map((a) => JSON.stringify(a.slice(0, 40))).join(' ')} (body ${body.length})`, findings);
      rmSync(work, { recursive: true, force: true });
      if (i % 100 === 99) log(`command runs: ${i + 1}/${runs}, ${findings.length} findings`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { runs: done, findings };
}
