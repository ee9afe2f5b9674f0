/**
 * Bad input end to end: each gets one diagnostic naming the file (exit 1, or 2 for I/O), never a
 * stack trace, and quickly. Inputs are generated in a temporary folder; the command runs there so
 * the file names in the output are short and stable.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJsonContract, expectNoStack, lines } from '../support/cli-output.js';
import { tempDir } from '../support/temp.js';
import { kindIds } from '../support/catalogs.js';
import { agentconf, type CliRun } from '../support/cli.js';

const kinds = kindIds.join(', ');
const deep = 200_000;
const aliasBomb = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'.split('').map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(',')}]`),
].join('\n');

/** name -> content of every generated input. */
const inputs: Record<string, string | Buffer> = {
  'empty.json': '',
  'whitespace.json': '  \n\t \n',
  'truncated.json': '{"channels": {"a": ',
  'binary.json': Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, ...Buffer.from('binary')]),
  'binary.yaml': Buffer.from([...Buffer.from('ab'), 0x00, 0x01, 0x02, 0xff, 0xfe, 0x00]),
  'array.json': '[]',
  'number.json': '42',
  'deep.json': '['.repeat(deep),
  'deep.yaml': '['.repeat(deep),
  'proto.json': '{"__proto__": {"polluted": true}, "constructor": 1}',
  'bomb.yaml': aliasBomb + '\n',
  'bom-sink-ubus.json': '\ufeff{"channels": {}}',
  'bom-sink-ubus.yaml': '\ufeffchannels: {}\n',
  'duplicate-sink-ubus.json': '{\n  "channels": {},\n  "channels": {}\n}\n',
  'duplicate-sink-ubus.yaml': 'channels: {}\nchannels: {}\n',
};

let tmp: ReturnType<typeof tempDir>;

beforeAll(() => {
  tmp = tempDir();
  for (const [name, content] of Object.entries(inputs)) writeFileSync(tmp.path(name), content);
  mkdirSync(tmp.path('linked/.store'), { recursive: true });
  writeFileSync(tmp.path('linked/.store/bom-sink-ubus.json'), inputs['bom-sink-ubus.json']!);
  symlinkSync('.store/bom-sink-ubus.json', tmp.path('linked/netify-sink-ubus.json'));
  mkdirSync(tmp.path('leaky'));
  symlinkSync('../bom-sink-ubus.json', tmp.path('leaky/netify-sink-ubus.json'));
  mkdirSync(tmp.path('no-configs'));
  writeFileSync(tmp.path('no-configs/README.txt'), 'nothing to lint here\n');
});

afterAll(() => tmp.remove());

/** Runs agentconf in the temporary folder, checking what every run must satisfy. */
function cli(args: string[], stdin?: string): CliRun {
  const started = performance.now();
  const run = agentconf(args, { cwd: tmp.dir, ...(stdin !== undefined ? { stdin } : {}) });
  expect(performance.now() - started).toBeLessThan(5_000);
  expect(run.status).not.toBeNull(); // not killed by the spawn timeout
  expectNoStack(run);
  return run;
}

const verdict1 = '✖ 1 problem (1 error, 0 warnings) in 1 file';

