/**
 * A settings file that is a symbolic link is read only when it leads to a file inside the folder
 * holding it: one leading out (`-> ../secret.env`, `-> /etc/passwd`) was read and its first bytes
 * quoted in the parse error, and one looping ended in `internal error: ELOOP`. The refusal quotes
 * nothing of the target. Real links in a temporary folder, found upwards and named by --config.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { agentconf, repo } from '../support/cli.js';
import { expectNoStack } from '../support/cli-output.js';
import { tempDir } from '../support/temp.js';

const temp = tempDir('agentconf-settings-links-');
afterAll(() => temp.remove());
const ubus = readFileSync(join(repo, 'fixtures/cli/warnings-only-sink-ubus.json'), 'utf8');
const SECRET = 'API_TOKEN=hunter2-very-secret';
writeFileSync(temp.path('secret.env'), `${SECRET}\n`);

/** A repository folder whose `.agentconf.yaml` is a link to `target`, with a config to lint. */
function repoWithLink(name: string, target: string): string {
  const dir = temp.path(name);
  mkdirSync(join(dir, 'sub'), { recursive: true });
  writeFileSync(join(dir, 'sub', 'netify-sink-ubus.json'), ubus);
  symlinkSync(target, join(dir, '.agentconf.yaml'));
  return dir;
}

const refused: [string, string, RegExp][] = [
  ['out of the repository', '../secret.env', /is a symbolic link that leads outside the folder holding it/],
  ['to /etc/passwd', '/etc/passwd', /is a symbolic link that leads outside the folder holding it/],
  ['to itself', '.agentconf.yaml', /is a symbolic link that loops/],
  ['nowhere', 'gone.yaml', /is a symbolic link that leads nowhere/],
];

describe('a settings file that is a symbolic link', () => {
  for (const [name, target, message] of refused) {
    it(`${name}: refused, found upwards or named, quoting nothing of the target`, () => {
      const dir = repoWithLink(name.replace(/\W+/g, '-'), target);
      for (const run of [
        agentconf(['lint', 'netify-sink-ubus.json'], { cwd: join(dir, 'sub') }),
        agentconf(['lint', '--config', join(dir, '.agentconf.yaml'), join(dir, 'sub', 'netify-sink-ubus.json')]),
      ]) {
        expect(run.status).toBe(2);
        expect(run.stderr).toMatch(message);
        expect(run.stderr.split('\n')).toHaveLength(2);
        expect(run.stderr).not.toContain('hunter2');
        expect(run.stderr).not.toContain('root:');
        expect(run.stderr).not.toContain('secret.env');
        expect(run.stderr).not.toContain('internal error');
        expectNoStack(run);
      }
    });
  }

  it('inside the folder holding it: read as the file it leads to', () => {
    const dir = repoWithLink('inside', 'conf/agentconf.yaml');
    mkdirSync(join(dir, 'conf'));
    writeFileSync(join(dir, 'conf', 'agentconf.yaml'), 'rules:\n  key/unknown: error\n');
    expect(agentconf(['lint', 'netify-sink-ubus.json'], { cwd: join(dir, 'sub') }).status).toBe(1);
    writeFileSync(join(dir, 'conf', 'agentconf.yaml'), 'rules:\n  key/unknown: off\n');
    expect(agentconf(['lint', '--strict', 'netify-sink-ubus.json'], { cwd: join(dir, 'sub') }).status).toBe(0);
  });

  it('a link to a folder is no settings file (the search goes on upwards)', () => {
    const dir = temp.path('folder-link');
    mkdirSync(join(dir, 'sub', 'real'), { recursive: true });
    writeFileSync(join(dir, '.agentconf.yaml'), 'rules:\n  key/unknown: error\n');
    symlinkSync('real', join(dir, 'sub', '.agentconf.json'));
    writeFileSync(join(dir, 'sub', 'netify-sink-ubus.json'), ubus);
    expect(agentconf(['lint', 'netify-sink-ubus.json'], { cwd: join(dir, 'sub') }).status).toBe(1);
  });
});
