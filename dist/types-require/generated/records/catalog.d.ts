/** The id of a record schema (one per file in schemas/records/). */
export type RecordSchemaId = "agent_status" | "endpoints" | "flow" | "flow_intel" | "flow_purge" | "flow_stats" | "global_stats" | "interface_stats" | "interfaces";
/** A value of a record's `type` member that the published interface defines. */
export type RecordType = "agent_status" | "endpoints" | "flow" | "flow_dpi_update" | "flow_dpi_complete" | "flow_intel" | "flow_purge" | "flow_stats" | "global_stats" | "interface_stats" | "interfaces";
export declare const recordCatalog: readonly {
    readonly id: RecordSchemaId;
    readonly types: readonly RecordType[];
    readonly title: string;
    readonly description: string;
    readonly schemaId: string;
}[];