/** One error on a file: the exact text report, and one one-line diagnostic in the json report. */
const oneError: { file: string; stdout: string; code: string }[] = [
  {
    file: 'empty.json',
    code: 'parse/empty',
    stdout: lines('empty.json:1:1 error file is empty [parse/empty]', '  > 1 |', '      | ^', '', verdict1),
  },
  {
    file: 'whitespace.json',
    code: 'parse/empty',
    stdout: lines('whitespace.json:1:1 error file is empty [parse/empty]', '  > 1 |   ', '      | ^', '', verdict1),
  },
  {
    file: 'truncated.json',
    code: 'parse/syntax',
    stdout: lines(
      'truncated.json:1:20 error unexpected end of input: an object opened at line 1 is not closed [parse/syntax]',
      '  > 1 | {"channels": {"a": ',
      '      |                    ^',
      '',
      verdict1,
    ),
  },
  {
    file: 'binary.json',
    code: 'parse/syntax',
    stdout: lines(
      'binary.json:1:1 error unexpected byte 0x00 [parse/syntax]',
      '  hint: expected a value',
      // Control characters and undecodable bytes show as U+FFFD, never raw.
      '  > 1 | \ufffd\ufffd\ufffd\ufffd\ufffd\ufffdbinary',
      '      | ^',
      '',
      verdict1,
    ),
  },
  {
    file: 'binary.yaml',
    code: 'parse/syntax',
    stdout: lines(
      'binary.yaml:1:3 error unexpected byte 0x00: YAML text cannot hold it (is this a binary file?) [parse/syntax]',
      '  > 1 | ab\ufffd\ufffd\ufffd\ufffd\ufffd\ufffd',
      '      |   ^',
      '',
      verdict1,
    ),
  },
  {
    file: 'array.json',
    code: 'parse/not-object',
    stdout: lines('array.json:1:1 error a plugin config must be an object, not an array [parse/not-object]', '  > 1 | []', '      | ^', '', verdict1),
  },
  {
    file: 'number.json',
    code: 'parse/not-object',
    stdout: lines('number.json:1:1 error a plugin config must be an object, not a number [parse/not-object]', '  > 1 | 42', '      | ^', '', verdict1),
  },
  ...['deep.json', 'deep.yaml'].map((file) => ({
    file,
    code: 'parse/too-deep',
    stdout: lines(
      `${file}:1:1001 error values are nested more than 1000 levels deep [parse/too-deep]`,
      '  hint: flatten the structure',
      `  > 1 | …${'['.repeat(120)}…`,
      `      | ${' '.repeat(61)}^`,
      '',
      verdict1,
    ),
  })),
  {
    file: 'bomb.yaml',
    code: 'parse/syntax',
    stdout: lines(
      'bomb.yaml:2:8 error too many alias expansions [parse/syntax]',
      '  hint: expand the aliases by hand, or use fewer of them',
      '    1 | a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      '  > 2 | b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      '      |        ^',
      '',
      verdict1,
    ),
  },
  {
    file: 'duplicate-sink-ubus.json',
    code: 'parse/duplicate-key',
    // Both positions: the second key's in the location, the first one's in the message.
    stdout: lines(
      'duplicate-sink-ubus.json:3:3 error duplicate key "channels" (first at line 2, column 3): the agent keeps only one of them [parse/duplicate-key]',
      '  hint: remove one of them; only the last one takes effect here',
      '    2 |   "channels": {},',
      '  > 3 |   "channels": {}',
      '      |   ^',
      '',
      verdict1,
    ),
  },
  {
    file: 'duplicate-sink-ubus.yaml',
    code: 'parse/duplicate-key',
    stdout: lines(
      'duplicate-sink-ubus.yaml:2:1 error duplicate key "channels" (first at line 1, column 1): the agent keeps only one of them [parse/duplicate-key]',
      '  hint: remove one of them; only the last one takes effect here',
      '    1 | channels: {}',
      '  > 2 | channels: {}',
      '      | ^',
      '',
      verdict1,
    ),
  },
];

describe('bad files: one diagnostic naming the file, exit 1', () => {
  for (const { file, stdout, code } of oneError) {
    it(file, () => {
      expect(cli(['lint', file])).toEqual({ stdout, stderr: '', status: 1 });
      const json = cli(['lint', '--format', 'json', file]);
      expect(json.status).toBe(1);
      const doc = expectJsonContract(json.stdout);
      expect(doc.results).toHaveLength(1);
      expect(doc.results[0]!.file).toBe(file);
      const diagnostics = doc.results[0]!.diagnostics;
      expect(diagnostics.map((d) => [d.severity, d.code])).toEqual([['error', code]]);
      expect(diagnostics[0]!.message).not.toContain('\n');
    });
  }
});

