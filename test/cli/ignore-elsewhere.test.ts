/**
 * `--ignore-pattern package.json` run from another folder than the files' (issue 35, item 9): a
 * pattern without a `/` matches the name at any depth, as the `kind/undetected` hint that
 * suggests it says, wherever the files lie; a pattern with a `/` stays relative to the working
 * folder. The real command, in a temporary folder beside the files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

let tmp: ReturnType<typeof tempDir>;

beforeAll(() => {
  tmp = tempDir('agentconf-ignore-elsewhere-');
  mkdirSync(tmp.path('repo/configs'), { recursive: true });
  mkdirSync(tmp.path('elsewhere'));
  // A member of some kind: a walk does not skip it as no agent config, so only the pattern leaves it out.
  writeFileSync(tmp.path('repo/configs/odd.json'), '{ "format": "json" }\n');
  writeFileSync(tmp.path('repo/configs/netify-sink-ubus.json'), '{"channels": {"d": {"path": "netify.d", "function": "notify"}}}\n');
});
afterAll(() => tmp.remove());

const lint = (args: string[]) => agentconf(['lint', ...args], { cwd: tmp.path('elsewhere') });

describe('--ignore-pattern from another folder', () => {
  it('a bare name matches the file wherever it is', () => {
    const walked = lint(['../repo']);
    expect(walked.stdout).toContain('odd.json:1:1 error');
    expect(walked.stdout).toContain('--ignore-pattern odd.json');
    expect(lint(['--ignore-pattern', 'odd.json', '../repo'])).toMatchObject({ stdout: '✔ 1 file checked, no problems\n', status: 0 });
    expect(lint(['--ignore-pattern', 'odd.json', tmp.path('repo')])).toMatchObject({ stdout: '✔ 1 file checked, no problems\n', status: 0 });
  });

  it('a pattern with a folder in it stays relative to the working folder', () => {
    expect(lint(['--ignore-pattern', 'configs/odd.json', '../repo']).status).toBe(1);
  });
});
