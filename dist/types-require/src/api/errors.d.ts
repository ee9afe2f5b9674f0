/**
 * Schema errors of API values as diagnostics: the shared mapping (src/core/ajv-errors.ts)
 * after two API-only steps, and with the root named for what was checked.
 */
import type { Diagnostic } from '../core/diagnostic.js';
import { type AjvError } from '../core/ajv-errors.js';
import type { CompiledValidator } from '../core/compiled.js';
import type { FindingsCap } from '../core/cap.js';
/** Options of the API family's checks. */
export interface ApiOptions {
    /**
     * The most findings built (default 1000; a whole number from 1 up, or `Infinity` for all): past
     * it they are counted, not built (`truncated`, and one `... and N more` note per severity and
     * code), as `validate`'s `maxFindings`.
     */
    maxFindings?: number;
}
/**
 * - `if` errors only say a `then`/`else` failed; the branch's own errors say what.
 * - An `anyOf` whose every branch failed on a format (an IPv4 or IPv6 address) becomes one format
 *   error naming both, instead of the first branch's.
 */
export declare function prepare(errors: readonly AjvError[]): AjvError[];
/**
 * Runs a validator and maps its errors. `subject` names the checked value in messages (`the
 * request`), handed to the mapping rather than rewritten into its messages afterwards, which
 * would also rewrite a user's own value that happens to say "the config"; `closedKeys` lists the
 * members an object at a pointer allows, for "did you mean".
 */
export declare function schemaDiagnostics(validator: CompiledValidator, value: unknown, subject: string, closedKeys?: (pointer: string) => readonly string[], cap?: FindingsCap): Diagnostic[];
