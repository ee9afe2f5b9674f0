// Language-server attack: the built `agentconf lsp` over stdio, one session per case: link loops and
// links out of the workspace, lying Content-Length headers, odd JSON-RPC, floods of changes and of
// settings changes, documents past the size cap. Each session ends with a hover that must be
// answered and a shutdown that must end the process with 0. Checks: no hang (CPU and wall limits),
// no crash, no stack trace on stderr, no byte of a link's target in anything the server writes,
// peak RSS bounded.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { watch } from './watch.mjs';

const SECRET = 'hunter2-attack-secret';
const frame = (m) => {
  const b = Buffer.from(typeof m === 'string' ? m : JSON.stringify(m));
  return Buffer.concat([Buffer.from(`Content-Length: ${b.length}\r\n\r\n`), b]);
};
const peakRss = (pid) => {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  } catch {
    return 0;
  }
};

/** A workspace for session `i`: a deployment with a loop, links out, a settings link loop, by turns. */
function workspace(dir, i) {
  const work = join(dir, `w${i}`);
  mkdirSync(join(work, 'plugins.d'), { recursive: true });
  writeFileSync(join(dir, 'secret.json'), `{ "${SECRET}": "${SECRET}" }\n`);
  const loader = '[sink-log]\nplugin_library = /usr/lib/libnetify-sink-log.so.0\nconf_filename = ${path_state_persistent}/netify-sink-log.json\n';
  writeFileSync(join(work, 'plugins.d', '10-sink-log.conf'), loader);
  const links = [
    () => symlinkSync('..', join(work, 'plugins.d', 'up')),
    () => (mkdirSync(join(work, 'a')), symlinkSync('..', join(work, 'a', 'up'))),
    () => symlinkSync(join(dir, 'secret.json'), join(work, 'netify-sink-log.json')),
    () => symlinkSync(join(dir, 'secret.json'), join(work, 'plugins.d', '20-x.conf')),
    () => symlinkSync('/etc/passwd', join(work, 'plugins.d', '30-y.conf')),
    () => symlinkSync('.agentconf.json', join(work, '.agentconf.json')),
    () => symlinkSync(join(dir, 'secret.json'), join(work, '.agentconf.json')),
    () => symlinkSync(dir, join(work, 'plugins.d', 'out')),
  ];
  links[i % links.length]();
  if (i % 3 === 0) links[(i + 3) % links.length]();
  return { work, loader };
}

const lies = [
  'Content-Length: -5\r\n\r\n{}',
  'Content-Length: abc\r\n\r\n{}',
  'Content-Type: x\r\n\r\n{}',
  'Content-Length: 3\r\n\r\n{"jsonrpc":"2.0","id":77,"method":"shutdown"}',
  'Content-Length: 4000\r\n\r\n{"jsonrpc":"2.0","id":77,"method":"shutdown"}',
  'Content-Length: 3\r\nContent-Length: 9\r\n\r\n{}',
  `Content-Length: ${64 * 1024 * 1024}\r\n\r\n`,
  `Content-Length: 99999999999999\r\n\r\n`,
  '\u0000'.repeat(10000),
  'x'.repeat(20000) + '\r\n\r\n',
];
const odd = [
  [],
  5,
  'text',
  { jsonrpc: '2.0', id: { a: 1 }, method: 'textDocument/hover' },
  { jsonrpc: '2.0', id: 78, method: 7 },
  { jsonrpc: '2.0', id: 79, method: 'textDocument/hover', params: 'x' },
  { jsonrpc: '2.0', id: 80, method: 'textDocument/hover', params: { textDocument: { uri: 5 }, position: { line: -1, character: 1e308 } } },
  { jsonrpc: '2.0', id: 81, method: 'textDocument/completion', params: { textDocument: { uri: 'file:///nope' }, position: null } },
  { jsonrpc: '2.0', id: 82, method: 'initialize', params: {} },
  { jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri: 'file:///x.json', text: 5 } } },
  { jsonrpc: '2.0', id: 83, method: 'nosuch/method', params: {} },
];

