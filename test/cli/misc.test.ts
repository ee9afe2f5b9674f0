/**
 * The rest of the command: version, help, kinds, schema, deployments (--root), graph, examples.
 * The exact-output checks are data in fixtures/cli/cases/ (test/cli/cases.test.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectJsonContract, lines } from '../support/cli-output.js';
import { kindIds } from '../support/catalogs.js';
import { agentconf, repo } from '../support/cli.js';

const version = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }).version;

describe('version and help', () => {
  it('--version prints the package version', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    for (const args of [['--version'], ['-v'], ['lint', '--version']]) {
      expect(agentconf(args), args.join(' ')).toEqual({ stdout: `${version}\n`, stderr: '', status: 0 });
    }
  });

  const commands = ['lint', 'resolve', 'records', 'receive', 'schema', 'kinds', 'graph', 'openapi'];
  for (const args of [['--help'], ['-h'], ['help'], ...commands.map((c) => [c, '--help'])]) {
    it(`${args.join(' ')}: exit 0, usage on stdout`, () => {
      const run = agentconf(args);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('Usage:');
      expect(run.stderr).toBe('');
    });
  }

  it('a command-specific help names its command', () => {
    for (const command of commands) {
      expect(agentconf([command, '-h']).stdout).toContain(`Usage: agentconf ${command}`);
    }
  });
});

describe('kinds', () => {
  it('--format json: the kinds of the catalog', () => {
    const run = agentconf(['kinds', '--format', 'json']);
    expect(run.status).toBe(0);
    const list = JSON.parse(run.stdout) as { id: string; title: string; description: string; schemaId: string; role: string }[];
    expect(list.map((k) => k.id)).toEqual(kindIds);
    for (const k of list) {
      expect(Object.keys(k).sort()).toEqual(['description', 'id', 'role', 'schemaId', 'title']);
      expect(k.schemaId).toBe(`urn:agentconf:schemas/5/plugins/${k.id}.schema.json`);
      expect(k.role).toBe(k.id.startsWith('sink-') ? 'sink' : 'processor');
    }
  });
});

describe('schema', () => {
  /** Every `$ref` in a schema. */
  function refs(value: unknown, out: string[] = []): string[] {
    if (Array.isArray(value)) value.forEach((v) => refs(v, out));
    else if (value !== null && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (key === '$ref' && typeof v === 'string') out.push(v);
        else refs(v, out);
      }
    }
    return out;
  }

  it('schema sink-http: JSON with its $id and no external $ref', () => {
    const run = agentconf(['schema', 'sink-http']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const schema = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(schema.$id).toBe('urn:agentconf:schemas/5/plugins/sink-http.schema.json');
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(refs(schema).length).toBeGreaterThan(0);
    for (const ref of refs(schema)) expect(ref).toMatch(/^#/);
  });

  it('every kind: self-contained', () => {
    for (const id of kindIds) {
      const run = agentconf(['schema', id]);
      expect(run.status, id).toBe(0);
      const schema = JSON.parse(run.stdout) as Record<string, unknown>;
      expect(schema.$id).toBe(`urn:agentconf:schemas/5/plugins/${id}.schema.json`);
      for (const ref of refs(schema)) expect(ref, `${id}: ${ref}`).toMatch(/^#/);
    }
  });

  it('schema without an id: exit 2', () => {
    expect(agentconf(['schema'])).toEqual({
      stdout: '',
      stderr: `agentconf: schema needs an id: a config kind (${kindIds.join(', ')}), a record type or an API object (agentconf schema --list)\n`,
      status: 2,
    });
  });

  it('every id of --list prints its published schema: config kinds, record types, API objects', () => {
    const list = agentconf(['schema', '--list']);
    expect(list.status).toBe(0);
    const rows = list.stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/\s{2,}/) as [string, string]);
    expect(new Set(rows.map(([, family]) => family))).toEqual(new Set(['config kind', 'telemetry record', 'API object']));
    for (const [id, family] of rows) {
      const folder = family === 'config kind' ? 'plugins/' : family === 'telemetry record' ? 'records/' : 'api/';
      expect(agentconf(['schema', id]).stdout, id).toBe(readFileSync(join(repo, 'generated', 'schemas', `${folder}${id}.schema.json`), 'utf8'));
    }
  });
});

describe('lint --root (a deployment)', () => {
  it('sink-not-loaded: exit 1; json has the diagnostics of expected.json', () => {
    const fixture = 'fixtures/deploy/sink-not-loaded';
    const root = `${fixture}/root`;
    const run = agentconf(['lint', '--format', 'json', '--root', root]);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    const doc = expectJsonContract(run.stdout);
    for (const r of doc.results) expect(r.file.startsWith(`${root}/`)).toBe(true);
    const found = doc.results.flatMap((r) =>
      r.diagnostics.map((d) => ({
        file: r.file.slice(root.length + 1),
        severity: d.severity,
        code: d.code,
        line: d.line,
        column: d.column,
        message: d.message,
      })),
    );
    const expected = JSON.parse(readFileSync(join(repo, fixture, 'expected.json'), 'utf8')) as {
      file: string;
      severity: string;
      code: string;
      line: number;
      column?: number;
      message?: string;
    }[];
    expect(found).toHaveLength(expected.length);
    for (const want of expected) {
      const got = found.find((f) => f.file === want.file && f.code === want.code);
      expect(got, `${want.file} ${want.code}`).toBeDefined();
      expect(got!.severity).toBe(want.severity);
      expect(got!.line).toBe(want.line);
      if (want.column !== undefined) expect(got!.column).toBe(want.column);
      if (want.message !== undefined) expect(got!.message).toContain(want.message);
    }
    expect(doc.summary).toMatchObject({ files: 4, errors: 1, warnings: 1 });
    // The config with the error was checked as its kind.
    expect(doc.results.find((r) => r.file.endsWith('netify-proc-aggregator.json'))!.kind).toBe('proc-aggregator');
  });
});

