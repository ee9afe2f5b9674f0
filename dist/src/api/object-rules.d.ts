/**
 * Rules of single API objects that a schema cannot state, applied wherever the object appears (on
 * its own, as a request body, as an entry of a list response).
 */
import type { ApiObjectName } from '../../generated/api/operations.js';
import type { Diagnostic } from '../core/diagnostic.js';
/** What the rules of object `name` say about `value` at `pointer` (nothing for a non-object). */
export declare function objectRules(name: ApiObjectName, value: unknown, pointer: string): Diagnostic[];
/** The rules of each entry of a list body: a bare array, or the `data` array of an envelope. */
export declare function entryRules(name: ApiObjectName, body: unknown, pointer: string): Diagnostic[];
