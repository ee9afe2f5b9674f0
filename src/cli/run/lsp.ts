/**
 * `agentconf lsp`: a language server (LSP 3.17 over stdio) that shows, while a config is edited,
 * what `agentconf lint` says of it: the lint engine's `lintText` (src/lint/) on each open plugin
 * config (JSON, YAML) and loader file, and its `lintDeployment` when the workspace folder is an
 * agent persistent-state folder (a `plugins.d/` in it), with the open documents' unsaved texts. Hover, completion and quick fixes
 * come from the published schemas, the safe fixes of `lint --fix` and the findings' suggestions. The
 * settings file's rules and overrides apply as in `agentconf lint` (lsp/settings.ts). A bundle of its own
 * (dist/cli/lsp.cjs), loaded only by this command.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CodeActionKind,
  CompletionItemKind,
  DidChangeWatchedFilesNotification,
  MessageType,
  ShowMessageNotification,
  createConnection,
  DiagnosticSeverity,
  StreamMessageWriter,
  TextDocumentSyncKind,
  TextDocuments,
  type CodeAction,
  type CompletionItem,
  type Diagnostic as LspDiagnostic,
  type Message,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from '../../core/diagnostic.js';
import { parseSource, formatOfPath, type SourceFormat } from '../../core/parse/index.js';
import { isKindId } from '../../plugins/kinds.js';
import { kindFromName } from '../../plugins/kind-name.js';
import { agentVariableDefaults } from '../../core/variables.js';
import { LintEngine } from '../../lint/engine.js';
import { overlaySource } from '../../deploy/overlay-source.js';
import type { SourceRead } from '../../deploy/source.js';
import { MAX_INPUT_BYTES } from '../../files/read-text.js';
import { byteSize } from '../../core/bytes.js';
import { describeMember, enumValues, kindSchema, memberNames } from './lsp/schema.js';
import { jsonPlace, yamlPlace } from './lsp/place.js';
import { tokenRange } from './lsp/range.js';
import { codeActions, engineFixes, fixAllKind, type EngineFixes } from './lsp/fixes.js';
import { documentSettings, settingsFileName } from './lsp/settings.js';
import { FramedReader, type ErrorAnswer } from './lsp/framing.js';
import { withLifecycle } from './lsp/lifecycle.js';

/** The most a document may hold to be checked: what `lint` reads from one file. */
const MAX_DOCUMENT_BYTES = MAX_INPUT_BYTES;
/** How long the server waits after a change for the next one before it checks the text. */
const TYPING_PAUSE_MS = 80;
const severities = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information } as const;

