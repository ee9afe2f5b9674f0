/** The published schema folders under generated/schemas/, one per family, and what each holds. */
declare const families: readonly [{
    readonly folder: "plugins";
    readonly what: "config kind";
}, {
    readonly folder: "records";
    readonly what: "telemetry record";
}, {
    readonly folder: "api";
    readonly what: "API object";
}];
/** One published schema: its file and what it describes (`config kind`, `telemetry record`, `API object`). */
export interface PublishedSchema {
    path: string;
    what: (typeof families)[number]['what'];
}
/**
 * Every published schema by id, sorted by family then file name: config kinds (`sink-http`),
 * telemetry record types (`flow_stats`) and API objects (`LicenseObject`); the three families'
 * ids never collide.
 */
export declare function publishedSchemas(): Map<string, PublishedSchema>;
/** The schema catalog (SchemaStore format) that tells editors which schema each config file name takes. */
export declare function schemaCatalogPath(): string;
/** The HTTP APIs whose OpenAPI documents are published. */
export declare const apiNames: readonly ["datafeeds", "events", "integrator"];
/** An API with a published OpenAPI document. */
export type ApiName = (typeof apiNames)[number];
/** True when `name` is one of `apiNames`. */
export declare function isApiName(name: string): name is ApiName;
/** The OpenAPI 3.1 document of an API, as generated (JSON). */
export declare function openApiPath(api: ApiName): string;
export {};
