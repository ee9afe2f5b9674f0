/**
 * The LSP 3.17 lifecycle, kept in front of the library's connection (which answers whatever comes):
 * before `initialize`, a request is answered ServerNotInitialized (-32002) and a notification
 * dropped, `exit` aside; a second `initialize` is an invalid request (-32600); after `shutdown`,
 * every request is an invalid request and every notification but `exit` dropped.
 */
import type { DataCallback, Message, MessageReader } from 'vscode-languageserver/node';
import type { ErrorAnswer } from './framing.js';

const SERVER_NOT_INITIALIZED = -32002;
const INVALID_REQUEST = -32600;

type Phase = 'new' | 'running' | 'shut';

/** `reader`, passing on only what the phase allows; `answer` writes the errors. */
export function withLifecycle(reader: MessageReader, answer: (error: ErrorAnswer) => void): MessageReader {
  let phase: Phase = 'new';
  const refuse = (id: number | string, code: number, message: string) => answer({ jsonrpc: '2.0', id, error: { code, message } });
  const admit = (message: Message): boolean => {
    const m = message as { method?: string; id?: number | string };
    if (m.method === undefined) return phase === 'running';
    const request = m.id !== undefined;
    if (!request) return m.method === 'exit' || phase === 'running';
    if (phase === 'new') {
      if (m.method === 'initialize') phase = 'running';
      else refuse(m.id!, SERVER_NOT_INITIALIZED, `the server is not initialized: send initialize first (not ${m.method})`);
      return phase === 'running';
    }
    if (phase === 'shut') {
      refuse(m.id!, INVALID_REQUEST, `the server was shut down: only exit is read now (not ${m.method})`);
      return false;
    }
    if (m.method === 'initialize') {
      refuse(m.id!, INVALID_REQUEST, 'the server is already initialized: initialize is sent once');
      return false;
    }
    if (m.method === 'shutdown') phase = 'shut';
    return true;
  };
  return {
    onError: reader.onError,
    onClose: reader.onClose,
    onPartialMessage: reader.onPartialMessage,
    dispose: () => reader.dispose(),
    listen: (callback: DataCallback) => reader.listen((message) => admit(message) && callback(message)),
  };
}
