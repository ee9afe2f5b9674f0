export declare const agentStatus: typeof validate20;
declare function validate20(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate20 {
    var evaluated: {
        props: {
            type: boolean;
            agent_version: boolean;
            build_version: boolean;
            cpu_cores: boolean;
            cpu_system: boolean;
            cpu_system_prev: boolean;
            cpu_user: boolean;
            cpu_user_prev: boolean;
            dhc_status: boolean;
            fhc_status: boolean;
            flow_count: boolean;
            flow_count_prev: boolean;
            flows_active: boolean;
            flows_expired: boolean;
            flows_expiring: boolean;
            flows_in_use: boolean;
            flows_purged: boolean;
            maxrss_kb: boolean;
            maxrss_kb_prev: boolean;
            memrss_kb: boolean;
            memrss_kb_prev: boolean;
            tcm_kb: boolean;
            tcm_kb_prev: boolean;
            timestamp: boolean;
            update_imf: boolean;
            update_interval: boolean;
            uptime: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const endpoints: typeof validate21;
declare function validate21(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate21 {
    var evaluated: {
        props: boolean;
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const flow: typeof validate22;
declare function validate22(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate22 {
    var evaluated: {
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const flowIntel: typeof validate23;
declare function validate23(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate23 {
    var evaluated: {
        props: {
            type: boolean;
            interface: boolean;
            internal: boolean;
            flow: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const flowPurge: typeof validate24;
declare function validate24(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate24 {
    var evaluated: {
        props: {
            type: boolean;
            interface: boolean;
            internal: boolean;
            reason: boolean;
            flow: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const flowStats: typeof validate27;
declare function validate27(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate27 {
    var evaluated: {
        props: {
            type: boolean;
            interface: boolean;
            internal: boolean;
            flow: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const globalStats: typeof validate30;
declare function validate30(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate30 {
    var evaluated: {
        props: {
            type: boolean;
            capture_dropped: boolean;
            capture_filtered: boolean;
            discarded: boolean;
            discarded_bytes: boolean;
            ethernet: boolean;
            flow_dropped: boolean;
            fragmented: boolean;
            icmp: boolean;
            igmp: boolean;
            ip: boolean;
            ip_bytes: boolean;
            largest_bytes: boolean;
            mpls: boolean;
            pppoe: boolean;
            queue_dropped: boolean;
            raw: boolean;
            tcp: boolean;
            tcp_resets: boolean;
            tcp_seq_errors: boolean;
            udp: boolean;
            vlan: boolean;
            wire_bytes: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const interfaceStats: typeof validate31;
declare function validate31(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate31 {
    var evaluated: {
        props: boolean;
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const interfaces: typeof validate32;
declare function validate32(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate32 {
    var evaluated: {
        props: boolean;
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export {};
