/**
 * Bounded output (issue 21, item 10), with the real command. Boundedness is shown by counting
 * (findings listed, output bytes) and by inputs at the 8 MiB input limit, never by timing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

let tmp: ReturnType<typeof tempDir>;
beforeAll(() => {
  tmp = tempDir('agentconf-bounded-');
});
afterAll(() => tmp.remove());

describe('bounded output', () => {
  // The message bound used /\S{81,}/, which overflowed the stack on a 7 MB run of input.
  it('a 7 MB key and a 7 MB loader section name: reported, the message cut', () => {
    writeFileSync(tmp.path('netify-sink-http.json'), JSON.stringify({ channels: {}, ['k'.repeat(7e6)]: 1 }));
    const key = agentconf(['lint', 'netify-sink-http.json'], { cwd: tmp.dir });
    expect(key.status).toBe(0);
    expect(key.stdout).toMatch(/warning unknown key "k{50,80}…k{10,30}": the published interface does not define it \[key\/unknown\]/);
    expect(key.stdout.length).toBeLessThan(2000);

    mkdirSync(tmp.path('root/plugins.d'), { recursive: true });
    writeFileSync(tmp.path('root/plugins.d/10-a.conf'), `[sink-${'s'.repeat(7e6)}]\nplugin_library = libnetify-sink-http.so\nconf_filename = \${path_state_persistent}/c.json\n`);
    writeFileSync(tmp.path('root/c.json'), '{"channels": {}}');
    const lint = agentconf(['lint', '--root', 'root'], { cwd: tmp.dir });
    expect(lint.status).toBe(0);
    expect(lint.stdout).toMatch(/sink \[sink-s+…s+\] is enabled but no enabled processor sends to it/);
    expect(lint.stdout.length).toBeLessThan(3000);
    // No edge and no error: an empty graph, exit 0 (it ended with no report at all).
    expect(agentconf(['graph', '--root', 'root'], { cwd: tmp.dir })).toEqual({ stdout: '', stderr: '', status: 0 });
  });
});
