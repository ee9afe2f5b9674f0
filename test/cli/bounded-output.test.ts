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
    writeFileSync(
      tmp.path('root/plugins.d/10-a.conf'),
      `[sink-${'s'.repeat(7e6)}]\nplugin_library = libnetify-sink-http.so\nconf_filename = \${path_state_persistent}/c.json\n`,
    );
    writeFileSync(tmp.path('root/c.json'), '{"channels": {}}');
    const lint = agentconf(['lint', '--root', 'root'], { cwd: tmp.dir });
    expect(lint.status).toBe(0);
    expect(lint.stdout).toMatch(/sink \[sink-s+…s+\] is enabled but no enabled processor sends to it/);
    expect(lint.stdout.length).toBeLessThan(3000);
    // No edge and no error: an empty graph, exit 0 (it ended with no report at all).
    expect(agentconf(['graph', '--root', 'root'], { cwd: tmp.dir })).toEqual({ stdout: '', stderr: '', status: 0 });
  });

  // Counted, not timed: 5,000 findings in a file list 1,000 and one line for the rest, in every
  // format, while the totals and the exit code count all 5,000.
  it('findings per file: the first 1,000 listed, the rest counted in one line per code', () => {
    const keys: Record<string, unknown> = { channels: {} };
    for (let i = 0; i < 5000; i++) keys[`unknown_${i}`] = 1;
    writeFileSync(tmp.path('netify-sink-http.json'), JSON.stringify(keys));
    const note = '... and 4,000 more key/unknown findings in this file, not listed (agentconf lists the first 1,000 of a file)';
    const text = agentconf(['lint', 'netify-sink-http.json'], { cwd: tmp.dir });
    expect(text.status).toBe(0);
    expect(text.stdout.match(/\[key\/unknown\]/g)).toHaveLength(1001);
    expect(text.stdout).toContain(`netify-sink-http.json warning ${note} [key/unknown]`);
    expect(text.stdout).toMatch(/✖ 5000 problems \(0 errors, 5000 warnings\) in 1 file\n$/);
    const json = JSON.parse(agentconf(['lint', 'netify-sink-http.json', '--format', 'json'], { cwd: tmp.dir }).stdout) as {
      results: { diagnostics: { message: string }[] }[];
      summary: { warnings: number };
    };
    expect(json.results[0]!.diagnostics).toHaveLength(1001);
    expect(json.results[0]!.diagnostics.at(-1)!.message).toBe(note);
    expect(json.summary.warnings).toBe(5000);
    for (const format of ['sarif', 'junit', 'github']) {
      const run = agentconf(['lint', 'netify-sink-http.json', '--format', format], { cwd: tmp.dir });
      expect(run.stdout.split('unknown key').length - 1).toBe(1000);
      expect(run.stdout).toContain('4,000 more key/unknown findings');
    }
    const resolved = agentconf(['resolve', 'netify-sink-http.json'], { cwd: tmp.dir });
    expect(resolved.stderr.match(/\[key\/unknown\]/g)).toHaveLength(1001);
  });

  it('an INI of 20,000 duplicate keys: output bounded', () => {
    mkdirSync(tmp.path('dup/plugins.d'), { recursive: true });
    writeFileSync(
      tmp.path('dup/plugins.d/10-a.conf'),
      `[sink-a]\n${'enable = yes\n'.repeat(20_000)}plugin_library = libnetify-sink-http.so\nconf_filename = \${path_state_persistent}/c.json\n`,
    );
    writeFileSync(tmp.path('dup/c.json'), '{"channels": {}}');
    const run = agentconf(['lint', '--root', 'dup'], { cwd: tmp.dir });
    // The agent joins a repeated key's values with a newline: one finding says what that does.
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/warning enable is given 20000 times: .{0,400}…/);
    expect(run.stdout.length).toBeLessThan(4_000);
    expect(run.stdout).toMatch(/✖ 2 problems \(0 errors, 2 warnings\) in 2 files\n$/);
  });

  // Counted: each setting refers to the one before 8 times, so the last would be 10 * 8^7
  // characters (a 1.2 KB file printed hundreds of MB before); expansion stops at 64 KiB.
  it('variables expanding into each other: bounded, reported, not resolved', () => {
    const names = [
      'path_state_persistent',
      'path_state_volatile',
      'path_plugins',
      'path_plugin_libdir',
      'path_shared_data',
      'uuid',
      'uuid_serial',
      'uuid_site',
    ];
    const variable = (name: string) => (name === 'uuid' ? 'uuid_agent' : name);
    const lines = ['[netifyd]', `${names[0]} = xxxxxxxxxx`];
    for (let i = 1; i < names.length; i++) lines.push(`${names[i]} = ${`\${${variable(names[i - 1]!)}}`.repeat(8)}`);
    writeFileSync(tmp.path('netifyd.conf'), lines.join('\n') + '\n');
    writeFileSync(tmp.path('netify-sink-http.json'), '{"channels": {"x": {"url": "https://e/${uuid_site}"}}}');
    const run = agentconf(['resolve', '--agent-config', 'netifyd.conf', 'netify-sink-http.json'], { cwd: tmp.dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      'netifyd.conf:7:8 error variable "uuid_agent" expands to more than 65,536 characters; agentconf leaves it as written and cannot say what the agent would make of it [var/too-long]',
    );
    expect(run.stderr.length).toBeLessThan(2000);
  });

  it('substitution into a config: at most 8 MiB added', () => {
    writeFileSync(tmp.path('netify-sink-http.json'), JSON.stringify({ channels: { x: { url: `https://e/${'${v}'.repeat(200)}` } } }));
    const run = agentconf(['resolve', '--var', `v=${'y'.repeat(60_000)}`, 'netify-sink-http.json'], { cwd: tmp.dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      'netify-sink-http.json:1:25 error substituting variables would add more than 8,388,608 characters to this config here; agentconf leaves this value as written [var/too-long]',
    );
  });
});
