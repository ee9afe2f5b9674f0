/**
 * Hostile input end to end: files that are no files, links that lead out of the folder, outputs
 * that are devices or other inputs, broken stdout. Each case finishes quickly with a one-line
 * diagnostic and a documented exit code, prints nothing from outside the folder it was given,
 * and replaces no file it was not asked to write.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, openSync, closeSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoStack, lines } from '../support/cli-output.js';
import { tempDir } from '../support/temp.js';
import { agentconf, type CliRun, hangGuard } from '../support/cli.js';

import { bin } from '../support/cli.js';
const isRoot = process.getuid?.() === 0;
const hasMkfifo = spawnSync('mkfifo', ['--version']).status === 0;
/** Text no output may ever show: it lives outside every folder the runs are given. */
const SECRET = 'TOP-SECRET-0123456789';

let tmp: ReturnType<typeof tempDir>;
const ubus = '{"channels": {}}\n';
const loader = (tag: string, conf: string, library = 'libnetify-sink-http.so') =>
  `[${tag}]\nplugin_library = ${library}\nconf_filename = \${path_state_persistent}/${conf}\n`;

beforeAll(() => {
  tmp = tempDir('agentconf-hostile-');
  writeFileSync(tmp.path('secret.txt'), `${SECRET}\n{"channels": {}, "x": "${SECRET}"}\n`);
  writeFileSync(tmp.path('netify-sink-ubus.json'), ubus);
  if (hasMkfifo) spawnSync('mkfifo', [tmp.path('fifo.json'), tmp.path('fifo.conf')]);
});

afterAll(() => tmp.remove());

function cli(args: string[], options: { stdin?: string | Buffer } = {}): CliRun {
  const started = performance.now();
  const run = agentconf(args, { cwd: tmp.dir, ...options });
  expect(performance.now() - started).toBeLessThan(10_000);
  expect(run.status).not.toBeNull();
  expectNoStack(run);
  expect(run.stdout + run.stderr).not.toContain(SECRET);
  return run;
}

/** A fresh deployment folder under the temporary folder. */
function deployment(name: string, files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(tmp.path(`${name}/${path}`).replace(/\/[^/]+$/, ''), { recursive: true });
    writeFileSync(tmp.path(`${name}/${path}`), text);
  }
  mkdirSync(tmp.path(`${name}/plugins.d`), { recursive: true });
  return name;
}

describe('1. files that are not regular files are refused at once', () => {
  it.skipIf(!hasMkfifo)('a FIFO as a config', () => {
    const run = cli(['lint', 'fifo.json']);
    expect(run).toMatchObject({
      status: 2,
      stdout: expect.stringContaining('fifo.json error cannot read the file: is a FIFO (named pipe), not a regular file'),
    });
  });

  it.skipIf(!hasMkfifo)('a FIFO as --agent-config', () => {
    expect(cli(['lint', '--agent-config', 'fifo.conf', 'netify-sink-ubus.json'])).toMatchObject({
      status: 2,
      stderr: 'agentconf: --agent-config fifo.conf: is a FIFO (named pipe), not a regular file; agentconf reads only regular files (and - for stdin)\n',
    });
  });

  it.skipIf(!hasMkfifo)('a FIFO as a loader and as a conf_filename', () => {
    const root = deployment('fifo-root', { 'plugins.d/10-a.conf': loader('sink-a', 'conf.json') });
    spawnSync('mkfifo', [tmp.path(`${root}/plugins.d/20-b.conf`), tmp.path(`${root}/conf.json`)]);
    const run = cli(['lint', '--root', root]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('fifo-root/plugins.d/20-b.conf error cannot read: is a FIFO (named pipe), not a regular file');
    expect(run.stdout).toContain('cannot read conf_filename');
  });

  it('/dev/zero and /dev/urandom as any input', () => {
    expect(cli(['lint', '/dev/zero', 'netify-sink-ubus.json'])).toMatchObject({
      status: 2,
      stdout: expect.stringContaining('/dev/zero error cannot read the file: is a character device, not a regular file'),
    });
    expect(cli(['resolve', '/dev/urandom'])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/^agentconf: cannot read \/dev\/urandom: is a character device/),
    });
    expect(cli(['lint', '--agent-config', '/dev/zero', 'netify-sink-ubus.json'])).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('is a character device'),
    });
  });

  it('standard input beyond the size limit', () => {
    const run = cli(['lint', '-'], { stdin: Buffer.alloc(8 * 1024 * 1024 + 1, 0x20) });
    expect(run).toMatchObject({ status: 2, stdout: expect.stringContaining('<stdin> error cannot read the file: is larger than 8 MiB') });
  });
});

