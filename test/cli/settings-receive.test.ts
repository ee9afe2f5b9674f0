/**
 * `receive` reads the settings file as lint does (issue 22): found from the working folder
 * upwards or given with --config; its rule levels apply to what devices post (over real
 * loopback requests), its per-file overrides do not (a post is no file), and its options give
 * --format, --strict and --agent; the command line wins.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp.js';
import { findings, sampleRecord, startReceive, type RecordsReport } from '../receive/helpers.js';

const temp = tempDir('agentconf-settings-receive-');
afterAll(() => temp.remove());

/** A valid record with one member the interface does not list: one key/unknown warning. */
const withUnknownKey = { ...(sampleRecord('agent_status') as Record<string, unknown>), unlisted_member: 1 };

/** A folder holding `.agentconf.yaml` with `text`, and a folder below it to run in. */
function project(name: string, text: string): string {
  const dir = temp.path(name);
  mkdirSync(join(dir, 'below'), { recursive: true });
  writeFileSync(join(dir, '.agentconf.yaml'), text);
  return join(dir, 'below');
}

/** One post of `record` to a receive started with `args` in `cwd`; the ended run. */
async function receiveOne(args: string[], cwd: string, record: unknown = withUnknownKey) {
  const run = await startReceive(['--count', '1', ...args], [], 25_000, cwd);
  const answer = await run.postJson('/status', record);
  expect(answer.status).toBe(200);
  return run.ended;
}

const codes = (stdout: string) => findings(JSON.parse(stdout) as RecordsReport).map((d) => `${d.severity} ${d.code}`);

describe('receive and the settings file', () => {
  it('without one, the post has its key/unknown warning (the case the others change)', async () => {
    const ended = await receiveOne(['--format', 'json'], temp.dir);
    expect(codes(ended.stdout)).toEqual(['warning key/unknown']);
    expect(ended.status).toBe(0);
  });

  it('a rule set to off in .agentconf.yaml, found upwards, drops the finding from the report; its format applies', async () => {
    const cwd = project('off', 'rules:\n  key/unknown: off\noptions:\n  format: json\n');
    const ended = await receiveOne([], cwd);
    const report = JSON.parse(ended.stdout) as RecordsReport;
    expect(findings(report)).toEqual([]);
    expect(report.summary).toMatchObject({ records: 1, errors: 0, warnings: 0 });
    expect(ended.status).toBe(0);
  });

  it('a level raised to error fails the run, live lines say it at that level, and --rule on the command line wins', async () => {
    const cwd = project('error', 'rules:\n  key/*: error\n');
    const raised = await receiveOne([], cwd);
    expect(raised.stdout).toMatch(/error .*\[key\/unknown\]/);
    expect(raised.status).toBe(1);
    const lowered = await receiveOne(['--format', 'json', '--rule', 'key/unknown=info'], cwd);
    expect(codes(lowered.stdout)).toEqual(['info key/unknown']);
    expect(lowered.status).toBe(0);
  });

  it('--config names the file; its strict option fails on the warning; overrides by file do not apply to posts', async () => {
    const file = temp.path('elsewhere.agentconf.yaml');
    writeFileSync(file, 'options:\n  strict: true\n  format: json\noverrides:\n  - files: ["**"]\n    rules: { key/unknown: off }\n');
    const ended = await receiveOne(['--config', file], temp.dir);
    expect(codes(ended.stdout)).toEqual(['warning key/unknown']);
    expect(ended.status).toBe(1);
  });

  it('a settings file with a typo is a usage error, before listening', async () => {
    const cwd = project('typo', 'rulez:\n  key/unknown: off\n');
    await expect(startReceive([], [], 25_000, cwd)).rejects.toThrow(/receive exited \(2\) before listening: .*rulez/s);
  });

  it("--root judges the deployment for the settings file's agent release (5.2 by default), as lint --root does", async () => {
    const root = join(process.cwd(), 'fixtures', 'deploy', 'library-variable', 'root');
    const said = async (cwd: string, args: string[] = []) => (await receiveOne(['--format', 'json', '--root', root, ...args], cwd)).stderr;
    // Agent 5.2 expands the ${path_plugin_libdir} of its plugin_library: nothing of its own.
    expect(await said(temp.dir)).not.toMatch(/of its own/);
    const cwd = project('agent-5.0', 'options:\n  agent: "5.0"\n');
    expect(await said(cwd)).toMatch(/has 1 error and 0 warnings of its own/);
    expect(await said(cwd, ['--agent', '5.2'])).not.toMatch(/of its own/);
  });
});
