/** Whether a request carries the credentials its API takes (any one of the API's alternatives). */
import type { Operation } from '../../generated/api/operations.js';
import type { Diagnostic } from '../core/diagnostic.js';
/** An `api/auth` error when no alternative is complete; nothing otherwise. */
export declare function authDiagnostics(op: Operation, headers: Record<string, string>, query: Record<string, string>): Diagnostic[];