describe('help texts', () => {
  it('lists only options the command takes, and exit codes for every command that checks', () => {
    expect(agentconf(['resolve', '--help']).stdout).not.toContain('--strict');
    expect(agentconf(['resolve', '--strict', 'x.json']).status).toBe(2);
    for (const command of ['lint', 'resolve', 'records', 'receive', 'graph']) expect(agentconf([command, '--help']).stdout, command).toContain('Exit codes:');
  });
});

describe('graph --root', () => {
  const root = 'fixtures/deploy/graph-mixed/root';

  it('text: one edge per line, broken ones explained; exit 1 when one is broken', () => {
    expect(agentconf(['graph', '--root', root])).toEqual({
      stdout: lines(
        'proc-aggregator -> sink-http/stats  ok',
        'proc-aggregator -> sink-log/stats  BROKEN (sink "sink-log" is disabled in plugins.d/20-sink-log.conf:2)',
        'proc-core -> sink-http/flows  BROKEN (sink "sink-http" has no channel "flows")',
      ),
      stderr: expect.stringContaining('✖ 2 problems (2 errors, 0 warnings)'),
      status: 1,
    });
  });

  it('gives the verdict and exit code of lint --root, the errors on stderr, when nothing is readable', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'agentconf-graph-'));
    try {
      // No plugins.d at all: not a deployment, a usage error naming the layout expected (exit 2).
      for (const command of ['graph', 'lint']) {
        const run = agentconf([command, '--root', tmp]);
        expect(run.stdout).toBe('');
        expect(run.stderr).toMatch(
          /^agentconf: --root \S+ is not a deployment: \S+plugins\.d does not exist\. A deployment is .*plugins\.d\/\*\.conf loader files/,
        );
        expect(run.status).toBe(2);
      }
      // Whatever the rule levels say of io/read: the folder is no deployment all the same.
      const settings = join(tmp, '.agentconf.json');
      writeFileSync(settings, JSON.stringify({ rules: { 'io/read': 'off' } }));
      const quiet = agentconf(['lint', '--root', tmp], { cwd: tmp });
      expect({ stdout: quiet.stdout, status: quiet.status }).toEqual({ stdout: '', status: 2 });
      expect(quiet.stderr).toContain('is not a deployment');
      rmSync(settings);
      // path_plugins outside the folder.
      for (const args of [['--root', tmp, '--var', 'path_plugins=/nowhere/plugins.d']]) {
        const graph = agentconf(['graph', ...args]);
        const lint = agentconf(['lint', ...args]);
        expect(graph.status).toBe(1);
        expect(lint.status).toBe(1);
        expect(graph.stdout).toBe('');
        expect(graph.stderr).toContain('[io/read]');
      }
      // An unreadable loader drops its plugin: the run fails even though the other edges are ok.
      mkdirSync(join(tmp, 'plugins.d'));
      mkdirSync(join(tmp, 'plugins.d', '10-not-a-file.conf'));
      expect(agentconf(['graph', '--root', tmp]).status).toBe(agentconf(['lint', '--root', tmp]).status);
      // An empty loader folder: nothing loads, nothing is wrong.
      rmSync(join(tmp, 'plugins.d', '10-not-a-file.conf'), { recursive: true });
      expect(agentconf(['graph', '--root', tmp])).toEqual({ stdout: '', stderr: '', status: 0 });
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('--format mermaid', () => {
    expect(agentconf(['graph', '--format', 'mermaid', '--root', root])).toEqual({
      stdout: lines(
        'flowchart LR',
        '  n_proc_aggregator["proc-aggregator"]',
        '  n_sink_http["sink-http"]',
        '  n_sink_log["sink-log"]',
        '  n_proc_core["proc-core"]',
        '  n_proc_aggregator -->|"stats"| n_sink_http',
        '  n_proc_aggregator -.->|"stats: BROKEN: sink #quot;sink-log#quot; is disabled in plugins.d/20-sink-log.conf:2"| n_sink_log',
        '  n_proc_core -.->|"flows: BROKEN: sink #quot;sink-http#quot; has no channel #quot;flows#quot;"| n_sink_http',
      ),
      stderr: expect.stringContaining('[deploy/channel-missing]'),
      status: 1,
    });
  });

  it('a typo in a --var value is shown, as lint --root shows it', () => {
    const args = ['--root', 'fixtures/deploy/clean-two-pipelines/root', '--var', 'uuid_site=${uuid_agnet}'];
    const graph = agentconf(['graph', ...args]);
    expect(graph.stdout).toBe(lines('proc-aggregator -> sink-stats/stats  ok', 'proc-core -> sink-flows/flows  ok'));
    expect(graph.stderr).toContain('--var warning the value of variable "uuid_site" refers to unknown variable "${uuid_agnet}"');
    expect(graph.stderr).toMatch(/\(0 errors, 1 warning\) on the command line\n$/);
    expect(graph.status).toBe(agentconf(['lint', ...args]).status);
  });
});

describe('the bundled examples', () => {
  it('lint examples/invalid: exit 1', () => {
    const run = agentconf(['lint', 'examples/invalid']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('✖ 11 problems (7 errors, 4 warnings) in 3 files');
    for (const file of ['netify-proc-aggregator.json', 'netify-proc-dev-discovery.yaml', 'netify-sink-http.json']) {
      expect(run.stdout).toContain(`examples/invalid/${file}:`);
    }
  });
});