describe('accepted oddities', () => {
  it('__proto__ and constructor keys: no crash, no pollution, unknown-key warnings', () => {
    expect(cli(['lint', '--kind', 'sink-ubus', '--format', 'json', 'proto.json'])).toEqual({
      stdout:
        JSON.stringify(
          {
            results: [
              {
                file: 'proto.json',
                kind: 'sink-ubus',
                diagnostics: [
                  {
                    severity: 'error',
                    code: 'schema/required',
                    message: 'the config is missing the required member "channels"',
                    pointer: '',
                    line: 1,
                    column: 1,
                  },
                  {
                    severity: 'warning',
                    code: 'key/unknown',
                    message: 'unknown key "__proto__": the published interface does not define it',
                    pointer: '/__proto__',
                    line: 1,
                    column: 2,
                  },
                  {
                    severity: 'warning',
                    code: 'key/unknown',
                    message: 'unknown key "constructor": the published interface does not define it',
                    pointer: '/constructor',
                    line: 1,
                    column: 35,
                  },
                ],
              },
            ],
            summary: { files: 1, skipped: 0, errors: 1, warnings: 2, infos: 0, hidden: 0 },
          },
          null,
          2,
        ) + '\n',
      stderr: '',
      status: 1,
    });
  });

  it('__proto__ and constructor keys without --kind: the kind is undetected (one error)', () => {
    expect(cli(['lint', 'proto.json'])).toEqual({
      stdout: lines(
        `proto.json:1:1 error cannot tell which plugin this config is for (no kind's distinctive members are present); pass --kind with one of ${kinds} [kind/undetected]`,
        '  > 1 | {"__proto__": {"polluted": true}, "constructor": 1}',
        '      | ^',
        '',
        verdict1,
      ),
      stderr: '',
      status: 1,
    });
  });

  it('a UTF-8 BOM is accepted, in JSON and YAML', () => {
    expect(cli(['lint', 'bom-sink-ubus.json', 'bom-sink-ubus.yaml'])).toEqual({
      stdout: lines('✔ 2 files checked, no problems'),
      stderr: '',
      status: 0,
    });
  });
});

describe('I/O problems: exit 2', () => {
  it('a missing file: "no such file", the other inputs still checked', () => {
    expect(cli(['lint', 'missing.json', 'bom-sink-ubus.json'])).toEqual({
      stdout: lines('missing.json error cannot read the file: no such file or folder [io/read]', '', '✖ 1 problem (1 error, 0 warnings) in 2 files'),
      stderr: '',
      status: 2,
    });
  });

  it('a missing file, json format: line and column are null', () => {
    const run = cli(['lint', '--format', 'json', 'missing.json']);
    expect(run.status).toBe(2);
    expect(expectJsonContract(run.stdout).results).toEqual([
      {
        file: 'missing.json',
        kind: null,
        diagnostics: [{ severity: 'error', code: 'io/read', message: 'cannot read the file: no such file or folder', pointer: '', line: null, column: null }],
      },
    ]);
  });

  it('resolve of a missing file: one line on stderr', () => {
    expect(cli(['resolve', 'missing.json'])).toEqual({
      stdout: '',
      stderr: 'agentconf: cannot read missing.json: no such file or folder\n',
      status: 2,
    });
  });

  it('--agent-config naming a missing file', () => {
    expect(cli(['lint', '--agent-config', 'missing.conf', 'bom-sink-ubus.json'])).toEqual({
      stdout: '',
      stderr: 'agentconf: --agent-config missing.conf: no such file or folder\n',
      status: 2,
    });
  });

  // Regressions: symbolic links in a folder were skipped, and a folder with no configs passed.
  it('a symbolic link to a config inside a folder is linted', () => {
    expect(cli(['lint', 'linked'])).toEqual({ stdout: lines('✔ 1 file checked, no problems'), stderr: '', status: 0 });
  });

  it('a symbolic link inside a folder that leads outside it is reported, not read', () => {
    expect(cli(['lint', 'leaky'])).toEqual({
      stdout: lines(
        'leaky/netify-sink-ubus.json error is a symbolic link that leads outside the folder given; agentconf does not follow it [io/read]',
        '',
        verdict1,
      ),
      stderr: '',
      status: 2,
    });
  });

  it('a symbolic link to a config given directly is linted', () => {
    expect(cli(['lint', 'leaky/netify-sink-ubus.json'])).toEqual({ stdout: lines('✔ 1 file checked, no problems'), stderr: '', status: 0 });
  });

  it('a folder with no configs: a diagnostic naming the folder, not a silent pass', () => {
    const run = cli(['lint', 'no-configs']);
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('no-configs');
  });
});

