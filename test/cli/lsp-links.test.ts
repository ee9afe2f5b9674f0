/**
 * `agentconf lsp` on a workspace with symbolic links, as `lint --root` reads it (issue 36, items 1
 * and 2): a link back up (a loop) is not walked, a link out of the workspace is refused with a
 * finding that quotes nothing of its target, a settings file that is a link loop is reported and
 * the findings shown without it. Real links in temporary folders, the built server over stdio.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { agentconf } from '../support/cli.js';
import { startLsp, stopServers } from '../support/lsp.js';
import { tempDir } from '../support/temp.js';

afterEach(stopServers);

const loader = '[sink-log]\nplugin_library = /usr/lib/libnetify-sink-log.so.0\nconf_filename = ${path_state_persistent}/netify-sink-log.json\n';
/** What the target outside holds: a key the config check would quote ("unknown key ..."). */
const secret = '{ "hunter2_secret_key": "hunter2" }\n';

describe('agentconf lsp and symbolic links', () => {
  it('answers on a deployment holding a link back up (a loop), as lint --root does', async () => {
    const { dir } = tempDir('agentconf-lsp-loop-');
    mkdirSync(join(dir, 'plugins.d'));
    mkdirSync(join(dir, 'a'));
    symlinkSync('..', join(dir, 'a', 'up'));
    symlinkSync('.', join(dir, 'plugins.d', 'self'));
    writeFileSync(join(dir, 'plugins.d', '10-sink-log.conf'), loader);
    const lint = agentconf(['lint', '--root', dir, '--format', 'json']);
    const lintCodes = (JSON.parse(lint.stdout) as { results: { file: string; diagnostics: { code: string }[] }[] }).results
      .filter((r) => r.file.endsWith('10-sink-log.conf'))
      .flatMap((r) => r.diagnostics.map((d) => d.code));
    expect(lintCodes).toContain('deploy/missing-config');

    const { connection, diagnostics, stop } = await startLsp(pathToFileURL(dir).href);
    const uri = pathToFileURL(join(dir, 'plugins.d', '10-sink-log.conf')).href;
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'ini', version: 1, text: loader } });
    const published = await diagnostics(uri);
    expect(published.diagnostics.map((d) => d.code).sort()).toEqual([...lintCodes].sort());
    expect(await connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 1 } })).toBeNull();
    expect(await stop()).toBe(0);
  }, 60_000);

  it('refuses a loader file and a config that are links out of the workspace, quoting nothing of their targets', async () => {
    const { dir } = tempDir('agentconf-lsp-out-');
    const work = join(dir, 'work');
    mkdirSync(join(work, 'plugins.d'), { recursive: true });
    writeFileSync(join(dir, 'secret.json'), secret);
    writeFileSync(join(dir, 'secret.conf'), '[hunter2-section]\nhunter2_key = hunter2\n');
    writeFileSync(join(work, 'plugins.d', '10-sink-log.conf'), loader);
    symlinkSync(join(dir, 'secret.json'), join(work, 'netify-sink-log.json'));
    symlinkSync(join(dir, 'secret.conf'), join(work, 'plugins.d', '20-other.conf'));
    const lint = agentconf(['lint', '--root', work]);
    expect(lint.stdout).not.toContain('hunter2');

    const { connection, diagnostics, stop } = await startLsp(pathToFileURL(work).href);
    const loaderUri = pathToFileURL(join(work, 'plugins.d', '10-sink-log.conf')).href;
    const linkUri = pathToFileURL(join(work, 'plugins.d', '20-other.conf')).href;
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: loaderUri, languageId: 'ini', version: 1, text: loader } });
    const [own, link] = await Promise.all([diagnostics(loaderUri), diagnostics(linkUri)]);
    const missing = own.diagnostics.find((d) => d.code === 'deploy/missing-config');
    expect(missing?.message).toContain('leads outside the folder being checked');
    expect(link.diagnostics.map((d) => [d.code, d.message])).toEqual([['io/read', expect.stringContaining('leads outside the folder being checked')]]);
    for (const d of [...own.diagnostics, ...link.diagnostics]) expect(d.message).not.toContain('hunter2');

    // The config opened in the editor (its text is the target's, as the editor read it): still the
    // link's rules, as lint --root reads the folder.
    const configUri = pathToFileURL(join(work, 'netify-sink-log.json')).href;
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: configUri, languageId: 'json', version: 1, text: secret } });
    const again = await diagnostics(loaderUri);
    expect(again.diagnostics.find((d) => d.code === 'deploy/missing-config')?.message).toContain('leads outside the folder being checked');
    for (const d of again.diagnostics) expect(d.message).not.toContain('hunter2');
    expect(await stop()).toBe(0);
  }, 60_000);

  it('reports a settings file that is a link loop once and shows the findings without it', async () => {
    const { dir } = tempDir('agentconf-lsp-settings-loop-');
    symlinkSync('.agentconf.json', join(dir, '.agentconf.json'));
    const { connection, diagnostics, stop } = await startLsp(null);
    const message = new Promise<{ message: string }>((resolve) => connection.onNotification('window/showMessage', resolve));
    const uri = pathToFileURL(join(dir, 'netify-sink-http.json')).href;
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text: '{ "timeout_conect": 5 }\n' } });
    expect((await diagnostics(uri)).diagnostics.map((d) => d.code)).toContain('key/unknown');
    expect((await message).message).toContain('too many symbolic links');
    expect(await stop()).toBe(0);
  }, 60_000);
});
