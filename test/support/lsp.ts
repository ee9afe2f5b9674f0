/**
 * A real LSP client on the stdio of the built `agentconf lsp`: the client side of
 * vscode-languageserver-protocol for well-formed sessions (`startLsp`), and raw bytes for framing
 * (`rawLsp`: what a lying client writes, and every message the server writes back, parsed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import { bin } from './cli.js';

const children = new Set<ChildProcess>();

/** Kills every server the tests started that is still running (an afterEach). */
export function stopServers(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill();
  children.clear();
}

function spawnServer(): ChildProcess {
  const child = spawn(process.execPath, [bin, 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin!.on('error', () => undefined);
  children.add(child);
  return child;
}

/** Starts the server and initializes it; `diagnostics(uri)` waits for the next publication for `uri`. */
export async function startLsp(rootUri: string | null, capabilities: Record<string, unknown> = {}) {
  const child = spawnServer();
  const connection: ProtocolConnection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const waiting = new Map<string, ((p: PublishDiagnosticsParams) => void)[]>();
  const seen = new Map<string, PublishDiagnosticsParams[]>();
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    const next = waiting.get(p.uri)?.shift();
    if (next) next(p);
    else seen.set(p.uri, [...(seen.get(p.uri) ?? []), p]);
  });
  connection.listen();
  const init = await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri,
    capabilities,
    workspaceFolders: rootUri ? [{ uri: rootUri, name: 'w' }] : null,
  });
  await connection.sendNotification('initialized', {});
  const diagnostics = (uri: string) =>
    new Promise<PublishDiagnosticsParams>((resolve) => {
      const early = seen.get(uri)?.shift();
      if (early) resolve(early);
      else waiting.set(uri, [...(waiting.get(uri) ?? []), resolve]);
    });
  /** Every publication for `uri` so far that no `diagnostics` call took, and forgets them. */
  const drain = (uri: string) => {
    const out = seen.get(uri) ?? [];
    seen.delete(uri);
    return out;
  };
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    await connection.sendRequest('shutdown');
    await connection.sendNotification('exit');
    return exited;
  };
  return { child, connection, init, diagnostics, drain, exited, stop };
}

/** A JSON-RPC message framed as LSP frames it. */
export function frame(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]);
}

/** The server with raw bytes in; `next(test)` waits for the next message the server writes that `test` accepts. */
export function rawLsp() {
  const child = spawnServer();
  const reader = new StreamMessageReader(child.stdout!);
  const received: Record<string, unknown>[] = [];
  const waiting: { test: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] = [];
  reader.listen((message) => {
    const m = message as unknown as Record<string, unknown>;
    const i = waiting.findIndex((w) => w.test(m));
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(m);
    else received.push(m);
  });
  const next = (test: (m: Record<string, unknown>) => boolean = () => true) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const i = received.findIndex(test);
      if (i >= 0) resolve(received.splice(i, 1)[0]!);
      else waiting.push({ test, resolve });
    });
  /** The answer to the request with `id`. */
  const answer = (id: number | string) => next((m) => m.id === id && !('method' in m));
  const write = (bytes: string | Buffer) => child.stdin!.write(bytes);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, write, next, answer, exited };
}
