/**
 * `agentconf lsp`: a language server (LSP 3.17 over stdio) that shows, while a config is edited,
 * what `agentconf lint` says of it: `checkText` on each open plugin config (JSON, YAML) and loader
 * file, and `checkDeployment` when the workspace folder is an agent persistent-state folder (a
 * `plugins.d/` in it), with the open documents' unsaved texts. Hover, completion and quick fixes
 * come from the published schemas, the safe fixes of `lint --fix` and the findings' suggestions. The
 * settings file's rules and overrides apply as in `agentconf lint` (lsp/settings.ts). A bundle of its own
 * (dist/cli/lsp.cjs), loaded only by this command.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CodeActionKind, CompletionItemKind, DidChangeWatchedFilesNotification, MessageType, ShowMessageNotification, createConnection, DiagnosticSeverity, StreamMessageReader, StreamMessageWriter, TextDocumentSyncKind, TextDocuments, } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseSource, formatOfPath } from '../../core/parse/index.js';
import { isKindId } from '../../plugins/kinds.js';
import { agentVariableDefaults } from '../../core/variables.js';
import { checkDeployment, checkText } from '../../deploy/text.js';
import { describeMember, enumValues, kindSchema, memberNames } from './lsp/schema.js';
import { jsonPlace, yamlPlace } from './lsp/place.js';
import { tokenRange } from './lsp/range.js';
import { codeActions, engineFixes, fixAllKind } from './lsp/fixes.js';
import { documentSettings, settingsFileName } from './lsp/settings.js';
const severities = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information };
/** Deployment files read from disk: the loaders and JSON configs, each at most 1 MiB, at most 2,000. */
const MAX_FILE = 1024 * 1024;
const MAX_FILES = 2000;
/** Serves LSP on the two streams until the client says exit; resolves with the exit code. */
export function serveLsp(input, output) {
    const connection = createConnection(new StreamMessageReader(input), new StreamMessageWriter(output));
    const documents = new TextDocuments(TextDocument);
    /** The workspace folder, and the deployment folder when the workspace is one. */
    let workspace;
    let deployment;
    /** Whether the client registers file watchers the server asks for. */
    let canWatch = false;
    // A notification (window/showMessage), not a request: the server waits for no answer.
    const settings = documentSettings((message) => void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message }));
    /** The kind each document was last checked as, for hover and completion. */
    const kinds = new Map();
    /** The format each document was last checked in, when it is a plugin config (not a loader file). */
    const formats = new Map();
    /** The fix engine's answer for each document's last version asked (an editor asks at each move of the cursor). */
    const fixCache = new Map();
    /** The files the last deployment check published findings on. */
    let published = new Set();
    let shutdown = false;
    connection.onInitialize((params) => {
        const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? undefined;
        if (folder?.startsWith('file:')) {
            const path = fileURLToPath(folder);
            workspace = path;
            if (existsSync(join(path, 'plugins.d')))
                deployment = path;
        }
        canWatch = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
        return {
            capabilities: {
                textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Full, save: { includeText: false } },
                hoverProvider: true,
                completionProvider: { triggerCharacters: ['"', '{', ':', ' '] },
                codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, fixAllKind] },
            },
            serverInfo: { name: 'agentconf' },
        };
    });
    const toLsp = (d, doc) => ({
        range: tokenRange(doc?.getText() ?? '', d.line, d.column),
        severity: severities[d.severity],
        code: d.code,
        source: 'agentconf',
        message: d.message,
        ...(d.suggestion === undefined ? {} : { data: { suggestion: d.suggestion } }),
    });
    /** The file's place in the deployment folder, when it is in it. */
    const inDeployment = (uri) => {
        if (deployment === undefined || !uri.startsWith('file:'))
            return undefined;
        const rel = relative(deployment, fileURLToPath(uri));
        return rel.startsWith('..') || rel === '' ? undefined : rel.split(sep).join('/');
    };
    let pending = Promise.resolve();
    const check = (doc) => {
        pending = pending.then(() => checkOne(doc)).catch(() => undefined);
    };
    const fileOf = (uri) => (uri.startsWith('file:') ? fileURLToPath(uri) : undefined);
    async function checkOne(doc) {
        const file = fileOf(doc.uri);
        // The settings file is no plugin config (lint leaves it out too).
        if (file !== undefined && settingsFileName.test(file))
            return;
        const rel = inDeployment(doc.uri);
        const rules = await settings.forDocument(file, workspace);
        const agent = rules.agent !== undefined ? { agent: rules.agent } : {};
        if (rel !== undefined && (rel.endsWith('.conf') || rel.endsWith('.json'))) {
            const alone = await checkText(doc.getText(), { filename: file, ...agent });
            kinds.set(doc.uri, alone.kind);
            formats.set(doc.uri, alone.format);
            return checkWhole();
        }
        // A file open in an editor that is no agent config (package.json) gets no findings; an editor
        // has no --kind to suggest.
        const result = await checkText(doc.getText(), {
            filename: file ?? doc.uri,
            ...agent,
            skipNonConfig: true,
            kindHint: 'name the file after its plugin (netify-sink-http.json), or leave it out with "ignorePatterns" in .agentconf.json',
        });
        kinds.set(doc.uri, result.kind);
        formats.set(doc.uri, result.format);
        const diagnostics = rules.ignored ? [] : rules.apply(result.diagnostics);
        await connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics: diagnostics.map((d) => toLsp(d, doc)) });
    }
    /** Every open document again (the settings changed). */
    function checkAll() {
        settings.forget();
        let whole = false;
        for (const doc of documents.all()) {
            if (inDeployment(doc.uri) !== undefined)
                whole = true;
            else
                check(doc);
        }
        if (whole)
            pending = pending.then(checkWhole).catch(() => undefined);
    }
    /** The whole deployment, with the open documents' texts over the files on disk. */
    async function checkWhole() {
        const root = deployment;
        const texts = new Map();
        for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
            if (texts.size >= MAX_FILES)
                break;
            if (!/\.(conf|json)$/.test(name))
                continue;
            const path = join(root, name);
            try {
                const info = statSync(path);
                if (info.isFile() && info.size <= MAX_FILE)
                    texts.set(name.split(sep).join('/'), readFileSync(path, 'utf8'));
            }
            catch {
                // gone since the listing: not part of the deployment
            }
        }
        for (const doc of documents.all()) {
            const rel = inDeployment(doc.uri);
            if (rel !== undefined)
                texts.set(rel, doc.getText());
        }
        const agent = (await settings.forDocument(undefined, root)).agent;
        const results = await checkDeployment(texts, { folder: root, ...(agent !== undefined ? { agent } : {}) });
        const now = new Set();
        for (const r of results) {
            if (r.file === '--var' || r.file === '<text>')
                continue;
            const path = join(root, r.file);
            const uri = pathToFileURL(path).href;
            now.add(uri);
            if (r.kind !== undefined)
                kinds.set(uri, r.kind);
            const doc = documents.get(uri);
            const rules = await settings.forDocument(path, root);
            const diagnostics = rules.ignored ? [] : rules.apply(r.diagnostics);
            await connection.sendDiagnostics({
                uri,
                diagnostics: diagnostics.map((d) => toLsp(d, doc ?? TextDocument.create(uri, 'text', 0, texts.get(r.file) ?? ''))),
            });
        }
        for (const uri of published)
            if (!now.has(uri))
                await connection.sendDiagnostics({ uri, diagnostics: [] });
        published = now;
    }
    // Fired on open too.
    documents.onDidChangeContent((e) => check(e.document));
    // A settings file saved in the editor, or changed on disk where the client watches files.
    documents.onDidSave((e) => {
        if (settingsFileName.test(e.document.uri))
            checkAll();
    });
    connection.onDidChangeWatchedFiles(({ changes }) => {
        if (changes.some((c) => settingsFileName.test(c.uri)))
            checkAll();
    });
    connection.onInitialized(() => {
        if (canWatch)
            void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/.agentconf.{json,yaml,yml}' }] });
    });
    documents.onDidClose((e) => {
        fixCache.delete(e.document.uri);
        if (inDeployment(e.document.uri) === undefined)
            void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
    });
    connection.onHover(async ({ textDocument, position }) => {
        const doc = documents.get(textDocument.uri);
        const schema = doc && schemaOf(doc.uri);
        if (!doc || !schema)
            return null;
        const path = await pathAt(doc, position.line + 1, position.character + 1);
        const text = path && describeMember(schema, path);
        return text ? { contents: { kind: 'markdown', value: text } } : null;
    });
    connection.onCompletion(({ textDocument, position }) => {
        const doc = documents.get(textDocument.uri);
        if (!doc)
            return [];
        const offset = doc.offsetAt(position);
        const before = doc.getText({ start: { line: position.line, character: 0 }, end: position });
        const place = formatOfPath(doc.uri) === 'yaml' ? yamlPlace(doc.getText(), position.line, position.character) : jsonPlace(doc.getText(), offset);
        if (place.at === 'variable' || /\$\{[A-Za-z0-9_]*$/.test(before)) {
            return Object.keys(agentVariableDefaults).map((name) => ({ label: name, kind: CompletionItemKind.Variable, detail: agentVariableDefaults[name] }));
        }
        const schema = schemaOf(doc.uri);
        if (!schema)
            return [];
        if (place.at === 'key') {
            return memberNames(schema, place.path).map((m) => ({
                label: m.name,
                kind: CompletionItemKind.Property,
                ...(m.title ? { detail: m.title } : {}),
                ...(m.description ? { documentation: m.description } : {}),
            }));
        }
        return enumValues(schema, place.path).map((v) => ({ label: typeof v === 'string' ? v : JSON.stringify(v), kind: CompletionItemKind.EnumMember }));
    });
    connection.onCodeAction(async ({ textDocument, context }) => {
        // The last check of the text is done: its format and kind are known.
        await pending;
        const doc = documents.get(textDocument.uri);
        if (!doc)
            return [];
        const format = formats.get(doc.uri);
        const kind = kinds.get(doc.uri);
        let fixes;
        if (format !== undefined) {
            let cached = fixCache.get(doc.uri);
            if (cached?.version !== doc.version) {
                const config = {
                    file: fileOf(doc.uri) ?? doc.uri,
                    format,
                    kind: inDeployment(doc.uri) !== undefined && kind !== undefined && isKindId(kind) ? kind : undefined,
                };
                cached = { version: doc.version, fixes: engineFixes(doc.getText(), config) };
                fixCache.set(doc.uri, cached);
            }
            fixes = await cached.fixes;
        }
        return codeActions(doc, { diagnostics: context.diagnostics, only: context.only }, fixes);
    });
    function schemaOf(uri) {
        const kind = kinds.get(uri);
        return kind === undefined ? undefined : kindSchema(kind);
    }
    /** The path of the member whose name or value starts on the cursor's line at or before it. */
    async function pathAt(doc, line, column) {
        const parsed = await parseSource(doc.getText(), formatOfPath(doc.uri));
        let best;
        const visit = (value, path, depth) => {
            if (depth > 64 || value === null || typeof value !== 'object')
                return;
            for (const [key, child] of Object.entries(value)) {
                const next = [...path, key];
                const pointer = '/' + next.map((k) => k.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
                const at = parsed.locate(pointer, { key: !Array.isArray(value) });
                if (at && at.line === line && at.column <= column && (!best || at.column >= best.column))
                    best = { path: next, column: at.column };
                visit(child, next, depth + 1);
            }
        };
        visit(parsed.value, [], 0);
        return best?.path;
    }
    connection.onShutdown(() => {
        shutdown = true;
    });
    documents.listen(connection);
    return new Promise((resolve) => {
        connection.onExit(() => resolve(shutdown ? 0 : 1));
        connection.listen();
    });
}