/** One session; resolves with its findings. */
async function session(bin, dir, i) {
  const { work, loader } = workspace(dir, i);
  const child = spawn(process.execPath, ['--max-old-space-size=512', bin, 'lsp', '--stdio'], { env: { PATH: process.env.PATH } });
  let out = Buffer.alloc(0);
  let err = '';
  const answers = new Map();
  child.stdout.on('data', (d) => {
    out = Buffer.concat([out, d]);
    for (;;) {
      const head = out.indexOf('\r\n\r\n');
      if (head < 0) break;
      const length = Number(/Content-Length: (\d+)/i.exec(out.subarray(0, head).toString())?.[1]);
      if (out.length < head + 4 + length) break;
      const text = out.subarray(head + 4, head + 4 + length).toString();
      out = out.subarray(head + 4 + length);
      if (text.includes(SECRET) || text.includes('root:x:0:0')) answers.set('leak', text.slice(0, 200));
      const m = JSON.parse(text);
      if (m.id !== undefined && m.id !== null && !m.method) answers.set(m.id, m);
    }
  });
  child.stderr.on('data', (d) => (err = (err + d).slice(-20000)));
  child.stdin.on('error', () => {});
  const findings = [];
  let limit;
  const watcher = watch(child, { cpu: 120, wall: 240 }, (what) => {
    limit = what;
    child.kill('SIGKILL');
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const waitFor = async (id, ms = 120_000) => {
    const until = Date.now() + ms;
    while (!answers.has(id) && Date.now() < until && child.exitCode === null) await new Promise((r) => setTimeout(r, 20));
    return answers.get(id);
  };
  const send = (bytes) => new Promise((resolve) => (child.stdin.write(bytes) ? resolve() : child.stdin.once('drain', resolve)));
  const root = pathToFileURL(work).href;
  if (i % 5 === 4)
    await send(
      frame({ jsonrpc: '2.0', id: 50, method: 'textDocument/hover', params: { textDocument: { uri: 'file:///x' }, position: { line: 0, character: 0 } } }),
    );
  await send(
    frame({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { processId: null, rootUri: root, capabilities: {}, workspaceFolders: [{ uri: root, name: 'w' }] },
    }),
  );
  if (!(await waitFor(1))) findings.push({ what: 'initialize not answered', i });
  await send(frame({ jsonrpc: '2.0', method: 'initialized', params: {} }));
  const loaderUri = pathToFileURL(join(work, 'plugins.d', '10-sink-log.conf')).href;
  await send(
    frame({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri: loaderUri, languageId: 'ini', version: 1, text: loader } } }),
  );
  await send(lies[i % lies.length].startsWith('Content-Length: 6') ? Buffer.from(lies[i % lies.length]) : Buffer.from(lies[i % lies.length]));
  if (lies[i % lies.length].startsWith(`Content-Length: ${64 * 1024 * 1024}`)) for (let k = 0; k < 64; k++) await send(Buffer.alloc(1024 * 1024, 0x20));
  await send(frame(odd[i % odd.length]));
  const uri = pathToFileURL(join(work, 'netify-sink-http.json')).href;
  const kind = i % 4;
  if (kind === 0) {
    const text = `{\n  "timeout_conect": 5,\n  "channels": {${Array.from({ length: 12000 }, (_, k) => `"c${k}": {"url": "http://x/${k}"}`).join(',')}}\n}\n`;
    await send(frame({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'json', version: 1, text } } }));
    for (let v = 2; v < 200; v++)
      await send(frame({ jsonrpc: '2.0', method: 'textDocument/didChange', params: { textDocument: { uri, version: v }, contentChanges: [{ text }] } }));
  } else if (kind === 1) {
    const text = '{"channels": {' + '"a": 1,'.repeat(1_400_000) + '"b": 2}}';
    await send(frame({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'json', version: 1, text } } }));
  } else if (kind === 2) {
    for (let n = 0; n < 100; n++)
      await send(frame({ jsonrpc: '2.0', method: 'workspace/didChangeWatchedFiles', params: { changes: [{ uri: `${root}/.agentconf.json`, type: 2 }] } }));
  } else {
    const text = '{\n' + Array.from({ length: 150_000 }, (_, k) => `  "k${k}": ${k},`).join('\n') + '\n  "timeout_connect": 5\n}\n';
    await send(frame({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'json', version: 1, text } } }));
  }
  await send(frame({ jsonrpc: '2.0', id: 2, method: 'textDocument/hover', params: { textDocument: { uri }, position: { line: 1, character: 4 } } }));
  if (!(await waitFor(2))) findings.push({ what: 'hover not answered after the attack', i });
  await send(frame({ jsonrpc: '2.0', id: 3, method: 'shutdown' }));
  if (!(await waitFor(3))) findings.push({ what: 'shutdown not answered', i });
  const rss = peakRss(child.pid);
  await send(frame({ jsonrpc: '2.0', method: 'exit' }));
  const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('no exit'), 30_000))]);
  watcher.stop();
  if (child.exitCode === null) child.kill('SIGKILL');
  if (limit) findings.push({ what: limit, i });
  if (code !== 0) findings.push({ what: `ended with ${code}`, i });
  if (answers.has('leak')) findings.push({ what: 'a link target quoted', i, detail: answers.get('leak') });
  if (/\n\s+at .+:\d+:\d+\)?\n/.test(err) || /internal error/i.test(err)) findings.push({ what: 'stack trace on stderr', i, detail: err.slice(0, 300) });
  if (rss > 900 * 1024 * 1024) findings.push({ what: `peak RSS ${Math.round(rss / 1048576)} MiB`, i });
  return { findings, rss };
}

export async function attackLsp(root, { quick, log }) {
  const bin = join(root, 'dist/cli/agentconf.cjs');
  const dir = mkdtempSync(join(tmpdir(), 'agentconf-attack-lsp-'));
  const sessions = quick ? 12 : 40;
  const findings = [];
  let peak = 0;
  try {
    for (let i = 0; i < sessions; i++) {
      const r = await session(bin, dir, i);
      findings.push(...r.findings);
      peak = Math.max(peak, r.rss);
      log(
        `lsp session ${i + 1}/${sessions}: ${r.findings.length ? JSON.stringify(r.findings).slice(0, 300) : 'ok'}, peak RSS ${Math.round(r.rss / 1048576)} MiB`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { sessions, findings, peakRssMiB: Math.round(peak / 1048576) };
}
