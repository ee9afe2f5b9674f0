/**
 * `agentconf lsp` under a flood of work (issue 36, item 8): changes to one document are coalesced
 * (the last text is checked, not every one), a burst of settings changes checks each open document
 * a few times, not once per change, requests are answered meanwhile, and a document past lint's
 * 8 MiB cap gets one finding saying so and no check. The work is counted (publications), never
 * timed: the timeouts are hang guards.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startLsp, stopServers } from '../support/lsp.js';
import { tempDir } from '../support/temp.js';

afterEach(stopServers);

/** A sink-http config of about `size` characters: many channels. */
function bigConfig(size: number, marker: number): string {
  const channels: string[] = [];
  for (let i = 0, length = 0; length < size; i++) {
    channels.push(`\n    "c${i}": { "url": "http://127.0.0.1:${1000 + (i % 60000)}/x" }`);
    length += channels.at(-1)!.length + 1;
  }
  return `{\n  "timeout_connect": ${marker},\n  "channels": {${channels.join(',')}\n  }\n}\n`;
}

describe('agentconf lsp under load', () => {
  it('checks the last of 500 changes of a 700 KB document, not each, and answers a hover meanwhile', async () => {
    const { dir } = tempDir('agentconf-lsp-flood-');
    const uri = pathToFileURL(join(dir, 'netify-sink-http.json')).href;
    const { connection, diagnostics, drain, stop } = await startLsp(null);
    const first = bigConfig(700_000, 0);
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text: first } });
    await diagnostics(uri);
    for (let v = 2; v <= 501; v++) {
      // Each change misspells the first key, the last one too: its finding says the version it is on.
      const text = first.replace('"timeout_connect": 0', `"timeout_conect": ${v}`);
      void connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: v }, contentChanges: [{ text }] });
    }
    const hover = connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 5 } });
    await hover;
    // Wait for the publication of the last version, counting those before it.
    let last = await diagnostics(uri);
    let publications = 1;
    while (last.version !== 501) {
      last = await diagnostics(uri);
      publications++;
    }
    publications += drain(uri).length;
    expect(last.diagnostics.map((d) => d.code)).toContain('key/unknown');
    // One check per change would be 500; how many run depends on how fast the changes arrive.
    expect(publications).toBeLessThan(100);
    expect(await stop()).toBe(0);
  }, 300_000);

  it('checks 20 open documents a few times for a burst of 60 settings changes, and answers a hover meanwhile', async () => {
    const { dir } = tempDir('agentconf-lsp-settings-burst-');
    const settingsPath = join(dir, '.agentconf.json');
    writeFileSync(settingsPath, JSON.stringify({ rules: {} }));
    const { connection, diagnostics, drain, stop } = await startLsp(null);
    const uris: string[] = [];
    for (let i = 0; i < 20; i++) {
      mkdirSync(join(dir, `d${i}`));
      const uri = pathToFileURL(join(dir, `d${i}`, 'netify-sink-http.json')).href;
      uris.push(uri);
      await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text: bigConfig(50_000, i) } });
      await diagnostics(uri);
    }
    for (let n = 0; n < 60; n++) {
      writeFileSync(settingsPath, JSON.stringify({ rules: { 'key/unknown': n % 2 ? 'off' : 'warning' } }));
      void connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(settingsPath).href, type: 2 }] });
    }
    const hover = await connection.sendRequest('textDocument/hover', { textDocument: { uri: uris[0] }, position: { line: 1, character: 5 } });
    expect(hover).toMatchObject({ contents: { value: expect.stringContaining('timeout_connect') } });
    // The last settings say warning on odd n: 59 is odd, so key/unknown is off at the end; a
    // shutdown waits for no check, so wait for each document's publications to settle first.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await connection.sendRequest('textDocument/hover', { textDocument: { uri: uris[19] }, position: { line: 1, character: 5 } });
    const counts = uris.map((uri) => drain(uri).length);
    for (const count of counts) expect(count).toBeLessThan(15);
    expect(await stop()).toBe(0);
  }, 300_000);

  it('gives a document past 8 MiB one finding saying so, and no check, hover or completion', async () => {
    const { dir } = tempDir('agentconf-lsp-huge-');
    const uri = pathToFileURL(join(dir, 'netify-sink-http.json')).href;
    const { connection, diagnostics, stop } = await startLsp(null);
    const text = bigConfig(9 * 1024 * 1024, 5).replace('"timeout_connect"', '"timeout_conect"');
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
    const published = await diagnostics(uri);
    expect(published.diagnostics.map((d) => [d.code, d.message])).toEqual([['io/read', expect.stringContaining('larger than 8 MiB')]]);
    expect(await connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 5 } })).toBeNull();
    expect(await connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 1, character: 3 } })).toEqual([]);
    expect(await stop()).toBe(0);
  }, 300_000);
});
