/**
 * Turns raw Ajv errors into diagnostics a person can act on: `anyOf` noise is collapsed to the
 * branch the value was meant for, every error gets a closed code and a sentence, duplicates go.
 */
import type { Diagnostic } from './diagnostic.js';
import type { FindingsCap } from './cap.js';
/** The part of an Ajv error object we read (Ajv's `ErrorObject` without messages). */
export interface AjvError {
    instancePath: string;
    schemaPath: string;
    keyword: string;
    params: Record<string, unknown>;
}
/**
 * Replaces each failed `anyOf` and its branch errors by what matters. Branch errors are told
 * apart by schema path (`.../anyOf/N/...`), so an anyOf branch must not hold a `$ref` (errors
 * inside a ref carry the target's path); a schema test keeps it so.
 * - every branch wants another type: one type error naming the choices;
 * - every branch misses a member (either-or requirements): one required error naming the choices;
 * - otherwise the errors of the first branch whose type the value has (the shape it was meant for).
 */
export declare function collapseAnyOf(errors: AjvError[]): AjvError[];
/**
 * Errors that only echo others: the `if` of an if/then/else (its branch errors say what is
 * wrong) and the inner error of `propertyNames` (folded into the `propertyNames` error). The
 * owners are found through one map, not a search per echo: an object of 100,000 bad member names
 * gives 200,000 errors, and a search each was 10^10 steps.
 */
export declare function withoutEchoes(errors: readonly AjvError[]): AjvError[];
/**
 * Maps Ajv errors of one validation to diagnostics.
 * @param closedKeys the members an object at a pointer allows, for suggestions on closed objects
 * @param subject how messages name the whole document (`the config`, `the record`)
 * @param cap past its `max` diagnostics, errors are only counted in it, by the code they would
 *   get (not built, so not told apart from a repeat of one another, which Ajv rarely gives)
 */
export declare function mapAjvErrors(errors: readonly AjvError[] | null | undefined, root: unknown, closedKeys?: (pointer: string) => string[], subject?: string, cap?: FindingsCap): Diagnostic[];
