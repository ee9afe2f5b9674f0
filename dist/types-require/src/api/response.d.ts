/** `validateResponse`: a response of one of the three APIs, when it arrives. */
import type { Operation, OperationResponse } from '../../generated/api/operations.js';
import { type Diagnostic } from '../core/diagnostic.js';
import { type ApiOptions } from './errors.js';
import type { ValidationResult } from '../core/result.js';
import type { ApiRequest } from './request.js';
/** A response, with the method and URL of the request it answers. */
export interface ApiResponse extends Pick<ApiRequest, 'method' | 'url' | 'headers'> {
    /** The HTTP status. */
    status: number | string;
    /** The parsed JSON body (for a binary file: anything, it is not checked). */
    body?: unknown;
}
/** What a response's schema check sees (`{ headers, body }`) and the validators to try, or a diagnostic. */
export declare function prepareResponse(response: ApiResponse, problems?: Diagnostic[]): {
    op: Operation;
    status: string;
    documented: OperationResponse;
    validators: string[];
    value: Record<string, unknown>;
} | {
    diagnostic: Diagnostic;
};
/**
 * Checks a response against what the operation answers with that status: the body (the success
 * envelope with its `data`, error bodies) and headers such as the signature files' hashes.
 * Pointers point into `{ status, headers, body }`. Never throws and never changes its input.
 */
export declare function validateResponse(response: ApiResponse, options?: ApiOptions): ValidationResult;
