/**
 * The LSP 3.17 lifecycle, kept in front of the library's connection (which answers whatever comes):
 * before `initialize`, a request is answered ServerNotInitialized (-32002) and a notification
 * dropped, `exit` aside; a second `initialize` is an invalid request (-32600); after `shutdown`,
 * every request is an invalid request and every notification but `exit` dropped.
 */
import type { MessageReader } from 'vscode-languageserver/node';
import type { ErrorAnswer } from './framing.js';
/** `reader`, passing on only what the phase allows; `answer` writes the errors. */
export declare function withLifecycle(reader: MessageReader, answer: (error: ErrorAnswer) => void): MessageReader;
