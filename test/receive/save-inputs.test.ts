/**
 * `--save` never appends to what the run reads: the --agent-config file, and anything inside the
 * --root deployment, whatever path or symbolic link names it. Refused at start-up with one line
 * and exit 2, the file untouched; a file elsewhere is still taken.
 */
import { cpSync, existsSync, linkSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentconf, repo } from '../support/cli.js';
import { startReceive } from './helpers.js';
import { CAPTURE_HEADER } from '../../src/receive/capture-format.js';

function deployment() {
  const dir = mkdtempSync(join(tmpdir(), 'receive-inputs-'));
  const root = join(dir, 'root');
  cpSync(join(repo, 'fixtures/deploy/clean-two-pipelines/root'), root, { recursive: true });
  const agentConfig = join(dir, 'netifyd.conf');
  writeFileSync(agentConfig, '[netifyd]\nuuid_site = site-1\n');
  return { dir, root, agentConfig, args: ['receive', '--port', '0', '--root', root, '--agent-config', agentConfig] };
}

describe('agentconf receive --save and the files the run reads', () => {
  const d = deployment();
  const config = join(d.root, 'netify-proc-core.json');
  symlinkSync(d.agentConfig, join(d.dir, 'to-agent-config'));
  symlinkSync(config, join(d.dir, 'to-config'));
  // A capture kept inside the deployment, and a hard link to it from outside (issue 36, item 13):
  // no path names --root, yet appending to the link appends to the file inside it.
  writeFileSync(join(d.root, 'old-capture.ndjson'), `${CAPTURE_HEADER}\n`);
  linkSync(join(d.root, 'old-capture.ndjson'), join(d.dir, 'linked-capture.ndjson'));
  const twoNames = 'has 2 hard links, and another name of it may lie in a folder this run reads; --save appends only to a file with one name';
  const cases: [string, string, string][] = [
    ['the --agent-config file', d.agentConfig, `is ${d.agentConfig}, which this run reads; choose another file`],
    ['a link to the --agent-config file', join(d.dir, 'to-agent-config'), `is ${d.agentConfig}, which this run reads; choose another file`],
    ['a config of the deployment', config, `is inside ${d.root}, which this run reads; choose a file outside it`],
    ['a link to a config of the deployment', join(d.dir, 'to-config'), `is inside ${d.root}, which this run reads; choose a file outside it`],
    ['a new file inside the deployment', join(d.root, 'capture.ndjson'), `is inside ${d.root}, which this run reads; choose a file outside it`],
    ['a hard link to a capture inside the deployment', join(d.dir, 'linked-capture.ndjson'), twoNames],
  ];

  it.each(cases)('%s is refused and left as it was', (_what, target, why) => {
    const before = existsSync(target) ? readFileSync(target) : undefined;
    const run = agentconf([...d.args, '--save', target]);
    expect(run.stderr).toBe(`agentconf: cannot open ${target} for --save: ${why}\n`);
    expect(run.status).toBe(2);
    if (before) expect(readFileSync(target)).toEqual(before);
    else expect(existsSync(target)).toBe(false);
  });

  it('a file outside the deployment is taken', async () => {
    const run = await startReceive([...d.args.slice(3), '--save', join(d.dir, 'capture.ndjson')]);
    expect((await run.kill('SIGINT')).stderr).toContain('stopped (signal)');
    expect(existsSync(join(d.dir, 'capture.ndjson'))).toBe(true);
  });
});
