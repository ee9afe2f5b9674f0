import { bounded, boundText } from './message.js';
/** A diagnostic for an exception agentconf did not expect: one line, no stack. */
export function internalError(error) {
    let reason;
    try {
        reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    catch {
        reason = 'an unprintable exception';
    }
    return {
        severity: 'error',
        code: 'internal/error',
        message: `agentconf failed on this input (${boundText(reason, 200)}); please report it`,
        pointer: '',
    };
}
/** Every diagnostic with its message bounded (see `message.ts`). */
export function boundedAll(diagnostics) {
    for (let i = 0; i < diagnostics.length; i++)
        diagnostics[i] = bounded(diagnostics[i]);
    return diagnostics;
}
