/** Finding the operation a method and path name, or saying why there is none (with "did you mean"). */
import { type Operation } from '../../generated/api/operations.js';
import type { Diagnostic } from '../core/diagnostic.js';
import { type ReadUrl } from './url.js';
/** The operation, its decoded path parameters, or the diagnostic saying why there is none. */
export type Match = {
    operation: Operation;
    params: Record<string, string>;
} | {
    diagnostic: Diagnostic;
};
/**
 * The operation a request (or the request a response answers) names by its `method` and `url`,
 * with the URL read; or the diagnostic saying why there is none. `what` describes the input for
 * the message when it is not an object at all.
 */
export declare function locateOperation(input: unknown, what: string): {
    operation: Operation;
    params: Record<string, string>;
    url: ReadUrl;
} | {
    diagnostic: Diagnostic;
};
