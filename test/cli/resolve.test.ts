/** `agentconf resolve` end to end: the effective config, its outputs, variables and failures. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lines, tempDir } from './helpers.js';
import { agentconf } from './run.js';

const example = 'examples/valid/netify-sink-http.yaml';
const python = 'fixtures/cli/netify-proc-python.json';

/** The effective config of the HTTP example with the given value of ${uuid_agent}. */
function effectiveHttp(uuidAgent: string) {
  return {
    timeout_connect: 30,
    timeout_transfer: 300,
    tls_verify: true,
    tls_version1: false,
    channels: {
      stats: {
        enable: true,
        url: 'https://collector.example.com/v1/stats',
        // Variables with their defaults: uuid_site "-".
        headers: { 'X-UUID': uuidAgent, 'X-UUID-Site': '-' },
        // Inherited from the top level.
        timeout_connect: 30,
        timeout_transfer: 300,
        tls_verify: true,
        tls_version1: false,
      },
      flows: {
        url: 'https://collector.example.com/v1/flows/-',
        timeout_transfer: 60, // its own value wins
        enable: true, // default
        timeout_connect: 30,
        tls_verify: true,
        tls_version1: false,
      },
    },
  };
}

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

describe('resolve', () => {
  it('prints the effective config as JSON: defaults, inheritance, variables with their defaults', () => {
    expect(agentconf(['resolve', example])).toEqual({ stdout: json(effectiveHttp('00-00-00-00')), stderr: '', status: 0 });
  });

  it('--var sets a variable', () => {
    expect(agentconf(['resolve', '--var', 'uuid_agent=abc', example])).toEqual({ stdout: json(effectiveHttp('abc')), stderr: '', status: 0 });
  });

  it('--output yaml', () => {
    expect(agentconf(['resolve', '--output', 'yaml', example])).toEqual({
      stdout: lines(
        'timeout_connect: 30',
        'timeout_transfer: 300',
        'tls_verify: true',
        'tls_version1: false',
        'channels:',
        '  stats:',
        '    enable: true',
        '    url: https://collector.example.com/v1/stats',
        '    headers:',
        '      X-UUID: 00-00-00-00',
        '      X-UUID-Site: "-"',
        '    timeout_connect: 30',
        '    timeout_transfer: 300',
        '    tls_verify: true',
        '    tls_version1: false',
        '  flows:',
        '    url: https://collector.example.com/v1/flows/-',
        '    timeout_transfer: 60',
        '    enable: true',
        '    timeout_connect: 30',
        '    tls_verify: true',
        '    tls_version1: false',
      ),
      stderr: '',
      status: 0,
    });
  });

  it('--output with another value: exit 2', () => {
    expect(agentconf(['resolve', '--output', 'toml', example])).toEqual({
      stdout: '',
      stderr: 'agentconf: unknown output "toml"; outputs are json, yaml\n',
      status: 2,
    });
  });

  it('a config with errors: exit 1, the errors on stderr, nothing on stdout', () => {
    expect(agentconf(['resolve', 'examples/invalid/netify-sink-http.json'])).toEqual({
      stdout: '',
      stderr: lines(
        'examples/invalid/netify-sink-http.json:2:19 error "tls_version1" must be a boolean (true or false), not a number (1.5) [schema/type]',
        '    1 | {',
        '  > 2 |   "tls_version1": 1.5,',
        '      |                   ^',
        '',
        'examples/invalid/netify-sink-http.json:5:14 error "url" must be an http:// or https:// URL of letters, digits and . - _ / $ { } only (a :port up to 65535 is accepted too), such as https://collector.example.com/v1/; got "ftp://collector.example.com/v1/" [schema/pattern]',
        '    4 |     "stats": {',
        '  > 5 |       "url": "ftp://collector.example.com/v1/",',
        '      |              ^',
        '',
        'examples/invalid/netify-sink-http.json:6:30 warning unknown variable "${uuid_agnet}" is left as written; did you mean "${uuid_agent}"? [var/unknown]',
        '    5 |       "url": "ftp://collector.example.com/v1/",',
        '  > 6 |       "headers": { "X-UUID": "${uuid_agnet}" }',
        '      |                              ^',
        '',
        '✖ 3 problems (2 errors, 1 warning) in 1 file',
      ),
      status: 1,
    });
  });

  it('a config with only warnings: the effective config on stdout, the warnings on stderr, exit 0', () => {
    expect(agentconf(['resolve', 'fixtures/cli/warnings-only-sink-ubus.json'])).toEqual({
      stdout: json({ channels: { devices: { path: 'netify.devices', function: 'notify', enabel: true } } }),
      stderr: lines(
        'fixtures/cli/warnings-only-sink-ubus.json:3:66 warning unknown key "enabel": the published interface does not define it; did you mean "enable"? [key/unknown]',
        '    2 |   "channels": {',
        '  > 3 |     "devices": { "path": "netify.devices", "function": "notify", "enabel": true }',
        '      |                                                                  ^',
        '',
        '✖ 1 problem (0 errors, 1 warning) in 1 file',
      ),
      status: 0,
    });
  });

  it('an undetectable kind: exit 1, the error on stderr', () => {
    const run = agentconf(['resolve', 'fixtures/cli/mystery.json']);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')[0]).toBe(
      "fixtures/cli/mystery.json:1:1 error cannot tell which plugin this config is for (no kind's distinctive members are present); pass --kind with one of proc-aggregator, proc-core, proc-dev-discovery, proc-intel, proc-lua, proc-python, sink-http, sink-ubus [kind/undetected]",
    );
    expect(run.status).toBe(1);
  });

  // Regression: the reason was once printed only when there were no findings, i.e. never.
  it('a sink-log config: exit 1 with a reason on stderr', () => {
    const run = agentconf(['resolve', 'fixtures/cli/netify-sink-log.json']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('not resolved');
  });

  describe('variables from --agent-config', () => {
    it('without it: the defaults (path_plugins follows path_state_persistent /etc/netifyd)', () => {
      expect(agentconf(['resolve', python])).toEqual({
        stdout: json({ debug: false, script: '/etc/netifyd/plugins.d/flows-00-00-00-00.py' }),
        stderr: '',
        status: 0,
      });
    });

    it('with it: path_state_persistent and uuid from [netifyd]', () => {
      expect(agentconf(['resolve', '--agent-config', 'fixtures/cli/agent.conf', python])).toEqual({
        stdout: json({ debug: false, script: '/srv/agent/plugins.d/flows-11-22.py' }),
        stderr: '',
        status: 0,
      });
    });

    it('errors in it: exit 1 and no effective config, as lint exits 1', () => {
      const args = ['--agent-config', 'fixtures/cli/agent-with-errors.conf', python];
      const run = agentconf(['resolve', ...args]);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('[parse/syntax]');
      expect(run.stderr).toContain('has errors');
      expect(agentconf(['lint', ...args]).status).toBe(1);
    });

    it('--var wins over --agent-config', () => {
      expect(agentconf(['resolve', '--agent-config', 'fixtures/cli/agent.conf', '--var', 'uuid_agent=zz', python])).toEqual({
        stdout: json({ debug: false, script: '/srv/agent/plugins.d/flows-zz.py' }),
        stderr: '',
        status: 0,
      });
    });
  });

  describe('standard input (-)', () => {
    const ubus = json({ channels: { d: { path: 'a.b', function: 'f' } } });

    it('JSON', () => {
      expect(agentconf(['resolve', '--kind', 'sink-ubus', '-'], { stdin: '{"channels": {"d": {"path": "a.b", "function": "f"}}}' })).toEqual({
        stdout: ubus,
        stderr: '',
        status: 0,
      });
    });

    it('YAML', () => {
      expect(agentconf(['resolve', '-'], { stdin: 'channels:\n  d:\n    path: a.b\n    function: f\n' })).toEqual({
        stdout: ubus,
        stderr: '',
        status: 0,
      });
    });

    it('YAML to YAML', () => {
      expect(agentconf(['resolve', '--output', 'yaml', '-'], { stdin: 'channels:\n  d: {path: a.b, function: f}\n' })).toEqual({
        stdout: lines('channels:', '  d:', '    path: a.b', '    function: f'),
        stderr: '',
        status: 0,
      });
    });

    it('YAML in flow style (starts like JSON, is not JSON): read as YAML', () => {
      expect(agentconf(['resolve', '-'], { stdin: '{channels: {d: {path: a.b, function: f}}}' })).toEqual({ stdout: ubus, stderr: '', status: 0 });
    });

    it('-o - writes to stdout, not to a file named -', () => {
      expect(agentconf(['resolve', '-o', '-', '-'], { stdin: 'channels:\n  d:\n    path: a.b\n    function: f\n' })).toEqual({
        stdout: ubus,
        stderr: '',
        status: 0,
      });
    });

    it('with errors: named <stdin> on stderr', () => {
      expect(agentconf(['resolve', '--kind', 'sink-ubus', '-'], { stdin: '{"channels": []}' })).toEqual({
        stdout: '',
        stderr: lines(
          '<stdin>:1:14 error "channels" must be an object, not an array [schema/type]',
          '  > 1 | {"channels": []}',
          '      |              ^',
          '',
          '✖ 1 problem (1 error, 0 warnings) in 1 file',
        ),
        status: 1,
      });
    });
  });
});

