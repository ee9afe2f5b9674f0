/**
 * `agentconf graph --format json` (issue 22): the real command's output on every
 * fixtures/deploy case is valid by its published schema (generated/schemas/output/
 * graph.schema.json, in strict Ajv as a user loads it), says what the text rendering says edge
 * for edge, places each broken edge where the error that reports it is (the case's
 * expected.json), and gives the same exit code.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { agentconf, repo } from '../support/cli.js';

const schema = JSON.parse(readFileSync(join(repo, 'generated/schemas/output/graph.schema.json'), 'utf8')) as object;
const validate = new Ajv2020Module.default({ strict: true, allErrors: true }).compile(schema);
const fixtures = join(repo, 'fixtures/deploy');
// A folder with no loader folder is no deployment: the command refuses it (exit 2, misc.test.ts).
const cases = readdirSync(fixtures, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'no-plugins-folder')
  .map((e) => e.name)
  .sort();

interface Node {
  id: string;
  type: string;
  file: string | null;
  line: number | null;
}
interface Edge {
  from: string;
  to: string;
  sink: string;
  channel: string | null;
  status: 'ok' | 'BROKEN';
  reason: string | null;
  code: string | null;
  file: string;
  line: number | null;
}
interface Graph {
  root: string;
  nodes: Node[];
  edges: Edge[];
  summary: { processors: number; sinks: number; channels: number; edges: number; broken: number; errors: number };
}

/** The command-line options of a case's options.json. */
function caseArgs(name: string): string[] {
  const file = join(fixtures, name, 'options.json');
  if (!existsSync(file)) return [];
  const options = JSON.parse(readFileSync(file, 'utf8')) as { variables?: Record<string, string>; agent?: string };
  return [...Object.entries(options.variables ?? {}).flatMap(([k, v]) => ['--var', `${k}=${v}`]), ...(options.agent ? ['--agent', options.agent] : [])];
}

describe('graph --format json', () => {
  it('has cases with broken edges and without', () => expect(cases.length).toBeGreaterThan(10));

  it.each(cases)('%s: valid by the published schema, and what the text rendering says', (name) => {
    const root = relative(repo, join(fixtures, name, 'root'));
    const args = ['graph', '--root', root, ...caseArgs(name)];
    const run = agentconf([...args, '--format', 'json']);
    const text = agentconf(args);
    expect([0, 1]).toContain(run.status);
    expect(run.status).toBe(text.status);
    expect(run.stderr).toBe(text.stderr);
    const graph = JSON.parse(run.stdout) as Graph;
    expect(validate(graph), JSON.stringify(validate.errors)).toBe(true);
    expect(graph.root).toBe(root);

    // Edge for edge what the text says, in its order.
    const lines = text.stdout.split('\n').filter(Boolean);
    expect(
      graph.edges.map((e) => `${e.from} -> ${e.sink}${e.channel === null ? '' : `/${e.channel}`}  ${e.status === 'ok' ? 'ok' : `BROKEN (${e.reason})`}`),
    ).toEqual(lines);

    // Node ids are unique and every edge joins two nodes.
    const ids = new Set(graph.nodes.map((n) => n.id));
    expect(ids.size).toBe(graph.nodes.length);
    for (const e of graph.edges) {
      expect(ids.has(e.from), e.from).toBe(true);
      expect(ids.has(e.to), e.to).toBe(true);
    }
    expect(graph.summary.edges).toBe(graph.edges.length);
    expect(graph.summary.broken).toBe(graph.edges.filter((e) => e.status === 'BROKEN').length);
    expect(graph.summary.processors + graph.summary.sinks + graph.summary.channels).toBe(graph.nodes.length);
    expect(run.status).toBe(graph.summary.errors > 0 || graph.summary.broken > 0 ? 1 : 0);

    // A broken edge with a code is where the case's expected error of that code is.
    const expected = JSON.parse(readFileSync(join(fixtures, name, 'expected.json'), 'utf8')) as { file: string; code: string; line?: number }[];
    for (const e of graph.edges.filter((e) => e.code !== null)) {
      const file = relative(join(repo, root), join(repo, e.file));
      expect(expected, `${name}: ${e.code} at ${file}:${e.line}`).toContainEqual(expect.objectContaining({ file, code: e.code, line: e.line }));
    }
    // Every node in a file has a position there.
    for (const n of graph.nodes) if (n.file !== null && n.type !== 'channel') expect(n.line).toBeGreaterThanOrEqual(1);
  });

  it('names the code of each broken edge: a missing channel and a sink not loaded', () => {
    const codes = (name: string) =>
      (JSON.parse(agentconf(['graph', '--root', `fixtures/deploy/${name}/root`, '--format', 'json']).stdout) as Graph).edges
        .filter((e) => e.status === 'BROKEN')
        .map((e) => e.code);
    expect(codes('channel-missing')).toEqual(['deploy/channel-missing']);
    expect(codes('sink-not-loaded')).toContain('deploy/sink-not-loaded');
  });

  it('places channels where the sink config defines them, and marks those it does not', () => {
    const graph = JSON.parse(agentconf(['graph', '--root', 'fixtures/deploy/channel-missing/root', '--format', 'json']).stdout) as Graph;
    expect(graph.nodes.filter((n) => n.type === 'channel')).toEqual([
      expect.objectContaining({
        id: 'sink-http/stats',
        defined: true,
        pointer: '/channels/stats',
        file: 'fixtures/deploy/channel-missing/root/netify-sink-http.json',
        line: 3,
      }),
      expect.objectContaining({ id: 'sink-http/stat', defined: false, file: null, line: null }),
    ]);
  });

  it('the report formats of lint (sarif, junit, ...) are a usage error for graph, listing the ones it has', () => {
    for (const format of ['sarif', 'junit', 'github', 'gitlab', 'dot']) {
      const run = agentconf(['graph', '--root', 'fixtures/deploy/clean-two-pipelines/root', '--format', format]);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(`unknown format "${format}" for graph; formats are text, mermaid, json`);
    }
  });
});
