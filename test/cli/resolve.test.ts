/**
 * `agentconf resolve` end to end: the effective config, its outputs, variables and failures. The
 * exact-output checks are data in fixtures/cli/cases/resolve/ (test/cli/cases.test.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lines } from '../support/cli-output.js';
import { tempDir } from '../support/temp.js';
import { agentconf } from '../support/cli.js';

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
    it('errors in it: exit 1 and no effective config, as lint exits 1', () => {
      const args = ['--agent-config', 'fixtures/cli/agent-with-errors.conf', python];
      const run = agentconf(['resolve', ...args]);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('[parse/syntax]');
      expect(run.stderr).toContain('has errors');
      expect(agentconf(['lint', ...args]).status).toBe(1);
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
    expect(agentconf(['resolve', '--placeholders', '-o', out, example])).toEqual({ stdout: '', stderr: '', status: 0 });
    expect(readFileSync(out, 'utf8')).toBe(json(effectiveHttp('00-00-00-00')));
    expect(readdirSync(tmp.dir)).toEqual(['out.json']);
  });

  it('replaces an existing file whole (--out, yaml)', () => {
    const out = tmp.path('out.yaml');
    writeFileSync(out, 'old content that is longer than the new one '.repeat(20));
    const run = agentconf(['resolve', '--out', out, '--output', 'yaml', python]);
    expect({ stdout: run.stdout, status: run.status }).toEqual({ stdout: '', status: 0 });
    // proc-python never expands ${uuid_agent}: it stays as written, with a warning.
    expect(run.stderr).toContain('[var/unknown]');
    expect(readFileSync(out, 'utf8')).toBe(lines('debug: false', 'script: /etc/netifyd/plugins.d/flows-${uuid_agent}.py'));
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
    expect(agentconf(['resolve', '--placeholders', '-o', out, example])).toEqual({
      stdout: '',
      stderr: `agentconf: cannot write ${out}: no such file or folder\n`,
      status: 2,
    });
    expect(readdirSync(tmp.dir)).toEqual([]);
  });

  it('onto a folder: exit 2, one line, the folder untouched', () => {
    expect(agentconf(['resolve', '--placeholders', '-o', tmp.dir, example])).toEqual({
      stdout: '',
      stderr: `agentconf: cannot write ${tmp.dir}: is a folder, not a file\n`,
      status: 2,
    });
    expect(readdirSync(tmp.dir)).toEqual([]);
  });
});
