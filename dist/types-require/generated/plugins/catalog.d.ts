/** The id of a kind of plugin config. */
export type KindId = "proc-aggregator" | "proc-core" | "proc-dev-discovery" | "proc-intel" | "proc-lua" | "proc-python" | "sink-http" | "sink-ubus";
export declare const catalog: readonly {
    readonly id: KindId;
    readonly title: string;
    readonly description: string;
    readonly schemaId: string;
}[];
