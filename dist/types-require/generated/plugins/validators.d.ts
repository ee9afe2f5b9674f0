export declare const procAggregator: typeof validate20;
declare function validate20(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate20 {
    var evaluated: {
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const procCore: typeof validate21;
declare function validate21(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate21 {
    var evaluated: {
        props: {
            format: boolean;
            compressor: boolean;
            types: boolean;
            flow_filters: boolean;
            sinks: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const procDevDiscovery: typeof validate22;
declare function validate22(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate22 {
    var evaluated: {
        props: {
            format: boolean;
            compressor: boolean;
            max_confidence: boolean;
            max_devices: boolean;
            max_device_age: boolean;
            max_ja4_clients: boolean;
            max_mdns_services: boolean;
            max_http_user_agents: boolean;
            max_ssdp_user_agents: boolean;
            path_device_cache: boolean;
            process_all_macs: boolean;
            device_mac_ignore: boolean;
            cloud_api: boolean;
            netify_api: boolean;
            sinks: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const procIntel: typeof validate23;
declare function validate23(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate23 {
    var evaluated: {
        props: boolean;
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const procLua: typeof validate24;
declare function validate24(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate24 {
    var evaluated: {
        props: {
            script: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const procPython: typeof validate25;
declare function validate25(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate25 {
    var evaluated: {
        props: {
            debug: boolean;
            script: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const sinkHttp: typeof validate26;
declare function validate26(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate26 {
    var evaluated: {
        props: {
            timeout_connect: boolean;
            timeout_transfer: boolean;
            tls_verify: boolean;
            tls_version1: boolean;
            channels: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const sinkUbus: typeof validate27;
declare function validate27(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate27 {
    var evaluated: {
        props: {
            channels: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export {};
