/** `validateRequest`: a request of one of the three APIs, before it is sent. */
import type { Operation } from '../../generated/api/operations.js';
import { type Diagnostic } from '../core/diagnostic.js';
import type { ValidationResult } from '../core/result.js';
import { type ApiOptions } from './errors.js';
/** A request as a client is about to send it. */
export interface ApiRequest {
    /** GET, POST, DELETE (any case). */
    method: string;
    /** Path and query relative to the API's base address: `/api/v2/ips/203.0.113.7`, `/protocols/catalog?version=5.2`. */
    url: string;
    /** Header names in any case; a plain object or fetch's `Headers`. */
    headers?: Record<string, string | readonly string[] | undefined> | {
        forEach(cb: (value: string, name: string) => void): void;
    };
    /** The parsed JSON body, when there is one. */
    body?: unknown;
}
/** The verdict on a request, with the operation it was matched to. */
export interface RequestValidationResult extends ValidationResult {
    /** The operation the method and URL name (`listProtocols`, ...), when there is one. */
    operation?: {
        api: Operation['api'];
        id: string;
        method: string;
        path: string;
    };
}
/** What a request's schema check sees: `{ path, query, headers, body }`, decoded and typed. */
export interface PreparedRequest {
    op: Operation;
    value: Record<string, unknown>;
    headers: Record<string, string>;
    rawQuery: Record<string, string>;
    query: Record<string, unknown>;
}
/** The operation a request names and the value its validator checks, or why there is none. */
export declare function prepareRequest(request: ApiRequest, problems?: Diagnostic[]): PreparedRequest | {
    diagnostic: Diagnostic;
};
/**
 * Checks a request before it is sent: the operation it names, path and query parameters, the
 * credentials its API takes, Content-Type, and the body. Pointers point into `{ path, query,
 * headers, body }`. Never throws and never changes its input.
 */
export declare function validateRequest(request: ApiRequest, options?: ApiOptions): RequestValidationResult;
