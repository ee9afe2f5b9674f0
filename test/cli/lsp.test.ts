/**
 * `agentconf lsp` end to end: the real command as a child process, driven by the client side of
 * vscode-languageserver-protocol over its stdio: initialize, open, change, diagnostics, hover,
 * completion, code action, shutdown and exit; a workspace that is a deployment folder; and the
 * settings file's rules and overrides.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { TextDocument, type TextEdit } from 'vscode-languageserver-textdocument';
import { stringify } from 'yaml';
import { agentconf } from '../support/cli.js';
import { startLsp, stopServers } from '../support/lsp.js';
import { pluginFixtureCases } from '../support/fixtures.js';
import { tempDir } from '../support/temp.js';

afterEach(stopServers);
const start = (rootUri: string | null) => startLsp(rootUri);

describe('agentconf lsp', () => {
  it('checks a config as it is opened and changed, hovers, completes, fixes, and shuts down', async () => {
    const { dir } = tempDir();
    const uri = pathToFileURL(join(dir, 'netify-sink-http.json')).href;
    const { connection, init, diagnostics, exited } = await start(null);
    expect((init as { capabilities: Record<string, unknown> }).capabilities).toMatchObject({ hoverProvider: true, codeActionProvider: expect.anything() });

    const text = '{\n  "timeout_conect": 5,\n  "channels": {}\n}\n';
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
    const opened = await diagnostics(uri);
    expect(opened.diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character, d.range.end.character])).toEqual([['key/unknown', 1, 2, 18]]);
    expect(opened.diagnostics[0]!.message).toContain('did you mean "timeout_connect"');

    const changed = '{\n  "timeout_connect": 5,\n  "channels": {},\n  "x": 1\n}\n';
    await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: changed }] });
    const after = await diagnostics(uri);
    expect(after.diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([['key/unknown', 3]]);

    const hover = (await connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 5 } })) as {
      contents: { value: string };
    };
    expect(hover.contents.value).toContain('**timeout_connect**: Connect timeout');
    expect(hover.contents.value).toContain('Default: `30`');

    const keys = (await connection.sendRequest('textDocument/completion', { textDocument: { uri }, position: { line: 3, character: 3 } })) as {
      label: string;
    }[];
    // The names the object has are not offered again.
    expect(keys.map((k) => k.label)).toEqual(expect.arrayContaining(['timeout_transfer', 'tls_verify']));
    expect(keys.map((k) => k.label)).not.toEqual(expect.arrayContaining(['timeout_connect']));
    expect(keys.map((k) => k.label)).not.toEqual(expect.arrayContaining(['channels']));

    // Back to the misspelt key: the safe fix of lint --fix, preferred, and the fix-all action.
    await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 3 }, contentChanges: [{ text }] });
    const again = await diagnostics(uri);
    const actions = (await connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: again.diagnostics[0]!.range,
      context: { diagnostics: again.diagnostics },
    })) as { title: string; kind: string; isPreferred?: boolean; edit: { changes: Record<string, { newText: string }[]> } }[];
    expect(actions.map((a) => [a.title, a.kind, a.isPreferred, a.edit.changes[uri]![0]!.newText])).toEqual([
      ['Change to "timeout_connect"', 'quickfix', true, '"timeout_connect"'],
      ['Fix all safe fixes (agentconf lint --fix: 1 finding)', 'source.fixAll.agentconf', undefined, 'n'],
    ]);

    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
    expect(await exited).toBe(0);
  }, 30_000);

  it('completes enum values and ${variables}, and checks YAML and loader files', async () => {
    const { dir } = tempDir();
    const yamlUri = pathToFileURL(join(dir, 'netify-proc-core.yaml')).href;
    const loaderUri = pathToFileURL(join(dir, '10-core.conf')).href;
    const { connection, diagnostics, exited } = await start(null);
    await connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: yamlUri, languageId: 'yaml', version: 1, text: 'sinks:\n  sink-log: {}\nformat: \n' },
    });
    // An empty `format` is null, which proc-core 1.0.30 ignores (it sends JSON): a warning.
    expect((await diagnostics(yamlUri)).diagnostics.map((d) => d.code)).toContain('field/behaviour');
    const values = (await connection.sendRequest('textDocument/completion', { textDocument: { uri: yamlUri }, position: { line: 2, character: 8 } })) as {
      label: string;
    }[];
    expect(values.map((v) => v.label)).toEqual(expect.arrayContaining(['json', 'msgpack']));
    await connection.sendNotification('textDocument/didOpen', {
      textDocument: {
        uri: loaderUri,
        languageId: 'ini',
        version: 1,
        text: '[proc-core]\nplugin_library = /usr/lib/libnetify-proc-core.so.0\nconf_filename = ${path_st\nenabel = yes\n',
      },
    });
    const loader = await diagnostics(loaderUri);
    const unknown = loader.diagnostics.find((d) => d.code === 'key/unknown')!;
    expect(unknown.range.start).toEqual({ line: 3, character: 0 });
    // A loader file has no safe fix: its "did you mean" stays a quick fix, not a preferred one.
    const actions = (await connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri: loaderUri },
      range: unknown.range,
      context: { diagnostics: [unknown] },
    })) as { title: string; isPreferred?: boolean; edit: { changes: Record<string, { newText: string }[]> } }[];
    expect(actions.map((a) => [a.title, a.isPreferred, a.edit.changes[loaderUri]![0]!.newText])).toEqual([['Change to "enable"', false, 'enable']]);
    const variables = (await connection.sendRequest('textDocument/completion', { textDocument: { uri: loaderUri }, position: { line: 2, character: 25 } })) as {
      label: string;
    }[];
    expect(variables.map((v) => v.label)).toContain('path_state_persistent');
    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
    expect(await exited).toBe(0);
  }, 30_000);

  it('in a deployment folder, publishes lint --root findings with the unsaved texts', async () => {
    const { dir } = tempDir();
    mkdirSync(join(dir, 'plugins.d'));
    const loader = '[sink-log]\nplugin_library = /usr/lib/libnetify-sink-log.so.0\nconf_filename = ${path_state_persistent}/netify-sink-log.json\n';
    writeFileSync(join(dir, 'plugins.d', '10-sink-log.conf'), loader);
    // The team's settings file in the folder: the missing config is a warning here (lint --root says so too).
    writeFileSync(join(dir, '.agentconf.json'), JSON.stringify({ rules: { 'deploy/missing-config': 'warning', 'deploy/sink-unused': 'off' } }));
    const { connection, diagnostics, exited } = await start(pathToFileURL(dir).href);
    const loaderUri = pathToFileURL(join(dir, 'plugins.d', '10-sink-log.conf')).href;
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: loaderUri, languageId: 'ini', version: 1, text: loader } });
    const first = await diagnostics(loaderUri);
    expect(first.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['deploy/unknown-kind', 2],
      ['deploy/missing-config', 2],
    ]);
    // The fix is typed, not saved: the editor's text counts.
    await connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: loaderUri, version: 2 },
      contentChanges: [{ text: loader.replace(/conf_filename.*\n/, '') }],
    });
    const second = await diagnostics(loaderUri);
    expect(second.diagnostics.map((d) => d.code)).not.toContain('deploy/missing-config');
    await connection.sendNotification('exit');
    expect(await exited).toBe(1);
  }, 30_000);

  it("judges a deployment for the settings file's agent release, as lint --root does: 5.2 by default, 5.0 when it says so", async () => {
    const { dir } = tempDir();
    mkdirSync(join(dir, 'plugins.d'));
    // A processor with no config, its library named through a variable only agent 5.2 expands.
    const loader = '[proc-custom]\nplugin_library = ${path_plugin_libdir}/libnetify-proc-custom.so.0\n';
    writeFileSync(join(dir, 'plugins.d', '10-proc-custom.conf'), loader);
    const settingsPath = join(dir, '.agentconf.json');
    const lintCodes = () => {
      const run = agentconf(['lint', '--root', dir, '--format', 'json', '--config', settingsPath]);
      return (JSON.parse(run.stdout) as { results: { diagnostics: { code: string; severity: string }[] }[] }).results.flatMap((r) =>
        r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code),
      );
    };
    writeFileSync(settingsPath, JSON.stringify({ rules: {} }));
    const { connection, diagnostics, exited } = await start(pathToFileURL(dir).href);
    const loaderUri = pathToFileURL(join(dir, 'plugins.d', '10-proc-custom.conf')).href;
    const errors = async () => (await diagnostics(loaderUri)).diagnostics.filter((d) => d.severity === 1).map((d) => d.code);
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: loaderUri, languageId: 'ini', version: 1, text: loader } });
    expect(await errors()).toEqual([]);
    expect(lintCodes()).toEqual([]);

    writeFileSync(settingsPath, JSON.stringify({ options: { agent: '5.0' } }));
    await connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(settingsPath).href, type: 2 }] });
    expect(await errors()).toEqual(['deploy/version-dependent']);
    expect(lintCodes()).toEqual(['deploy/version-dependent']);

    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
    expect(await exited).toBe(0);
  }, 30_000);

  it('applies the settings file found above the document: a warning off, another an error by an override, again when it changes', async () => {
    const { dir } = tempDir();
    mkdirSync(join(dir, 'sub'));
    mkdirSync(join(dir, 'other'));
    const settingsPath = join(dir, '.agentconf.json');
    writeFileSync(
      settingsPath,
      JSON.stringify({ rules: { 'key/unknown': 'off' }, overrides: [{ files: ['sub/*.json'], rules: { 'field/behaviour': 'error' } }] }),
    );
    // Two warnings as lint prints them: field/behaviour on line 4, key/unknown on line 5.
    const text =
      '{\n  "format": "json",\n  "compressor": "none",\n  "sinks": { "sink-http": { "flows": { "enable": 1, "types": ["stream-flows"] } } },\n  "extra": 1\n}\n';
    const inSub = pathToFileURL(join(dir, 'sub', 'netify-proc-core.json')).href;
    const inOther = pathToFileURL(join(dir, 'other', 'netify-proc-core.json')).href;
    const { connection, diagnostics, exited } = await start(null);
    const seen = async (uri: string) => (await diagnostics(uri)).diagnostics.map((d) => [d.code, d.severity, d.range.start.line]);
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: inSub, languageId: 'json', version: 1, text } });
    expect(await seen(inSub)).toEqual([['field/behaviour', 1, 3]]);
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: inOther, languageId: 'json', version: 1, text } });
    expect(await seen(inOther)).toEqual([['field/behaviour', 2, 3]]);

    // The settings file changes on disk; the client's watcher says so, and both are checked again.
    writeFileSync(settingsPath, JSON.stringify({ rules: { 'field/*': 'off' } }));
    await connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(settingsPath).href, type: 2 }] });
    const [sub, other] = await Promise.all([seen(inSub), seen(inOther)]);
    expect(sub).toEqual([['key/unknown', 2, 4]]);
    expect(other).toEqual([['key/unknown', 2, 4]]);

    // A settings file lint would stop on: said once as a message, the findings shown without it.
    const message = new Promise<{ type: number; message: string }>((resolve) => connection.onNotification('window/showMessage', resolve));
    writeFileSync(settingsPath, JSON.stringify({ rules: { 'key/unknwn': 'off' } }));
    await connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(settingsPath).href, type: 2 }] });
    expect(await seen(inSub)).toEqual([
      ['field/behaviour', 2, 3],
      ['key/unknown', 2, 4],
    ]);
    expect(await message).toMatchObject({ type: 2, message: expect.stringContaining('did you mean "key/unknown"') });

    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
    expect(await exited).toBe(0);
  }, 30_000);

  it('quick fixes are the lint --fix engine: the fix-all edit gives what lint --fix writes, for every plugin fixture as JSON and as YAML', async () => {
    const { dir } = tempDir('agentconf-lsp-fix-');
    mkdirSync(join(dir, 'lsp'));
    mkdirSync(join(dir, 'cli'));
    const texts = new Map<string, string>();
    for (const c of pluginFixtureCases()) {
      const base = `netify-${c.kind}--${c.verdict}--${c.name.replace(/\.[a-z]+$/, '')}`;
      const text = readFileSync(c.path, 'utf8');
      texts.set(`${base}${extname(c.name)}`, text);
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        continue;
      }
      // The same config as YAML, with a comment the fixes must keep.
      if (extname(c.name) === '.json') texts.set(`${base}.yaml`, `# a copy of ${c.file}\n${stringify(value)}`);
    }
    texts.set('netify-proc-core--comments.yaml', '# the core\nformat: JSON # as sent\ncompressor: gzip\nsinks: {}\n');
    for (const [name, text] of texts) {
      writeFileSync(join(dir, 'lsp', name), text);
      writeFileSync(join(dir, 'cli', name), text);
    }
    agentconf(['lint', '--fix', join(dir, 'cli')]);

    const { connection, diagnostics, exited } = await start(null);
    const changed: string[] = [];
    for (const [name, text] of texts) {
      const uri = pathToFileURL(join(dir, 'lsp', name)).href;
      const languageId = name.endsWith('.json') ? 'json' : 'yaml';
      await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } });
      const published = await diagnostics(uri);
      const doc = TextDocument.create(uri, languageId, 1, text);
      const actions = (await connection.sendRequest('textDocument/codeAction', {
        textDocument: { uri },
        range: { start: { line: 0, character: 0 }, end: doc.positionAt(text.length) },
        context: { diagnostics: published.diagnostics },
      })) as { kind: string; isPreferred?: boolean; edit: { changes: Record<string, TextEdit[]> } }[];
      const fixAll = actions.filter((a) => a.kind === 'source.fixAll.agentconf');
      const written = readFileSync(join(dir, 'cli', name), 'utf8');
      expect(fixAll.length, name).toBeLessThanOrEqual(1);
      expect(fixAll[0] ? TextDocument.applyEdits(doc, fixAll[0].edit.changes[uri]!) : text, name).toBe(written);
      const preferred = actions.filter((a) => a.isPreferred);
      if (written !== text) {
        changed.push(name);
        // Every finding --fix answers has its own preferred quick fix, which --fix's text holds.
        expect(preferred.length, name).toBeGreaterThan(0);
        for (const a of preferred) expect(written, name).toContain(a.edit.changes[uri]![0]!.newText);
        if (preferred.length === 1) expect(TextDocument.applyEdits(doc, preferred[0]!.edit.changes[uri]!), name).toBe(written);
      }
      await connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
      await diagnostics(uri);
    }
    // lint --fix changed some files of each format, and the server matched each of them.
    expect(changed.filter((n) => n.endsWith('.json')).length).toBeGreaterThanOrEqual(5);
    expect(changed.filter((n) => n.endsWith('.yaml')).length).toBeGreaterThanOrEqual(5);
    expect(changed).toContain('netify-proc-core--comments.yaml');
    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
    expect(await exited).toBe(0);
  }, 120_000);
});
