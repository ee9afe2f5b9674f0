/**
 * Where the published interface and the service differ (the vendor's API pages, what real clients
 * send and read): what the service sends or accepts is accepted by the schemas, and each place it
 * goes beyond the interface is one `spec/divergence` note saying which is which. Data: one row per
 * divergence, by operation. docs/choices-and-divergences.md gives each row's sources.
 */
import type { Operation } from '../../generated/api/operations.js';
import type { Diagnostic } from '../core/diagnostic.js';
/** The notes on a request: query values and body members the service takes beyond the interface. */
export declare function requestDivergences(op: Operation, query: Record<string, string>, body: unknown): Diagnostic[];
/** The notes on a response: the renewed license in `data`, and entitlements written as objects. */
export declare function responseDivergences(op: Operation, status: string, body: unknown): Diagnostic[];