describe('resolve -o FILE', () => {
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(() => {
    tmp = tempDir();
  });
  afterEach(() => tmp.remove());

  it('writes the file with the effective config; nothing on stdout; no temporary file left', () => {
    const out = tmp.path('out.json');
    expect(agentconf(['resolve', '-o', out, example])).toEqual({ stdout: '', stderr: '', status: 0 });
    expect(readFileSync(out, 'utf8')).toBe(json(effectiveHttp('00-00-00-00')));
    expect(readdirSync(tmp.dir)).toEqual(['out.json']);
  });

  it('replaces an existing file whole (--out, yaml)', () => {
    const out = tmp.path('out.yaml');
    writeFileSync(out, 'old content that is longer than the new one '.repeat(20));
    expect(agentconf(['resolve', '--out', out, '--output', 'yaml', python])).toEqual({ stdout: '', stderr: '', status: 0 });
    expect(readFileSync(out, 'utf8')).toBe(lines('debug: false', 'script: /etc/netifyd/plugins.d/flows-00-00-00-00.py'));
    expect(readdirSync(tmp.dir)).toEqual(['out.yaml']);
  });

  it('a config with errors writes nothing', () => {
    const out = tmp.path('out.json');
    const run = agentconf(['resolve', '-o', out, 'examples/invalid/netify-sink-http.json']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(readdirSync(tmp.dir)).toEqual([]);
  });

  it('into a folder that does not exist: exit 2, one line, nothing left behind', () => {
    const out = tmp.path('missing/out.json');
    expect(agentconf(['resolve', '-o', out, example])).toEqual({
      stdout: '',
      stderr: `agentconf: cannot write ${out}: no such file or folder\n`,
      status: 2,
    });
    expect(readdirSync(tmp.dir)).toEqual([]);
  });

  it('onto a folder: exit 2, one line, the folder untouched', () => {
    expect(agentconf(['resolve', '-o', tmp.dir, example])).toEqual({
      stdout: '',
      stderr: `agentconf: cannot write ${tmp.dir}: is a folder, not a file\n`,
      status: 2,
    });
    expect(readdirSync(tmp.dir)).toEqual([]);
  });
});
