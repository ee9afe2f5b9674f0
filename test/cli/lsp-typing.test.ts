/**
 * `agentconf lsp` completion as a person types (issue 35, item 8): one character per didChange,
 * with the closing quote an editor inserts, on a text that does not parse while it is typed: key
 * completion inside `"ti`, `""` and `"",`, and value completion after `"tls_verify": `; the names the
 * object already has are not offered again.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startLsp, stopServers } from '../support/lsp.js';
import { tempDir } from '../support/temp.js';

afterEach(stopServers);

describe('agentconf lsp completion while typing', () => {
  it('offers keys and values on the text as it is typed, one character at a time', async () => {
    const { dir } = tempDir('agentconf-lsp-typing-');
    const uri = pathToFileURL(join(dir, 'netify-sink-http.json')).href;
    const { connection, diagnostics, stop } = await startLsp(null);
    let text = '{\n  \n}\n';
    let version = 1;
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version, text } });
    await diagnostics(uri);
    let cursor = 4;
    /** Types `chars` at the cursor, one didChange each; `closing` is what the editor puts after the cursor at the first one. */
    const type = async (chars: string, closing = '') => {
      for (const [n, c] of [...chars].entries()) {
        text = text.slice(0, cursor) + c + (n === 0 ? closing : '') + text.slice(cursor);
        cursor++;
        await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: ++version }, contentChanges: [{ text }] });
      }
    };
    const labels = async () => {
      const before = text.slice(0, cursor);
      const line = before.split('\n').length - 1;
      const character = before.length - before.lastIndexOf('\n') - 1;
      const items = (await connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line, character } })) as { label: string }[];
      return items.map((i) => i.label);
    };
    await type('"', '"');
    expect(await labels()).toContain('timeout_connect');
    await type('ti');
    expect(await labels()).toContain('timeout_connect');
    // The rest of the key, past the editor's closing quote, then a colon and a space.
    await type('meout_connect');
    cursor++;
    await type(': 5,\n  "tls_verify": ');
    expect(await labels()).toEqual(expect.arrayContaining(['true', 'false']));
    // A new member: the names the object has are not offered again.
    await type('true,\n  "', '"');
    const offered = await labels();
    expect(offered).toContain('timeout_transfer');
    expect(offered).not.toContain('timeout_connect');
    expect(offered).not.toContain('tls_verify');
    expect(await stop()).toBe(0);
  }, 120_000);
});
