/** The name of an API object (a schema in schemas/api/ and an OpenAPI component). */
export type ApiObjectName = "AgentLicense" | "Application" | "ApplicationChangelogEntry" | "Category" | "ErrorResponse" | "EventCatalogEntry" | "EventLogEntry" | "EventStatusEntry" | "EventSubscription" | "HomePage" | "Intelligence" | "IntelligenceReleaseLogEntry" | "LicenseCreateRequest" | "LicenseObject" | "LicenseRenewRequest" | "Protocol" | "ProtocolReleaseLogEntry" | "StatusResponse";
export declare const objectNames: readonly ApiObjectName[];
/** Members of the objects that allow no others. */
export declare const closedMembers: {
    readonly [name: string]: readonly string[];
};
/** The id of an API. */
export type ApiId = "datafeeds" | "events" | "integrator";
/** One parameter of an operation; `json` values are JSON text, `integer` values digits. */
export interface OperationParam {
    readonly name: string;
    readonly in: 'path' | 'query' | 'header';
    readonly required?: boolean;
    readonly json?: boolean;
    readonly integer?: boolean;
}
/** How one response status is checked: one validator, or one per value of a query parameter. */
export interface OperationResponse {
    readonly validator?: string;
    readonly byQuery?: string;
    readonly variants?: {
        readonly [value: string]: string;
    };
    readonly contentType?: string;
    /** The object each entry of a list body is (in a bare array or in `data`). */
    readonly entries?: ApiObjectName;
}
/** One operation: where it is, what it takes, and the names of its generated validators. */
export interface Operation {
    readonly api: ApiId;
    readonly id: string;
    readonly method: string;
    readonly path: string;
    readonly params: readonly OperationParam[];
    /** Alternatives; each lists what must all be present (lower-case header names, query names). */
    readonly security: readonly (readonly {
        readonly in: string;
        readonly name: string;
        readonly bearer?: boolean;
    }[])[];
    readonly body: 'required' | 'optional' | 'none';
    /** The object the body is, when it is one of the API objects. */
    readonly bodyObject?: ApiObjectName;
    /** The members a body allows, when it allows no others. */
    readonly bodyMembers?: readonly string[];
    readonly request: string;
    readonly responses: {
        readonly [status: string]: OperationResponse;
    };
}
export declare const operations: readonly Operation[];