describe('command-line problems: one line on stderr, exit 2', () => {
  const usage: [string, string[], string][] = [
    ['an unknown option', ['lint', '--bogus', 'empty.json'], 'agentconf: unknown option --bogus; see agentconf --help'],
    ['an unknown short option', ['lint', '-x', 'empty.json'], 'agentconf: unknown option -x; see agentconf --help'],
    [
      'an unknown --format (lists the formats)',
      ['lint', '--format', 'xml', 'empty.json'],
      'agentconf: unknown format "xml"; formats are text, json, junit, sarif, github, gitlab',
    ],
    ['an unknown --kind (lists the kinds)', ['lint', '--kind', 'nope', 'empty.json'], `agentconf: unknown kind "nope"; kinds are ${kinds}`],
    [
      '--var without =',
      ['lint', '--var', 'uuid_agent', 'empty.json'],
      'agentconf: --var takes NAME=VALUE with a name of letters, digits and _, not "uuid_agent"',
    ],
    ['--var with an empty name', ['lint', '--var', '=x', 'empty.json'], 'agentconf: --var takes NAME=VALUE with a name of letters, digits and _, not "=x"'],
    [
      'resolve --var without =',
      ['resolve', '--var', 'uuid_agent', 'empty.json'],
      'agentconf: --var takes NAME=VALUE with a name of letters, digits and _, not "uuid_agent"',
    ],
    ['lint with no path', ['lint'], 'agentconf: lint needs a file, a folder or - (stdin); see agentconf lint --help'],
    [
      'an unknown command',
      ['frobnicate'],
      'agentconf: unknown command "frobnicate"; commands are lint, resolve, records, receive, schema, kinds, graph, openapi, rules, lsp',
    ],
    ['--root that is not a folder', ['lint', '--root', 'missing'], 'agentconf: --root missing: not a folder'],
    ['an option missing its value at the end', ['lint', 'empty.json', '--format'], 'agentconf: option --format needs a value; see agentconf --help'],
    ['a value given to a flag', ['lint', '--strict=yes', 'empty.json'], 'agentconf: option --strict takes no value; see agentconf --help'],
  ];
  for (const [what, args, stderr] of usage) {
    it(what, () => {
      expect(cli(args)).toEqual({ stdout: '', stderr: stderr + '\n', status: 2 });
    });
  }

  // Regression: Node's three-line parseArgs message once passed through whole.
  it('an option missing its value before another option: one line', () => {
    const run = cli(['lint', '--kind', '--strict', 'empty.json']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(2); // one line and its newline
  });
});

describe('standard input', () => {
  it('empty stdin is an empty file named <stdin>', () => {
    expect(cli(['lint', '-'], '')).toEqual({
      stdout: lines('<stdin>:1:1 error file is empty [parse/empty]', '  > 1 |', '      | ^', '', verdict1),
      stderr: '',
      status: 1,
    });
  });

  it('200,000 levels of [ on stdin', () => {
    const run = cli(['lint', '--format', 'github', '-'], '['.repeat(deep));
    expect(run).toEqual({
      stdout: lines(
        '::error file=<stdin>,line=1,col=1001,title=agentconf [parse/too-deep]::values are nested more than 1000 levels deep (hint: flatten the structure)',
        verdict1,
      ),
      stderr: '',
      status: 1,
    });
  });
});
