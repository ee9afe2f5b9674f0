// The telemetry record schemas and the record types each covers.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export const recordCatalog = [
    {
        "id": "agent_status",
        "types": [
            "agent_status"
        ],
        "title": "Agent status record",
        "description": "The agent's periodic health report: versions, CPU and memory use, flow-table counts.",
        "schemaId": "urn:agentconf:schemas/5/records/agent_status.schema.json"
    },
    {
        "id": "endpoints",
        "types": [
            "endpoints"
        ],
        "title": "Endpoints record",
        "description": "The IP addresses seen behind each local MAC address.",
        "schemaId": "urn:agentconf:schemas/5/records/endpoints.schema.json"
    },
    {
        "id": "flow",
        "types": [
            "flow",
            "flow_dpi_update",
            "flow_dpi_complete"
        ],
        "title": "Flow record",
        "description": "A flow at detection (`flow`), on a DPI update (`flow_dpi_update`) and on DPI completion (`flow_dpi_complete`).",
        "schemaId": "urn:agentconf:schemas/5/records/flow.schema.json"
    },
    {
        "id": "flow_intel",
        "types": [
            "flow_intel"
        ],
        "title": "Flow intelligence record",
        "description": "Intelligence indicators that matched a flow.",
        "schemaId": "urn:agentconf:schemas/5/records/flow_intel.schema.json"
    },
    {
        "id": "flow_purge",
        "types": [
            "flow_purge"
        ],
        "title": "Flow purge record",
        "description": "Sent when a flow leaves active tracking, with its final counters.",
        "schemaId": "urn:agentconf:schemas/5/records/flow_purge.schema.json"
    },
    {
        "id": "flow_stats",
        "types": [
            "flow_stats"
        ],
        "title": "Flow statistics record",
        "description": "Periodic counters of an active flow.",
        "schemaId": "urn:agentconf:schemas/5/records/flow_stats.schema.json"
    },
    {
        "id": "global_stats",
        "types": [
            "global_stats"
        ],
        "title": "Global statistics record",
        "description": "The packet counters over all capture interfaces, at the top level beside \"type\".",
        "schemaId": "urn:agentconf:schemas/5/records/global_stats.schema.json"
    },
    {
        "id": "interface_stats",
        "types": [
            "interface_stats"
        ],
        "title": "Interface statistics record",
        "description": "Packet counters of each capture interface, keyed by interface name.",
        "schemaId": "urn:agentconf:schemas/5/records/interface_stats.schema.json"
    },
    {
        "id": "interfaces",
        "types": [
            "interfaces"
        ],
        "title": "Interfaces record",
        "description": "The capture interfaces the agent watches, keyed by interface name.",
        "schemaId": "urn:agentconf:schemas/5/records/interfaces.schema.json"
    }
];
