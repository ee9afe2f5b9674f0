/** The library's last line: what it returns instead of throwing, and bounded messages. */
import type { Diagnostic } from './diagnostic.js';
/** A diagnostic for an exception agentconf did not expect: one line, no stack. */
export declare function internalError(error: unknown): Diagnostic;
/** Every diagnostic with its message bounded (see `message.ts`). */
export declare function boundedAll(diagnostics: Diagnostic[]): Diagnostic[];
