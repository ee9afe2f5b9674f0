/**
 * Behaviour a review of the CLI asked for: verdicts that do not depend on how a path is spelled,
 * main-config settings expanded as the agent expands them, JUnit that agrees with --strict,
 * usage errors that suggest what was meant.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp.js';
import { agentconf, repo } from '../support/cli.js';

describe('--agent-config', () => {
  it('expands settings written in terms of others, and does not apply spellings the agent ignores', () => {
    const tmp = tempDir();
    try {
      writeFileSync(tmp.path('netify-proc-lua.json'), '{"script": "${path_plugins}/x.lua"}');
      const run = agentconf(['resolve', '--agent-config', 'fixtures/cli/agent-with-references.conf', tmp.path('netify-proc-lua.json')]);
      expect(run.status).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual({ script: '/srv/agent/loaders/x.lua' });
      expect(run.stderr).toContain('the agent does not read "path_persistent_state"');
      const overridden = agentconf([
        'resolve',
        '--agent-config',
        'fixtures/cli/agent-with-references.conf',
        '--var',
        'path_state_persistent=/data',
        tmp.path('netify-proc-lua.json'),
      ]);
      expect(JSON.parse(overridden.stdout)).toEqual({ script: '/data/loaders/x.lua' });
    } finally {
      tmp.remove();
    }
  });
});

describe('lint --root', () => {
  const deployment = 'fixtures/deploy/missing-config/root';

  it('gives the same findings whether the folder is given relative, absolute or as .', () => {
    const relative = agentconf(['lint', '--format', 'json', '--root', deployment]);
    const absolute = agentconf(['lint', '--format', 'json', '--root', resolve(repo, deployment)]);
    const here = agentconf(['lint', '--format', 'json', '--root', '.'], { cwd: resolve(repo, deployment) });
    const findings = (text: string) =>
      (JSON.parse(text) as { results: { file: string; diagnostics: { code: string; line: number | null }[] }[] }).results.map((r) => ({
        file: r.file.replace(/^.*?(plugins\.d\/|[^/]+\.json$)/, '$1'),
        diagnostics: r.diagnostics.map((d) => [d.code, d.line]),
      }));
    expect(relative.status).toBe(1);
    expect(findings(absolute.stdout)).toEqual(findings(relative.stdout));
    expect(findings(here.stdout)).toEqual(findings(relative.stdout));
    expect(here.status).toBe(relative.status);
  });

  it("reads a literal /etc/netifyd path in a loader from the folder (the agent's default persistent folder)", () => {
    const tmp = tempDir();
    try {
      const root = tmp.path('root');
      const files: Record<string, string> = {
        'plugins.d/10-lua.conf': '[proc-lua]\nplugin_library = /usr/lib/libnetify-proc-lua.so\nconf_filename = /etc/netifyd/lua.json\n',
        'lua.json': '{"script": ""}',
      };
      for (const [name, text] of Object.entries(files)) {
        const path = join(root, name);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, text);
      }
      const run = agentconf(['lint', '--root', root]);
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('"script" must not be empty');
    } finally {
      tmp.remove();
    }
  });
});

describe('--strict in JUnit', () => {
  it('a warning fails its test case when it fails the run', () => {
    const run = agentconf(['lint', '--strict', '--format', 'junit', 'fixtures/cli/warnings-only-sink-ubus.json']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('failures="1"');
    expect(run.stdout).toContain('<failure message="1 problem" type="lint">');
  });
});

describe('usage errors suggest what was meant', () => {
  it.each([
    [['lint', '--kind', 'proc-agregator', 'x.json'], 'unknown kind "proc-agregator" (did you mean "proc-aggregator"?); kinds are'],
    [['lint', '--format', 'jsn', 'x.json'], 'unknown format "jsn" (did you mean "json"?); formats are text, json, junit, sarif, github'],
    [['schema', 'sink-htp'], 'no schema "sink-htp" (did you mean "sink-http"?); agentconf schema --list shows the ids'],
    [['schema', 'flow_stat'], 'no schema "flow_stat" (did you mean "flow_stats"?)'],
    [['records', '--format', 'jsn', 'x.ndjson'], 'unknown format "jsn" (did you mean "json"?); formats are text, json, junit, sarif, github'],
    [
      ['lnt', 'x.json'],
      'unknown command "lnt" (did you mean "lint"?); commands are lint, resolve, records, receive, schema, kinds, graph, openapi, rules, lsp',
    ],
  ])('%j', (args, message) => {
    const run = agentconf(args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.startsWith(`agentconf: ${message}`)).toBe(true);
    expect(run.stderr.split('\n')).toHaveLength(2);
  });
});

describe('kind detection on the command line', () => {
  it('a misspelt kind in a file name is an error asking for --kind, not a silent pass', () => {
    const tmp = tempDir();
    try {
      writeFileSync(tmp.path('netify-proc-agregator.json'), '{"sinks": {}}');
      const run = agentconf(['lint', '--strict', tmp.path('netify-proc-agregator.json')]);
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('the file name looks like proc-aggregator misspelt');
    } finally {
      tmp.remove();
    }
  });
});