/** Serves LSP on the two streams until the client says exit; resolves with the exit code. */
export function serveLsp(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Promise<number> {
  const writer = new StreamMessageWriter(output);
  const answer = (error: ErrorAnswer) => void writer.write(error as unknown as Message);
  const connection = createConnection(withLifecycle(new FramedReader(input, answer), answer), writer);
  const documents = new TextDocuments(TextDocument);
  /** The workspace folder, and the deployment folder when the workspace is one. */
  let workspace: string | undefined;
  let deployment: string | undefined;
  /** Whether the client registers file watchers the server asks for. */
  let canWatch = false;
  // A notification (window/showMessage), not a request: the server waits for no answer.
  const settings = documentSettings((message) => void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message }));
  /** The kind each document was last checked as, for hover and completion. */
  const kinds = new Map<string, string | undefined>();
  /** The format each document was last checked in, when it is a plugin config (not a loader file). */
  const formats = new Map<string, SourceFormat | undefined>();
  /** The fix engine's answer for each document's last version asked (an editor asks at each move of the cursor). */
  const fixCache = new Map<string, { version: number; fixes: Promise<EngineFixes> }>();
  /** The files the last deployment check published findings on. */
  let published = new Set<string>();
  let shutdown = false;

  connection.onInitialize((params) => {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? undefined;
    if (folder?.startsWith('file:')) {
      const path = fileURLToPath(folder);
      workspace = path;
      if (existsSync(join(path, 'plugins.d'))) deployment = path;
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

  const toLsp = (d: Diagnostic, doc: TextDocument | undefined): LspDiagnostic => ({
    range: tokenRange(doc?.getText() ?? '', d.line, d.column),
    severity: severities[d.severity],
    code: d.code,
    source: 'agentconf',
    message: d.message,
    ...(d.suggestion === undefined ? {} : { data: { suggestion: d.suggestion } }),
  });

  /** The file's place in the deployment folder, when it is in it. */
  const inDeployment = (uri: string): string | undefined => {
    if (deployment === undefined || !uri.startsWith('file:')) return undefined;
    const rel = relative(deployment, fileURLToPath(uri));
    return rel.startsWith('..') || rel === '' ? undefined : rel.split(sep).join('/');
  };

  /**
   * The checks, one at a time. A document waits in `queued` until its check starts, and the check
   * takes the text it has then: a burst of changes (typing, a paste, a settings file saved many
   * times) costs one check of the last text, and requests are answered between checks.
   */
  let pending: Promise<void> = Promise.resolve();
  const queued = new Set<string>();
  const check = (doc: TextDocument, delay = 0) => {
    if (queued.has(doc.uri)) return;
    queued.add(doc.uri);
    pending = pending
      .then(async () => {
        // A turn of the event loop (and the typing pause): what arrived meanwhile is read first.
        await new Promise((resolve) => setTimeout(resolve, delay));
        queued.delete(doc.uri);
        const latest = documents.get(doc.uri);
        if (latest === undefined) return;
        if (oversized(latest)) return void (await connection.sendDiagnostics({ uri: latest.uri, version: latest.version, diagnostics: [tooLarge()] }));
        await checkOne(latest);
      })
      .catch(() => undefined);
  };
  /** Whether a document is past the most `lint` reads from one file: it is not checked, hovered or completed. */
  const oversized = (doc: TextDocument) => Buffer.byteLength(doc.getText(), 'utf8') > MAX_DOCUMENT_BYTES;
  const tooLargeWhy = `is larger than ${byteSize(MAX_DOCUMENT_BYTES)}, the most agentconf reads from one input`;
  const tooLarge = (): LspDiagnostic => ({
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: DiagnosticSeverity.Error,
    code: 'io/read',
    source: 'agentconf',
    message: `the document ${tooLargeWhy}; it is not checked`,
  });

  const fileOf = (uri: string) => (uri.startsWith('file:') ? fileURLToPath(uri) : undefined);

  async function checkOne(doc: TextDocument): Promise<void> {
    const file = fileOf(doc.uri);
    // The settings file is no plugin config (lint leaves it out too).
    if (file !== undefined && settingsFileName.test(file)) return;
    const rel = inDeployment(doc.uri);
    const rules = await settings.forDocument(file, workspace);
    // The lint engine, as `agentconf lint` runs it, for the release the settings name.
    const engine = new LintEngine(rules.agent !== undefined ? { agent: rules.agent } : {});
    if (rel !== undefined && (rel.endsWith('.conf') || rel.endsWith('.json'))) {
      const alone = await engine.lintText(doc.getText(), { filePath: file! });
      kinds.set(doc.uri, alone.result.kind);
      formats.set(doc.uri, alone.format);
      return checkWhole();
    }
    // A file open in an editor that is no agent config (package.json) gets no findings; an editor
    // has no --kind to suggest.
    const { result, format } = await engine.lintText(doc.getText(), {
      filePath: file ?? doc.uri,
      skipNonConfig: true,
      kindHint: 'name the file after its plugin (netify-sink-http.json), or leave it out with "ignorePatterns" in .agentconf.json',
    });
    kinds.set(doc.uri, result.kind);
    formats.set(doc.uri, format);
    const diagnostics = rules.ignored ? [] : rules.apply(result.diagnostics);
    await connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics: diagnostics.map((d) => toLsp(d, doc)) });
  }

  let wholeQueued = false;
  /** Every open document again (the settings changed). */
  function checkAll(): void {
    settings.forget();
    let whole = false;
    for (const doc of documents.all()) {
      if (inDeployment(doc.uri) !== undefined) whole = true;
      else check(doc);
    }
    if (whole && !wholeQueued) {
      wholeQueued = true;
      pending = pending
        .then(async () => {
          await new Promise((resolve) => setTimeout(resolve, 0));
          wholeQueued = false;
          await checkWhole();
        })
        .catch(() => undefined);
    }
  }

  /**
   * The whole deployment, with the open documents' texts over the files on disk: read as `lint
   * --root` reads it (the same source: the loader folder listed, the configs it names read, nothing
   * whose real path lies outside the folder), never by a walk of the whole tree.
   */
  async function checkWhole(): Promise<void> {
    // A document of the deployment still queued runs this check again, with every text as it is then.
    if ([...queued].some((uri) => inDeployment(uri) !== undefined)) return;
    const root = deployment!;
    const texts = new Map<string, SourceRead>();
    for (const doc of documents.all()) {
      if (inDeployment(doc.uri) !== undefined) texts.set(fileOf(doc.uri)!, oversized(doc) ? { error: tooLargeWhy } : { text: doc.getText() });
    }
    const agent = (await settings.forDocument(undefined, root)).agent;
    const engine = new LintEngine(agent !== undefined ? { agent } : {});
    const { results, sources } = await engine.lintDeployment(root, { source: overlaySource(texts) });
    const now = new Set<string>();
    for (const r of results) {
      // Findings on the variables or the main config name no file of the folder.
      if (!isAbsolute(r.file)) continue;
      const uri = pathToFileURL(r.file).href;
      now.add(uri);
      if (r.kind !== undefined) kinds.set(uri, r.kind);
      const doc = documents.get(uri);
      const rules = await settings.forDocument(r.file, root);
      const diagnostics = rules.ignored ? [] : rules.apply(r.diagnostics);
      await connection.sendDiagnostics({
        uri,
        diagnostics: diagnostics.map((d) => toLsp(d, doc ?? TextDocument.create(uri, 'text', 0, sources.get(r.file) ?? ''))),
      });
    }
    for (const uri of published) if (!now.has(uri)) await connection.sendDiagnostics({ uri, diagnostics: [] });
    published = now;
  }

  // Fired on open too: an open is checked at once, a change after a pause in the typing.
  documents.onDidChangeContent((e) => check(e.document, e.document.version > 1 ? TYPING_PAUSE_MS : 0));
  // A settings file saved in the editor, or changed on disk where the client watches files.
  documents.onDidSave((e) => {
    if (settingsFileName.test(e.document.uri)) checkAll();
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    if (changes.some((c) => settingsFileName.test(c.uri))) checkAll();
  });
  connection.onInitialized(() => {
    if (canWatch) void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/.agentconf.{json,yaml,yml}' }] });
  });
  documents.onDidClose((e) => {
    fixCache.delete(e.document.uri);
    if (inDeployment(e.document.uri) === undefined) void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  connection.onHover(async ({ textDocument, position }) => {
    const doc = documents.get(textDocument.uri);
    const schema = doc && schemaOf(doc.uri);
    if (!doc || !schema || oversized(doc)) return null;
    const path = await pathAt(doc, position.line + 1, position.character + 1);
    const text = path && describeMember(schema, path);
    return text ? { contents: { kind: 'markdown', value: text } } : null;
  });

  connection.onCompletion(({ textDocument, position }): CompletionItem[] => {
    const doc = documents.get(textDocument.uri);
    if (!doc || oversized(doc)) return [];
    const offset = doc.offsetAt(position);
    const before = doc.getText({ start: { line: position.line, character: 0 }, end: position });
    const place = formatOfPath(doc.uri) === 'yaml' ? yamlPlace(doc.getText(), position.line, position.character) : jsonPlace(doc.getText(), offset);
    if (place.at === 'variable' || /\$\{[A-Za-z0-9_]*$/.test(before)) {
      return Object.keys(agentVariableDefaults).map((name) => ({ label: name, kind: CompletionItemKind.Variable, detail: agentVariableDefaults[name] }));
    }
    const schema = schemaOf(doc.uri);
    if (!schema) return [];
    if (place.at === 'key') {
      const present = new Set(place.present);
      return memberNames(schema, place.path)
        .filter((m) => !present.has(m.name))
        .map((m) => ({
          label: m.name,
          kind: CompletionItemKind.Property,
          ...(m.title ? { detail: m.title } : {}),
          ...(m.description ? { documentation: m.description } : {}),
        }));
    }
    return enumValues(schema, place.path).map((v) => ({ label: typeof v === 'string' ? v : JSON.stringify(v), kind: CompletionItemKind.EnumMember }));
  });

  connection.onCodeAction(async ({ textDocument, context }): Promise<CodeAction[]> => {
    // The last check of the text is done: its format and kind are known.
    await pending;
    const doc = documents.get(textDocument.uri);
    if (!doc || oversized(doc)) return [];
    const format = formats.get(doc.uri);
    const kind = kinds.get(doc.uri);
    let fixes: EngineFixes | undefined;
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

  /** The schema of the kind the document was last checked as, else of the kind its name says (a text being typed may not parse). */
  function schemaOf(uri: string) {
    const named = kindFromName(uri.slice(uri.lastIndexOf('/') + 1));
    const kind = kinds.get(uri) ?? (typeof named === 'string' ? named : undefined);
    return kind === undefined ? undefined : kindSchema(kind);
  }

  /**
   * The path of the member whose name or value starts on the cursor's line at or before it. Only
   * the members that can reach the line are opened: those starting on it and the last one starting
   * before it, so a hover costs one parse and the members along one path, not a walk of the tree.
   */
  async function pathAt(doc: TextDocument, line: number, column: number): Promise<string[] | undefined> {
    const parsed = await parseSource(doc.getText(), formatOfPath(doc.uri));
    let best: { path: string[]; column: number } | undefined;
    const pointerOf = (path: string[]) => '/' + path.map((k) => k.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
    const visit = (value: unknown, path: string[], depth: number) => {
      if (depth > 64 || value === null || typeof value !== 'object') return;
      const open: [unknown, string[]][] = [];
      let before: { child: unknown; path: string[]; line: number; column: number } | undefined;
      for (const [key, child] of Object.entries(value)) {
        const next = [...path, key];
        const at = parsed.locate(pointerOf(next), { key: !Array.isArray(value) });
        if (!at || at.line > line) continue;
        if (at.line === line) {
          if (at.column <= column && (!best || at.column >= best.column)) best = { path: next, column: at.column };
          open.push([child, next]);
        } else if (!before || at.line > before.line || (at.line === before.line && at.column > before.column)) {
          before = { child, path: next, line: at.line, column: at.column };
        }
      }
      if (before) visit(before.child, before.path, depth + 1);
      for (const [child, next] of open) visit(child, next, depth + 1);
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
