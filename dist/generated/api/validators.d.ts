export declare const AgentLicense: typeof validate52;
declare function validate52(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate52 {
    var evaluated: {
        props: boolean;
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const Application: typeof validate60;
declare function validate61(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate61 {
    var evaluated: {
        props: {
            url: boolean;
            text: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
declare function validate63(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate63 {
    var evaluated: {
        props: {
            id: boolean;
            tag: boolean;
            label: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
declare function validate60(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate60 {
    var evaluated: {
        props: {
            id: boolean;
            tag: boolean;
            label: boolean;
            full_label: boolean;
            description: boolean;
            home_page: boolean;
            category: boolean;
            active: boolean;
            favicon: boolean;
            icon: boolean;
            logo: boolean;
            favicon_source: boolean;
            icon_source: boolean;
            logo_source: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const ApplicationChangelogEntry: typeof validate65;
declare function validate65(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate65 {
    var evaluated: {
        props: {
            application: boolean;
            type: boolean;
            signature_updated: boolean;
            date: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const Category: typeof validate63;
export declare const ErrorResponse: typeof validate71;
declare function validate71(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate71 {
    var evaluated: {
        props: {
            status_code: boolean;
            status_message: boolean;
            status_fields: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const EventCatalogEntry: typeof validate74;
declare function validate74(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate74 {
    var evaluated: {
        props: {
            id: boolean;
            tag: boolean;
            label: boolean;
            introduced: boolean;
            deprecated: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const EventLogEntry: typeof validate75;
declare function validate75(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate75 {
    var evaluated: {
        props: {
            id: boolean;
            key: boolean;
            event: boolean;
            score: boolean;
            type: boolean;
            title: boolean;
            description: boolean;
            details: boolean;
            created: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const EventStatusEntry: typeof validate82;
declare function validate82(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate82 {
    var evaluated: {
        props: {
            key: boolean;
            event: boolean;
            score: boolean;
            details: boolean;
            first_seen: boolean;
            last_seen: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const EventSubscription: typeof validate90;
declare function validate90(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate90 {
    var evaluated: {
        props: {
            identifier: boolean;
            driver: boolean;
            url: boolean;
            key: boolean;
            event_tag: boolean;
            score: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const HomePage: typeof validate61;
export declare const Intelligence: typeof validate93;
declare function validate93(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate93 {
    var evaluated: {
        props: {
            id: boolean;
            tag: boolean;
            label: boolean;
            description: boolean;
            category: boolean;
            score: boolean;
            supported: boolean;
            deprecated: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const IntelligenceReleaseLogEntry: typeof validate95;
declare function validate95(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate95 {
    var evaluated: {
        props: {
            intelligence: boolean;
            type: boolean;
            version: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const LicenseCreateRequest: typeof validate99;
declare function validate99(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate99 {
    var evaluated: {
        props: boolean;
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const LicenseObject: typeof validate102;
declare function validate102(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate102 {
    var evaluated: {
        props: {
            version: boolean;
            serial: boolean;
            issued_to: boolean;
            renewable: boolean;
            transferable: boolean;
            signature: boolean;
            entitlements: boolean;
            expire_at: boolean;
            created_at: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const LicenseRenewRequest: typeof validate109;
declare function validate109(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate109 {
    var evaluated: {
        props: boolean;
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const Protocol: typeof validate112;
declare function validate112(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate112 {
    var evaluated: {
        props: {
            id: boolean;
            tag: boolean;
            label: boolean;
            full_label: boolean;
            abbreviation: boolean;
            description: boolean;
            home_page: boolean;
            category: boolean;
            introduced: boolean;
            deprecated: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const ProtocolReleaseLogEntry: typeof validate115;
declare function validate115(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate115 {
    var evaluated: {
        props: {
            protocol: boolean;
            type: boolean;
            version: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const StatusResponse: typeof validate119;
declare function validate119(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate119 {
    var evaluated: {
        props: {
            status_code: boolean;
            status_message: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const lookupHostnameResponse200: typeof validate122;
declare function validate122(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate122 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const lookupHostnameRequest: typeof validate123;
declare function validate123(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate123 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const lookupHostnamesResponse200: typeof validate126;
declare function validate126(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate126 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const lookupHostnamesRequest: typeof validate127;
declare function validate127(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate127 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const lookupIpRequest: typeof validate130;
declare function validate130(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate130 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const lookupIpsRequest: typeof validate133;
declare function validate133(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate133 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listEventCatalogResponse200: typeof validate136;
declare function validate136(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate136 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listEventCatalogRequest: typeof validate140;
declare function validate140(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate140 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listEventStatusResponse200: typeof validate141;
declare function validate141(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate141 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listEventLogResponse200: typeof validate145;
declare function validate145(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate145 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listEventLogRequest: typeof validate149;
declare function validate149(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate149 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listSubscriptionsResponse200: typeof validate150;
declare function validate150(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate150 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const createSubscriptionRequest: typeof validate154;
declare function validate154(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate154 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listSubscriptionsOfIdentifierRequest: typeof validate156;
declare function validate156(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate156 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const getSubscriptionResponse200: typeof validate157;
declare function validate157(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate157 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const getSubscriptionRequest: typeof validate161;
declare function validate161(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate161 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const lookupDomainResponse200: typeof validate162;
declare function validate162(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate162 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const lookupDomainRequest: typeof validate165;
declare function validate165(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate165 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const lookupApplicationsResponse200: typeof validate168;
declare function validate168(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate168 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const lookupApplicationsRequest: typeof validate171;
declare function validate171(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate171 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listApplicationsResponse200: typeof validate172;
declare function validate172(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate172 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listApplicationsResponse400: typeof validate175;
declare function validate175(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate175 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listApplicationsRequest: typeof validate177;
declare function validate177(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate177 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listApplicationCategoriesResponse200: typeof validate180;
declare function validate180(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate180 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listApplicationChangesResponse200: typeof validate183;
declare function validate183(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate183 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const getApplicationHierarchyResponse200: typeof validate186;
declare function validate186(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate186 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listIntelligenceResponse200: typeof validate188;
declare function validate188(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate188 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listIntelligenceReleasesResponse200: typeof validate191;
declare function validate191(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate191 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listProtocolsResponse200: typeof validate194;
declare function validate194(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate194 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listProtocolReleasesResponse200: typeof validate197;
declare function validate197(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate197 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const getSignatureCategoriesRequest: typeof validate200;
declare function validate200(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate200 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const getApplicationSignaturesResponse200: typeof validate203;
declare function validate203(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate203 {
    var evaluated: {
        props: {
            headers: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const getApplicationSignaturesRequest: typeof validate204;
declare function validate204(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate204 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listLicensesResponse200Netifyd: typeof validate207;
declare function validate207(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate207 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listLicensesResponse200Object: typeof validate210;
declare function validate210(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate210 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const listLicensesRequest: typeof validate213;
declare function validate213(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate213 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const createLicenseResponse200Netifyd: typeof validate214;
declare function validate214(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate214 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const createLicenseResponse200Object: typeof validate217;
declare function validate217(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate217 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const createLicenseRequest: typeof validate220;
declare function validate220(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate220 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const getLicenseRequest: typeof validate222;
declare function validate222(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate222 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const deleteLicenseResponse200: typeof validate223;
declare function validate223(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate223 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const deleteLicenseRequest: typeof validate225;
declare function validate225(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate225 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const renewLicenseResponse200: typeof validate226;
declare function validate226(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate226 {
    var evaluated: {
        props: {
            headers: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const renewLicenseRequest: typeof validate230;
declare function validate230(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate230 {
    var evaluated: {
        props: {
            path: boolean;
            query: boolean;
            body: boolean;
        };
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export {};
