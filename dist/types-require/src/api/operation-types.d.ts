/**
 * Request and response types per operation, from the OpenAPI types openapi-typescript generates
 * (generated/api/paths/): `RequestOf<'listProtocols'>`, `ResponseBodyOf<'listProtocols', 200>`.
 */
import type { operations as DatafeedsOperations } from '../../generated/api/paths/datafeeds.js';
import type { operations as EventsOperations } from '../../generated/api/paths/events.js';
import type { operations as IntegratorOperations, Readable, Writable } from '../../generated/api/paths/integrator.js';
export type { paths as DatafeedsPaths } from '../../generated/api/paths/datafeeds.js';
export type { paths as EventsPaths } from '../../generated/api/paths/events.js';
export type { paths as IntegratorPaths } from '../../generated/api/paths/integrator.js';
export type { DatafeedsOperations, EventsOperations, IntegratorOperations };
/** Every operation of the three APIs by id (`lookupIp`, `listEventLog`, `createLicense`, ...). */
export type ApiOperations = DatafeedsOperations & EventsOperations & IntegratorOperations;
/** The id of an operation. */
export type OperationId = keyof ApiOperations;
type Parameters<Id extends OperationId> = ApiOperations[Id] extends {
    parameters: infer P;
} ? P : never;
type JsonOf<T> = T extends {
    content: {
        'application/json': infer B;
    };
} ? B : never;
/** What a request of an operation carries: path and query parameters and, when it takes one, its JSON body. */
export interface RequestOf<Id extends OperationId> {
    path: Parameters<Id> extends {
        path?: infer P;
    } ? P : never;
    query: Parameters<Id> extends {
        query?: infer Q;
    } ? Q : never;
    /** Write-only members (the subscription key) are plain here; read-only ones are left out. */
    body: ApiOperations[Id] extends {
        requestBody?: infer B;
    } ? Writable<JsonOf<NonNullable<B>>> : never;
}
/** The statuses an operation documents. */
export type StatusOf<Id extends OperationId> = keyof ApiOperations[Id]['responses'];
/**
 * The JSON body of an operation's response with `status` (`unknown` where the interface shows
 * none); write-only members (the subscription key) are left out.
 */
export type ResponseBodyOf<Id extends OperationId, Status extends StatusOf<Id>> = ApiOperations[Id]['responses'][Status] extends {
    content: {
        'application/json': infer B;
    };
} ? Readable<B> : unknown;
