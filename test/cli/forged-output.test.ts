/**
 * Forged output (issue 21, item 12), with the real command: names from a deployment's files and
 * paths from the disk or the command line reach no line of output raw. A newline in a channel
 * name made `graph` print fake `ok` edges; a broken link named `b\n::error::...` made `resolve`
 * print a GitHub workflow command.
 */
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentconf, repo } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

let tmp: ReturnType<typeof tempDir>;
const forged = '\nproc-fake -> sink-fake  ok\n::error::forged\u001b[1A\u001b[2K\u2028\u202e';

beforeAll(() => {
  tmp = tempDir('agentconf-forged-');
  cpSync(`${repo}/fixtures/deploy/clean-two-pipelines/root`, tmp.path('root'), { recursive: true });
  const aggregator = JSON.parse(readFileSync(tmp.path('root/netify-proc-aggregator.json'), 'utf8')) as { sinks: Record<string, unknown> };
  aggregator.sinks['sink-stats'] = { [`stats${forged}`]: {} };
  writeFileSync(tmp.path('root/netify-proc-aggregator.json'), JSON.stringify(aggregator));
  mkdirSync(tmp.path('links'));
  symlinkSync('nowhere', tmp.path(`links/b${forged}.json`));
});

afterAll(() => tmp.remove());

/** No line starts a forged edge or workflow command, and none holds a raw control or bidi mark. */
function expectNoForgery(text: string): void {
  for (const line of text.split('\n')) {
    expect(line).not.toMatch(/^(proc-fake|::error::forged)/);
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  }
}

describe('no forged output', () => {
  it('graph: a newline in a channel name forges no edge', () => {
    for (const format of ['text', 'mermaid']) {
      const run = agentconf(['graph', '--root', tmp.path('root'), '--format', format]);
      expect(run.status).toBe(1);
      expectNoForgery(run.stdout);
      expectNoForgery(run.stderr);
    }
    const run = agentconf(['graph', '--root', tmp.path('root')]);
    expect(run.stdout).toContain('BROKEN');
    expect(run.stdout.split('\n').filter((l) => l.includes('->'))).toHaveLength(2);
  });

  it('graph --format json: the forged channel name is escaped on every line and whole in the value', () => {
    const run = agentconf(['graph', '--root', tmp.path('root'), '--format', 'json']);
    expect(run.status).toBe(1);
    expectNoForgery(run.stdout);
    expectNoForgery(run.stderr);
    const graph = JSON.parse(run.stdout) as { nodes: { type: string; name?: string }[]; edges: { channel: string | null; status: string }[] };
    expect(graph.edges).toHaveLength(2);
    expect(graph.edges.find((e) => e.channel === `stats${forged}`)?.status).toBe('BROKEN');
    expect(graph.nodes.filter((n) => n.type === 'channel').map((n) => n.name)).toContain(`stats${forged}`);
  });

  it('lint --root in every format', () => {
    for (const format of ['text', 'json', 'junit', 'sarif', 'github']) {
      const run = agentconf(['lint', '--root', tmp.path('root'), '--format', format]);
      expect(run.status).toBe(1);
      expectNoForgery(run.stdout);
    }
  });

  it('resolve: a broken link, -o, --root and --agent-config with forged names', () => {
    const link = tmp.path(`links/b${forged}.json`);
    for (const args of [
      ['resolve', link],
      ['lint', link, '--format', 'github'],
      ['resolve', `${repo}/fixtures/deploy/clean-two-pipelines/root/netify-sink-stats.json`, '-o', tmp.path(`none${forged}/x.json`)],
      ['resolve', `${repo}/fixtures/deploy/clean-two-pipelines/root/netify-sink-stats.json`, '--agent-config', tmp.path(`none${forged}`)],
      ['graph', '--root', tmp.path(`none${forged}`)],
      ['lint', '--root', link],
    ]) {
      const run = agentconf(args);
      expect(run.status, args.join(' ')).not.toBe(0);
      expectNoForgery(run.stdout);
      expectNoForgery(run.stderr);
      expect(run.stdout + run.stderr).toContain('\\n');
    }
  });
});
