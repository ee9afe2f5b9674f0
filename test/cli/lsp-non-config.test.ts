/**
 * `agentconf lsp` on the files an ordinary repository holds beside its configs: a `package.json`,
 * a `docker-compose.yml`, a SARIF report open in the editor get no diagnostics (a lint of the
 * folder skips them); a file that may be a config whose kind cannot be told gets `kind/undetected`
 * with a hint an editor user can follow (no `--kind`). The real command over stdio.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node';
import { bin } from '../support/cli.js';
import { tempDir } from '../support/temp.js';

let child: ChildProcess | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill();
});

describe('agentconf lsp on files that are no agent config', () => {
  it('publishes no diagnostics for package.json, compose and SARIF files; an undetected kind says what to do in an editor', async () => {
    const { dir } = tempDir();
    child = spawn(process.execPath, [bin, 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
    const published = new Map<string, (p: PublishDiagnosticsParams) => void>();
    connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => published.get(p.uri)?.(p));
    connection.listen();
    await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {}, workspaceFolders: null });
    await connection.sendNotification('initialized', {});
    const open = async (name: string, languageId: string, text: string) => {
      const uri = pathToFileURL(join(dir, name)).href;
      const next = new Promise<PublishDiagnosticsParams>((resolve) => published.set(uri, resolve));
      await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } });
      return (await next).diagnostics;
    };

    // `debug` is a member of proc-python: the name still says package.json is none.
    expect(await open('package.json', 'json', '{ "name": "site", "private": true, "debug": true }\n')).toEqual([]);
    expect(await open('docker-compose.yml', 'yaml', 'services:\n  agent:\n    image: agent\n')).toEqual([]);
    expect(await open('lint.sarif.json', 'json', '{ "version": "2.1.0", "runs": [] }\n')).toEqual([]);
    expect(await open('notes.json', 'json', '{ "title": "notes" }\n')).toEqual([]);

    const undetected = await open('odd.json', 'json', '{ "format": "json" }\n');
    expect(undetected.map((d) => d.code)).toEqual(['kind/undetected']);
    expect(undetected[0]!.message).not.toContain('--kind');
    expect(undetected[0]!.message).toContain('name the file after its plugin');
    expect(undetected[0]!.message).toContain('.agentconf.json');

    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
  }, 60_000);
});