describe('6. broken stdout', () => {
  it("a reader that goes away (| head -c 1): quiet, the run's exit code", async () => {
    const child = spawn(process.execPath, [bin, 'schema', 'sink-http'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it.skipIf(!existsSync('/dev/full'))('a full disk (> /dev/full): one line, exit 2', () => {
    const out = openSync('/dev/full', 'w');
    try {
      const run = spawnSync(process.execPath, [bin, 'lint', 'netify-sink-ubus.json'], { cwd: tmp.dir, stdio: ['ignore', out, 'pipe'], encoding: 'utf8' });
      expect(run.status).toBe(2);
      expect(run.stderr).toBe('agentconf: cannot write the output: no space left on the device\n');
    } finally {
      closeSync(out);
    }
  });
});

describe('7. a deployment never reads outside its folder', () => {
  it('symbolic links to files and folders outside are refused, and nothing of them is shown', () => {
    const root = deployment('links', {
      'plugins.d/10-a.conf': loader('sink-stats', 'netify-sink-stats.json') + loader('sink-env', 'env.json'),
    });
    symlinkSync('../secret.txt', tmp.path(`${root}/netify-sink-stats.json`));
    symlinkSync('/proc/self/environ', tmp.path(`${root}/env.json`));
    symlinkSync('../../secret.txt', tmp.path(`${root}/plugins.d/20-b.conf`));
    const run = cli(['lint', '--root', root]);
    expect(run.status).toBe(1);
    const outside = run.stdout.split('\n').filter((l) => l.includes('leads outside the folder being checked'));
    expect(outside).toHaveLength(3);
  });

  it('plugins.d as a link to a folder outside is not listed', () => {
    mkdirSync(tmp.path('links-dir'));
    symlinkSync('/etc', tmp.path('links-dir/plugins.d'));
    const run = cli(['lint', '--root', 'links-dir']);
    expect(run.stdout).toBe(
      lines(
        'links-dir/plugins.d error cannot read the loader folder: it leads outside the folder being checked (a symbolic link); agentconf does not read it [io/read]',
        '',
        '✖ 1 problem (1 error, 0 warnings) in 1 file',
      ),
    );
    expect(run.stdout).not.toContain('passwd');
  });

  it('--agent-config inside the deployment may not lead outside it either', () => {
    const root = deployment('links-conf', {});
    symlinkSync('../secret.txt', tmp.path(`${root}/netifyd.conf`));
    expect(cli(['lint', '--root', root, '--agent-config', `${root}/netifyd.conf`])).toEqual({
      stdout: '',
      stderr: `agentconf: --agent-config ${root}/netifyd.conf: leads outside the folder being checked (a symbolic link); agentconf does not read it\n`,
      status: 2,
    });
  });

  it('links that stay inside the folder are followed', () => {
    const root = deployment('links-in', {
      'plugins.d/10-a.conf': loader('sink-ubus', 'netify-sink-ubus.json', 'libnetify-sink-ubus.so'),
      'store/ubus.json': ubus,
    });
    symlinkSync('store/ubus.json', tmp.path(`${root}/netify-sink-ubus.json`));
    expect(cli(['lint', '--root', root]).stdout).not.toContain('outside');
  });
});

describe('8, 9. resolve -o', () => {
  it('refuses to replace --agent-config, and leaves it as it was', () => {
    writeFileSync(tmp.path('netifyd.conf'), '[netifyd]\nuuid = X\n');
    expect(cli(['resolve', 'netify-sink-ubus.json', '--agent-config', 'netifyd.conf', '-o', 'netifyd.conf'])).toEqual({
      stdout: '',
      stderr: 'agentconf: refusing to overwrite the input file netifyd.conf; choose another -o\n',
      status: 2,
    });
    expect(readFileSync(tmp.path('netifyd.conf'), 'utf8')).toBe('[netifyd]\nuuid = X\n');
  });

  it('writes through a character device (/dev/null stays a device)', () => {
    expect(cli(['resolve', 'netify-sink-ubus.json', '-o', '/dev/null'])).toEqual({ stdout: '', stderr: '', status: 0 });
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('follows a symbolic link: the file it leads to is replaced, the link stays', () => {
    writeFileSync(tmp.path('real-out.json'), 'old\n');
    symlinkSync('real-out.json', tmp.path('link-out.json'));
    expect(cli(['resolve', 'netify-sink-ubus.json', '-o', 'link-out.json']).status).toBe(0);
    expect(lstatSync(tmp.path('link-out.json')).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(tmp.path('real-out.json'), 'utf8'))).toEqual({ channels: {} });
  });

  it('refuses a read-only target', () => {
    writeFileSync(tmp.path('read-only.json'), 'keep\n');
    chmodSync(tmp.path('read-only.json'), 0o444);
    expect(cli(['resolve', 'netify-sink-ubus.json', '-o', 'read-only.json'])).toEqual({
      stdout: '',
      stderr: 'agentconf: cannot write read-only.json: is read-only; agentconf does not replace a file it may not write\n',
      status: 2,
    });
    expect(readFileSync(tmp.path('read-only.json'), 'utf8')).toBe('keep\n');
  });

  it('leaves no temporary file behind when stopped by SIGTERM', async () => {
    mkdirSync(tmp.path('signal'));
    // A large config makes the write long enough to be interrupted at least sometimes.
    const big = { channels: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`c${i}`, { object_path: 'o', ubus_method: 'm' }])) };
    writeFileSync(tmp.path('signal/netify-sink-ubus.json'), JSON.stringify(big));
    for (const delay of [50, 150, 300]) {
      const child = spawn(process.execPath, [bin, 'resolve', 'netify-sink-ubus.json', '-o', 'out.json'], { cwd: tmp.path('signal'), stdio: 'ignore' });
      setTimeout(() => child.kill('SIGTERM'), delay);
      await new Promise((done) => child.on('close', done));
      expect(readdirSync(tmp.path('signal')).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    }
  });
});

describe("10. one file's problem is that file's diagnostic", () => {
  it('a recursive YAML alias in a folder run: an error on that file, the others still checked', () => {
    mkdirSync(tmp.path('alias'));
    writeFileSync(tmp.path('alias/a-sink-ubus.yaml'), 'channels: &a {x: *a}\n');
    // A member of some kind (`sinks`): without one, a walk skips the file as no agent config.
    writeFileSync(tmp.path('alias/b.yaml'), 'sinks: &a [*a]\n');
    writeFileSync(tmp.path('alias/netify-sink-ubus.json'), '{"channels": {}, "bogus": 1}\n');
    const run = cli(['lint', '--format', 'json', 'alias']);
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as { results: { file: string; diagnostics: { code: string; message: string }[] }[] };
    expect(report.results.map((r) => [r.file, r.diagnostics.map((d) => d.code)])).toEqual([
      ['alias/a-sink-ubus.yaml', ['parse/syntax']],
      ['alias/b.yaml', ['kind/undetected']],
      ['alias/netify-sink-ubus.json', ['key/unknown']],
    ]);
    expect(report.results[0]!.diagnostics[0]!.message).toContain('(a cycle)');
  });

  it('[netifyd] keys named like Object.prototype members', () => {
    const names = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];
    writeFileSync(tmp.path('proto.conf'), `[netifyd]\n${names.map((n) => `${n} = /x`).join('\n')}\n`);
    const run = cli(['lint', '--agent-config', 'proto.conf', 'netify-sink-ubus.json']);
    expect(run).toEqual({ stdout: lines('✔ 1 file checked, no problems'), stderr: '', status: 0 });
    expect(run.stdout).not.toContain('native code');
  });

  it.skipIf(isRoot)('an unreadable subfolder is reported, and the walk goes on', () => {
    mkdirSync(tmp.path('walk/locked'), { recursive: true });
    writeFileSync(tmp.path('walk/netify-sink-ubus.json'), ubus);
    chmodSync(tmp.path('walk/locked'), 0);
    try {
      const run = cli(['lint', 'walk']);
      expect(run.status).toBe(2);
      expect(run.stdout).toContain('walk/locked error cannot read the folder: permission denied [io/read]');
      expect(run.stdout).toContain('2 files');
    } finally {
      chmodSync(tmp.path('walk/locked'), 0o755);
    }
  });

  it('90,000 findings in one loader', () => {
    const root = deployment('many', { 'plugins.d/10-a.conf': Array.from({ length: 90_000 }, (_, i) => `junk ${i}`).join('\n') });
    const run = spawnSync(process.execPath, [bin, 'lint', '--root', root, '--format', 'json'], {
      cwd: tmp.dir,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      timeout: hangGuard,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).summary).toMatchObject({ files: 1, errors: 90_000, warnings: 0 });
  });
});

describe('13. names and messages', () => {
  it('a file whose name is not valid UTF-8, found in a folder, is read', () => {
    mkdirSync(tmp.path('latin1'));
    const name = Buffer.concat([Buffer.from(tmp.path('latin1/netify-sink-ubus-')), Buffer.from([0xe9]), Buffer.from('.json')]);
    writeFileSync(name, '{"channels": {}, "bogus": 1}\n');
    const run = cli(['lint', 'latin1']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('latin1/netify-sink-ubus-\uFFFD.json:1:18 warning unknown key "bogus"');
  });

  it('a folder is checked in the byte order of its names, whatever characters they hold', () => {
    // UTF-16 order would put U+1F600 (a surrogate pair) before U+E000; byte order puts it after.
    const names = ['netify-sink-ubus-\u{1F600}.json', 'netify-sink-ubus-\uE000.json', 'netify-sink-ubus-a.json', 'netify-sink-ubus-\u00E9.json'];
    for (const folder of ['order', 'order-latin1']) {
      mkdirSync(tmp.path(folder));
      for (const name of names) writeFileSync(tmp.path(`${folder}/${name}`), '{"channels": {}, "bogus": 1}\n');
    }
    // A name that is not UTF-8 makes the folder be listed by bytes: the order stays the same.
    writeFileSync(
      Buffer.concat([Buffer.from(tmp.path('order-latin1/netify-sink-ubus-')), Buffer.from([0xe9]), Buffer.from('.json')]),
      '{"channels": {}, "bogus": 1}\n',
    );
    const order = (folder: string) =>
      cli(['lint', folder])
        .stdout.split('\n')
        .filter((l) => l.startsWith(`${folder}/`))
        .map((l) => l.slice(folder.length + 18).split('.json')[0]);
    expect(order('order')).toEqual(['a', '\u00E9', '\uE000', '\u{1F600}']);
    expect(order('order-latin1')).toEqual(['a', '\u00E9', '\uFFFD', '\uE000', '\u{1F600}']);
  });

  it('a name the command line could not pass on (not UTF-8): the reason and what to do', () => {
    expect(cli(['lint', 'netify-sink-ubus-\uFFFD.json']).stdout).toContain(
      'cannot read the file: no such file or folder (the name holds bytes that are not UTF-8, which the command line cannot pass on: name the folder that holds it instead) [io/read]',
    );
  });

  it('UTF-16 and UTF-32 text: an error that names the encoding and the fix', () => {
    const text = '{"channels": {}}';
    const files: [string, Buffer][] = [
      ['le16-sink-ubus.json', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
      ['be16-sink-ubus.json', Buffer.from(text, 'utf16le').swap16()],
      ['le32-sink-ubus.json', Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), Buffer.from([...Buffer.from(text)].flatMap((b) => [b, 0, 0, 0]))])],
    ];
    for (const [name, bytes] of files) writeFileSync(tmp.path(name), bytes);
    const run = cli(['lint', ...files.map(([n]) => n)]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'le16-sink-ubus.json:1:1 error the file is encoded as UTF-16LE; the agent reads UTF-8 only: convert it (iconv -f UTF-16LE -t UTF-8) [parse/syntax]',
    );
    expect(run.stdout).toContain('be16-sink-ubus.json:1:1 error the file is encoded as UTF-16BE');
    expect(run.stdout).toContain('le32-sink-ubus.json:1:1 error the file is encoded as UTF-32LE');
  });

  it('a 1 MB key makes a short message', () => {
    writeFileSync(tmp.path('long-key-sink-ubus.json'), JSON.stringify({ channels: {}, ['k'.repeat(1_000_000)]: 1 }));
    const run = cli(['lint', '--format', 'json', 'long-key-sink-ubus.json']);
    const [d] = JSON.parse(run.stdout).results[0].diagnostics as { message: string }[];
    expect(d!.message.length).toBeLessThan(300);
    expect(d!.message).toContain('…');
    writeFileSync(tmp.path('huge-line.conf'), `[netifyd]\n${'x'.repeat(1_000_000)}\n`);
    expect(cli(['lint', '--agent-config', 'huge-line.conf', 'netify-sink-ubus.json']).stdout.length).toBeLessThan(1_000);
    expect(cli(['lint', '--kind', 'k'.repeat(100_000), 'netify-sink-ubus.json']).stderr.length).toBeLessThan(1_000);
  });

  it('option values that are missing or empty', () => {
    expect(cli(['resolve', 'netify-sink-ubus.json', '-o'])).toMatchObject({
      status: 2,
      stderr: 'agentconf: option --out needs a value; see agentconf --help\n',
    });
    expect(cli(['resolve', '--out=', 'netify-sink-ubus.json'])).toMatchObject({
      status: 2,
      stderr: 'agentconf: option --out needs a value; see agentconf --help\n',
    });
  });

  it('a million-digit number, and integers beyond 2^53', () => {
    writeFileSync(
      tmp.path('numbers-proc-aggregator.json'),
      `{"format": "json", "compressor": "none", "sinks": {}, "nested": true, "log_interval": ${'9'.repeat(1_000_000)}, "max_flows": 9007199254740993}`,
    );
    const run = cli(['lint', 'numbers-proc-aggregator.json', '--format', 'json']);
    const messages = (JSON.parse(run.stdout).results[0].diagnostics as { code: string; message: string }[])
      .filter((d) => d.code === 'parse/precision')
      .map((d) => d.message);
    expect(messages).toEqual([
      'this number (1,000,000 characters) is beyond the range of a 64-bit float (about 1.8e308): it cannot be read as a number',
      "integer 9007199254740993 is beyond 2^53: agentconf checks it as 9007199254740992 (the agent's 64-bit integers may keep it exactly)",
    ]);
  });
});

describe('14. smaller', () => {
  it('lint - - reads stdin once', () => {
    expect(cli(['lint', '--kind', 'sink-ubus', '-', '-'], { stdin: ubus })).toEqual({ stdout: lines('✔ 1 file checked, no problems'), stderr: '', status: 0 });
  });

  it('the same file named twice is reported once', () => {
    const run = cli(['lint', 'netify-sink-ubus.json', './netify-sink-ubus.json', tmp.path('netify-sink-ubus.json')]);
    expect(run.stdout).toBe(lines('✔ 1 file checked, no problems'));
  });

  it('broken and looping links in a folder are reported', () => {
    mkdirSync(tmp.path('broken'));
    writeFileSync(tmp.path('broken/netify-sink-ubus.json'), ubus);
    symlinkSync('missing.json', tmp.path('broken/gone.json'));
    symlinkSync('loop-b.json', tmp.path('broken/loop-a.json'));
    symlinkSync('loop-a.json', tmp.path('broken/loop-b.json'));
    const run = cli(['lint', 'broken']);
    expect(run.status).toBe(2);
    expect(run.stdout).toContain('broken/gone.json error is a broken symbolic link (its target does not exist) [io/read]');
    expect(run.stdout).toContain('broken/loop-a.json error is a symbolic link that loops; it was not followed [io/read]');
  });

  it('a path too long to open, deep in a folder, is reported', () => {
    // Built from inside (a path this long cannot be named at once) and removed with rm -rf, which
    // copes with such trees where Node's rmSync does not.
    const build = `process.chdir(${JSON.stringify(tmp.path('deep'))}); const fs = require('fs');
      for (let i = 0; i < 300; i++) { fs.mkdirSync('d'.repeat(20)); process.chdir('d'.repeat(20)); }
      fs.writeFileSync('netify-sink-ubus.json', '{}');`;
    mkdirSync(tmp.path('deep'));
    try {
      expect(spawnSync(process.execPath, ['-e', build]).status).toBe(0);
      const run = cli(['lint', '--format', 'json', 'deep']);
      expect(run.status).toBe(2);
      // Whether the entry or the folder holding it is the first too long depends on the temporary path.
      const messages = JSON.parse(run.stdout).results.map((r: { diagnostics: { message: string }[] }) => r.diagnostics.map((d) => d.message));
      expect(messages).toEqual([[expect.stringMatching(/^(cannot read the folder: )?the path is too long to open$/)]]);
    } finally {
      spawnSync('rm', ['-rf', tmp.path('deep')]);
    }
  });

  it('resolve --output yaml quotes strings YAML 1.1 reads as booleans or numbers', () => {
    writeFileSync(tmp.path('yes-sink-ubus.json'), JSON.stringify({ channels: { yes: { path: 'no', function: 'on' } } }));
    expect(cli(['resolve', '--output', 'yaml', 'yes-sink-ubus.json']).stdout).toBe(lines('channels:', '  "yes":', '    path: "no"', '    function: "on"'));
  });
});

describe('variables: one rule for --var, --agent-config and the library', () => {
  it('a --var value refers to others like a library value does, and a typo in it is reported', () => {
    writeFileSync(tmp.path('netify-proc-lua.json'), '{"script": "${path_plugins}/a.lua"}');
    const run = cli(['resolve', 'netify-proc-lua.json', '--var', 'path_plugins=${path_state_persistent}/custom']);
    expect(run).toEqual({ stdout: '{\n  "script": "/etc/netifyd/custom/a.lua"\n}\n', stderr: '', status: 0 });
    const typo = cli(['lint', 'netify-proc-lua.json', '--var', 'path_plugins=${path_state_persistnt}/custom']);
    expect(typo.stdout).toContain(
      '--var warning the value of variable "path_plugins" refers to unknown variable "${path_state_persistnt}", left as written; did you mean "${path_state_persistent}"? [var/unknown]',
    );
    // --var is no file: the summary counts the one file checked.
    expect(typo.stdout).toMatch(/\) in 1 file\n$/);
    const json = JSON.parse(cli(['lint', '--format', 'json', 'netify-proc-lua.json', '--var', 'path_plugins=${path_state_persistnt}/custom']).stdout);
    expect(json.summary).toMatchObject({ files: 1, warnings: 1 });
    expect(json.results.map((r: { file: string }) => r.file)).toEqual(['--var', 'netify-proc-lua.json']);
    // Nor is it a place for code scanning: no file "--var" to annotate.
    const github = cli(['lint', '--format', 'github', 'netify-proc-lua.json', '--var', 'path_plugins=${path_state_persistnt}/custom']).stdout;
    expect(github).toMatch(/^::warning title=agentconf \[var\/unknown\]::--var: the value of variable "path_plugins"/);
    const sarif = JSON.parse(cli(['lint', '--format', 'sarif', 'netify-proc-lua.json', '--var', 'path_plugins=${path_state_persistnt}/custom']).stdout);
    // Code scanning needs a location for every result: the base folder itself, no file "--var".
    expect(sarif.runs[0].results[0].locations).toEqual([{ physicalLocation: { artifactLocation: { uri: '', uriBaseId: '%SRCROOT%' } } }]);
    expect(sarif.runs[0].results[0].message.text).toMatch(/^--var: /);
  });

  it('a typo in a main-config setting is reported at its line', () => {
    writeFileSync(tmp.path('typo.conf'), '[netifyd]\npath_plugins = ${path_state_persistnt}/x\n');
    expect(cli(['lint', '--agent-config', 'typo.conf', 'netify-sink-ubus.json']).stdout).toContain(
      'typo.conf:2:16 warning the value of variable "path_plugins" refers to unknown variable',
    );
  });
});
