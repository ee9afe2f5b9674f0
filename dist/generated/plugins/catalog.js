// The kinds, with the titles and descriptions of their schemas.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export const catalog = [
    {
        "id": "proc-aggregator",
        "title": "Aggregator processor config",
        "description": "Settings of the aggregator processor, which periodically sums flow counts, bytes and packets (by application, protocol, address, port, VLAN and interface) and sends the summaries to sinks.",
        "schemaId": "urn:agentconf:schemas/5/plugins/proc-aggregator.schema.json"
    },
    {
        "id": "proc-core",
        "title": "Core processor config",
        "description": "Settings of the core processor, which streams flow records and agent statistics to sink channels.",
        "schemaId": "urn:agentconf:schemas/5/plugins/proc-core.schema.json"
    },
    {
        "id": "proc-dev-discovery",
        "title": "Device discovery processor config",
        "description": "Settings of the device discovery processor, which gathers fingerprints of the devices seen on the network (classification happens in the cloud) and sends device records to sinks.",
        "schemaId": "urn:agentconf:schemas/5/plugins/proc-dev-discovery.schema.json"
    },
    {
        "id": "proc-intel",
        "title": "Intelligence processor config",
        "description": "Settings of the intelligence processor: the indicators it evaluates on flows and the sink targets that receive its findings. No other top-level members are allowed.",
        "schemaId": "urn:agentconf:schemas/5/plugins/proc-intel.schema.json"
    },
    {
        "id": "proc-lua",
        "title": "Lua processor config",
        "description": "Settings of the Lua processor, which hands flow events to a user-supplied Lua script.",
        "schemaId": "urn:agentconf:schemas/5/plugins/proc-lua.schema.json"
    },
    {
        "id": "proc-python",
        "title": "Python processor config",
        "description": "Settings of the Python processor, which hands flow events to a user-supplied Python script.",
        "schemaId": "urn:agentconf:schemas/5/plugins/proc-python.schema.json"
    },
    {
        "id": "sink-http",
        "title": "HTTP sink config",
        "description": "Settings of the HTTP sink, which posts each record it receives to a URL, one request per record.",
        "schemaId": "urn:agentconf:schemas/5/plugins/sink-http.schema.json"
    },
    {
        "id": "sink-ubus",
        "title": "ubus sink config",
        "description": "Settings of the ubus sink, which publishes each record it receives by calling a method on a ubus object.",
        "schemaId": "urn:agentconf:schemas/5/plugins/sink-ubus.schema.json"
    }
];
