export type $Read<T> = {
    readonly $read: T;
};
export type $Write<T> = {
    readonly $write: T;
};
export type Readable<T> = T extends $Write<any> ? never : T extends $Read<infer U> ? Readable<U> : T extends (infer E)[] ? Readable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Write<any> ? never : K]: Readable<T[K]>;
} : T;
export type Writable<T> = T extends $Read<any> ? never : T extends $Write<infer U> ? Writable<U> : T extends (infer E)[] ? Writable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? never : K]: Writable<T[K]>;
} & {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? K : never]?: never;
} : T;
export interface paths {
    "/applications/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The application catalog
         * @description Every application, in the StatusResponse envelope with the list in `data`.
         */
        get: operations["listApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The application categories
         * @description The application categories, in the StatusResponse envelope with the list in `data`.
         */
        get: operations["listApplicationCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/changelog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The application changelog
         * @description The changes to the application catalog, in the StatusResponse envelope with the list in `data`.
         */
        get: operations["listApplicationChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/hierarchy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The application hierarchy
         * @description The application hierarchy, in the StatusResponse envelope. The vendor's application pages list this endpoint, which the interface does not; its path follows the other application endpoints and the shape of `data` is not shown, so `data` is not checked.
         */
        get: operations["getApplicationHierarchy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intelligence/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The intelligence drivers
         * @description The intelligence drivers, in the StatusResponse envelope with the list in `data`; `version` keeps those of one intelligence plugin version.
         */
        get: operations["listIntelligence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intelligence/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The intelligence categories
         * @description The intelligence categories, in the StatusResponse envelope with the list in `data`.
         */
        get: operations["listIntelligenceCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intelligence/releaselog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The intelligence release log
         * @description The intelligence release log in release order, in the StatusResponse envelope with the list in `data`.
         */
        get: operations["listIntelligenceReleases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/protocols/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The protocol catalog
         * @description The protocols, past and present, in the StatusResponse envelope with the list in `data`; `version` (a full or a major.minor agent version) keeps those that agent version supports.
         */
        get: operations["listProtocols"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/protocols/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The protocol categories
         * @description The protocol categories, in the StatusResponse envelope with the list in `data`; all agent versions share the same categories today.
         */
        get: operations["listProtocolCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/protocols/release-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The protocol release log
         * @description The protocol release log, in the StatusResponse envelope with the list in `data`.
         */
        get: operations["listProtocolReleases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signature category definitions
         * @description The signature category definitions of one agent version: a JSON object with free-form members, in the StatusResponse envelope.
         */
        get: operations["getSignatureCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The application signature file
         * @description The application signature file of one agent version, as bytes (application/octet-stream), with its SHA-1 and SHA-256 hashes in headers; `ip_version` keeps one address family.
         */
        get: operations["getApplicationSignatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/signatures/intelligence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The intelligence signature file
         * @description The intelligence signature file of one intelligence plugin version, as bytes (application/octet-stream), with its SHA-1 and SHA-256 hashes in headers.
         */
        get: operations["getIntelligenceSignatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/licenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The licenses created with the calling API key
         * @description The licenses created with the calling API key, in the agent format (`format=netifyd`, the vendor's default; the interface calls it `agentd`) or as license objects (`format=object`).
         */
        get: operations["listLicenses"];
        put?: never;
        /**
         * Create a license
         * @description Creates a license and answers with it: in the agent format, as the interface says, or as a license object when `format` (in the query, or in the body as a real client sends it) is `object`.
         */
        post: operations["createLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/licenses/{serial}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One license
         * @description One license by serial, in the agent format (`format=netifyd`, the vendor's default; the interface calls it `agentd`) or as a license object (`format=object`).
         */
        get: operations["getLicense"];
        put?: never;
        post?: never;
        /**
         * Delete a license
         * @description Deletes one license by serial; the answer is the StatusResponse alone.
         */
        delete: operations["deleteLicense"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/licenses/{serial}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew a license
         * @description Renews one license by serial, to a new expiry date (`expire_at`) or by a number of days (`duration_days`); the body is optional. The interface says the answer is the StatusResponse alone; a real client reads the renewed license from its `data`, so `data` is accepted (the license in either format).
         */
        post: operations["renewLicense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * License (agent format)
         * @description A license in the agent format (`format=netifyd`, which the interface calls `agentd`), as the agent reads it. Every member not listed is an entitlement the license grants: the interface's samples map an entitlement name to the string "true" (the create response adds a not_valid_after date string per entitlement); licenses as a real client reads them map it to an object with the entitlement's not_valid_after date.
         */
        AgentLicense: {
            /**
             * Created at
             * @description When the license was created.
             */
            created_at: {
                /**
                 * Date and time
                 * @description The time as YYYY-MM-DD HH:MM:SS.
                 */
                date: components["schemas"]["DateTime"];
                /**
                 * Unix time
                 * @description The time as Unix time.
                 */
                unix: components["schemas"]["UnixTime"];
            };
            /**
             * Expires at
             * @description When the license expires.
             */
            expire_at: {
                /**
                 * Date and time
                 * @description The time as YYYY-MM-DD HH:MM:SS.
                 */
                date: components["schemas"]["DateTime"];
                /**
                 * Unix time
                 * @description The time as Unix time.
                 */
                unix: components["schemas"]["UnixTime"];
            };
            /**
             * Issued to
             * @description The individual or organization the license is issued to.
             */
            issued_to: string;
            /**
             * Issuer
             * @description Who issued the license.
             */
            issuer: {
                /**
                 * Email
                 * @description The issuer's email address.
                 */
                email: string;
                /**
                 * Name
                 * @description The issuer's name.
                 */
                name: string;
            };
            /**
             * Serial
             * @description The license serial.
             */
            serial: string;
            /**
             * Signature
             * @description The license signature.
             */
            signature: string;
            /**
             * Terms of service
             * @description A clause containing a link to the terms of service.
             */
            terms_of_service: string;
            /**
             * Transfer notice
             * @description The transferability clause.
             */
            transfer_notice: string;
            /**
             * License format version
             * @description The version of the license format.
             */
            version: string;
            /**
             * Description
             * @description Text added to the license (shown in create responses).
             */
            description?: string;
        } & {
            [key: string]: string | {
                /**
                 * Not valid after
                 * @description The last day the entitlement is valid (YYYY-MM-DD in the samples).
                 */
                not_valid_after?: string;
            };
        };
        /**
         * Application
         * @description An application the agent detects.
         */
        Application: {
            /**
             * Application ID
             * @description The application ID number.
             */
            id: number;
            /**
             * Application tag
             * @description The application tag.
             */
            tag: string;
            /**
             * Label
             * @description The name an end user would use.
             */
            label: string;
            /**
             * Full label
             * @description The formal name, when there is one.
             */
            full_label?: string;
            /**
             * Description
             * @description A brief summary.
             */
            description: string;
            /**
             * Home page
             * @description The application's home page.
             */
            home_page: components["schemas"]["HomePage"];
            /**
             * Category
             * @description The application's category.
             */
            category: components["schemas"]["Category"];
            /**
             * Active
             * @description Whether the application is currently supported.
             */
            active: boolean;
            /**
             * Favicon URL
             * @description Address of the favicon image.
             */
            favicon: string;
            /**
             * Icon URL
             * @description Address of the icon image.
             */
            icon: string;
            /**
             * Logo URL
             * @description Address of the logo image.
             */
            logo: string;
            /**
             * Favicon source
             * @description Data source of the favicon image.
             */
            favicon_source: string;
            /**
             * Icon source
             * @description Data source of the icon image.
             */
            icon_source: string;
            /**
             * Logo source
             * @description Data source of the logo image.
             */
            logo_source: string;
        };
        /**
         * Application changelog entry
         * @description One change to the application catalog.
         */
        ApplicationChangelogEntry: {
            /**
             * Application
             * @description The application as of this change.
             */
            application: components["schemas"]["Application"];
            /**
             * Change type
             * @description Whether the application was added, updated or deleted.
             */
            type: components["schemas"]["ChangeType"];
            /**
             * Signature updated
             * @description Whether the application's detection signature changed.
             */
            signature_updated: boolean;
            /**
             * Date
             * @description The date of the change.
             */
            date: components["schemas"]["Date"];
        };
        /**
         * Category
         * @description A category of applications, protocols or intelligence drivers.
         */
        Category: {
            /**
             * Category ID
             * @description The category ID number.
             */
            id: number;
            /**
             * Category tag
             * @description The category tag.
             */
            tag: string;
            /**
             * Category label
             * @description The name an end user would use.
             */
            label: string;
        };
        /**
         * Change type
         * @description What happened to the entry in this release or change.
         * @enum {string}
         */
        ChangeType: "added" | "updated" | "deleted";
        /**
         * Date
         * Format: date
         * @description A calendar date in the form YYYY-MM-DD.
         * @example 2026-12-31
         */
        Date: string;
        /**
         * Date and time
         * @description A date and time in the form YYYY-MM-DD HH:MM:SS.
         * @example 2026-12-31 23:59:59
         */
        DateTime: string;
        /**
         * Error response
         * @description The body of an integrator error (400, 401, 403, 404, 405, 409, 422).
         */
        ErrorResponse: {
            /**
             * Status code
             * @description 0 on success; error responses may carry a padded string code.
             */
            status_code: components["schemas"]["StatusCode"];
            /**
             * Status message
             * @description A human-readable message.
             * @example Success
             */
            status_message: string;
            /**
             * Status fields
             * @description The validation errors, if any (the vendor's pages list it beside status_code and status_message; the interface does not show it).
             */
            status_fields?: unknown[];
        };
        /**
         * Home page
         * @description A link to a home page.
         */
        HomePage: {
            /**
             * URL
             * @description The address of the page.
             */
            url: string;
            /**
             * Anchor text
             * @description The text of the link.
             */
            text: string;
        };
        /**
         * Intelligence driver
         * @description An intelligence driver of the intelligence plugin.
         */
        Intelligence: {
            /**
             * Driver ID
             * @description The driver ID number.
             */
            id: number;
            /**
             * Driver tag
             * @description The driver tag.
             */
            tag: string;
            /**
             * Label
             * @description The name an end user would use.
             */
            label: string;
            /**
             * Description
             * @description One or two sentences.
             */
            description: string;
            /**
             * Category
             * @description The driver's category.
             */
            category: components["schemas"]["Category"];
            /**
             * Score
             * @description The driver's score.
             */
            score?: number;
            /**
             * Supported
             * @description The intelligence plugin version that introduced the driver.
             */
            supported: string;
            /**
             * Deprecated
             * @description The plugin version that deprecated the driver; empty when it is not deprecated.
             */
            deprecated: string;
        };
        /**
         * Intelligence release log entry
         * @description One change to the intelligence drivers in a plugin release.
         */
        IntelligenceReleaseLogEntry: {
            /**
             * Intelligence driver
             * @description The driver as of this release.
             */
            intelligence: components["schemas"]["Intelligence"];
            /**
             * Change type
             * @description Whether the driver was added, updated or deleted.
             */
            type: components["schemas"]["ChangeType"];
            /**
             * Plugin version
             * @description The intelligence plugin release.
             */
            version: string;
        };
        /**
         * License create request
         * @description The body of a license create request.
         */
        LicenseCreateRequest: {
            /**
             * Issued to
             * @description The individual or organization the license is issued to.
             */
            issued_to: string;
            /**
             * Entitlements
             * @description The entitlements to activate.
             */
            entitlements: string[];
            /**
             * Expires at
             * @description The requested expiry date; an alternative to duration_days.
             */
            expire_at?: components["schemas"]["Date"];
            /**
             * Duration in days
             * @description Expiry that many days from the current date; an alternative to expire_at.
             */
            duration_days?: number;
            /**
             * Device identifier
             * @description A unique device identifier: restricts the license to one hardware endpoint.
             */
            duid?: string;
            /**
             * Description
             * @description Text added to the license.
             */
            description?: string;
            /**
             * Notes
             * @description A note added to the license.
             */
            notes?: string;
            /**
             * Renewable
             * @description Allows or denies future renewal. Needs an API key entitlement; the default depends on the entitlement.
             */
            renewable?: boolean;
            /**
             * Transferable
             * @description Asks to leave out the standard non-transferable clause. Needs an API key entitlement.
             */
            transferable?: boolean;
            /**
             * Format
             * @description The format of the license in the answer: netifyd (the agent format; the interface calls it agentd) or object. The vendor's create page lists it and a real client sends it in the body; the interface's create body has no such member.
             * @enum {string}
             */
            format?: "netifyd" | "agentd" | "object";
        };
        /**
         * License (object format)
         * @description A license in the `object` format.
         */
        LicenseObject: {
            /**
             * License format version
             * @description The version of the license format.
             */
            version: string;
            /**
             * Serial
             * @description The license serial.
             */
            serial: string;
            /**
             * Issued to
             * @description The individual or organization the license is issued to.
             */
            issued_to: string;
            /**
             * Renewable
             * @description Whether the license can be renewed.
             */
            renewable: boolean;
            /**
             * Transferable
             * @description Whether the license is transferable.
             */
            transferable: boolean;
            /**
             * Signature
             * @description The license signature.
             */
            signature: string;
            /**
             * Entitlements
             * @description The entitlements the license grants.
             */
            entitlements: string[];
            /**
             * Expires at
             * @description When the license expires.
             */
            expire_at: {
                /**
                 * Unix time
                 * @description The time as Unix time.
                 */
                unix_time: components["schemas"]["UnixTime"];
                /**
                 * Date and time
                 * @description The time as YYYY-MM-DD HH:MM:SS.
                 */
                date: components["schemas"]["DateTime"];
            };
            /**
             * Created at
             * @description When the license was created.
             */
            created_at: {
                /**
                 * Unix time
                 * @description The time as Unix time.
                 */
                unix_time: components["schemas"]["UnixTime"];
                /**
                 * Date and time
                 * @description The time as YYYY-MM-DD HH:MM:SS.
                 */
                date: components["schemas"]["DateTime"];
            };
        };
        /**
         * License renew request
         * @description The optional body of a license renew request.
         */
        LicenseRenewRequest: {
            /**
             * Expires at
             * @description The new expiry date; an alternative to duration_days.
             */
            expire_at?: components["schemas"]["Date"];
            /**
             * Duration in days
             * @description New expiry that many days from the current date; an alternative to expire_at.
             */
            duration_days?: number;
        };
        /**
         * Protocol
         * @description A protocol the agent detects.
         */
        Protocol: {
            /**
             * Protocol ID
             * @description The protocol ID number.
             */
            id: number;
            /**
             * Protocol tag
             * @description For user interfaces and internal use only; the agent does not use it.
             */
            tag: string;
            /**
             * Label
             * @description The name an end user would use.
             */
            label: string;
            /**
             * Full label
             * @description Only present when a formal name exists.
             */
            full_label?: string;
            /**
             * Abbreviation
             * @description Only present when one is in wide use.
             */
            abbreviation?: string;
            /**
             * Description
             * @description One or two sentences.
             */
            description: string;
            /**
             * Home page
             * @description The protocol's home page.
             */
            home_page: components["schemas"]["HomePage"];
            /**
             * Category
             * @description The protocol's category.
             */
            category: components["schemas"]["Category"];
            /**
             * Introduced
             * @description The agent version that introduced the protocol.
             */
            introduced: string;
            /**
             * Deprecated
             * @description The agent version that deprecated the protocol; empty when it is not deprecated.
             */
            deprecated: string;
        };
        /**
         * Protocol release log entry
         * @description One change to the protocol catalog in an agent release.
         */
        ProtocolReleaseLogEntry: {
            /**
             * Protocol
             * @description The protocol as of this release.
             */
            protocol: components["schemas"]["Protocol"];
            /**
             * Change type
             * @description Whether the protocol was added, updated or deleted.
             */
            type: components["schemas"]["ChangeType"];
            /**
             * Agent version
             * @description The agent release.
             */
            version: string;
        };
        /**
         * Signature version
         * @description A version for the signature files: digits with up to two dot-separated groups, a major number alone (4), major.minor or major.minor.patch. The vendor's signature pages take a major number alone for the best files of that major version; the interface writes major.minor at least.
         * @example 5
         * @example 5.2
         * @example 5.2.8
         */
        SignatureVersion: string;
        /**
         * Status code
         * @description 0 on success; error responses may carry a padded string code: the HTTP status, a dot and three digits.
         * @example 0
         * @example 403.000
         */
        StatusCode: number | string;
        /**
         * Status response
         * @description The members every integrator success body has; the whole body of delete and renew. Catalog and list successes add a `data` member.
         */
        StatusResponse: {
            /**
             * Status code
             * @description 0 on success; error responses may carry a padded string code.
             */
            status_code: components["schemas"]["StatusCode"];
            /**
             * Status message
             * @description A human-readable message.
             * @example Success
             */
            status_message: string;
        };
        /**
         * Unix time
         * @description Seconds since 1970-01-01 00:00:00 UTC.
         * @example 1700000000
         */
        UnixTime: number;
        /**
         * Version
         * @description Digits with one or two dot-separated groups: major.minor or major.minor.patch.
         * @example 5.2
         * @example 5.2.8
         */
        Version: string;
    };
    responses: {
        /** @description The request was not valid (the vendor's response codes). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The resource already exists (the vendor's response codes). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The API key is missing or not authorized. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description No license has this serial. */
        LicenseNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The method is not one the API takes (the vendor's response codes). */
        MethodNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Internal server error. The body is not shown by the interface; it is not checked. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Too many requests. The body is not shown by the interface; it is not checked. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The API key or credentials were not valid (the vendor's response codes). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Parameters of the request were not valid; status_fields lists them (the vendor's response codes). */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description Only what that agent version supports: a full version or major.minor.
         * @example 5.2
         */
        agentVersion: components["schemas"]["Version"];
        /**
         * @description The license format: netifyd (the agent format, the vendor's default; the interface calls it agentd) or object. agentd is accepted too.
         * @example object
         */
        format: "netifyd" | "agentd" | "object";
        /**
         * @description The license serial.
         * @example LIC-0001
         */
        serial: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listApplications: {
        parameters: {
            query?: {
                /**
                 * @description An agent version (a real client sends 5.1). The interface lists no query parameter for this operation; what the service does with it is not shown.
                 * @example 5.1
                 */
                version?: components["schemas"]["Version"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatusResponse with `data`: array of Application. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["Application"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listApplicationCategories: {
        parameters: {
            query?: {
                /**
                 * @description An agent version (a real client sends 5.1). The interface lists no query parameter for this operation; what the service does with it is not shown.
                 * @example 5.1
                 */
                version?: components["schemas"]["Version"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatusResponse with `data`: array of Category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["Category"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listApplicationChanges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatusResponse with `data`: array of ApplicationChangelogEntry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["ApplicationChangelogEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getApplicationHierarchy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatusResponse with `data`: the application hierarchy (its shape is not shown). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"] & {
                        /** @description The application hierarchy; not checked. */
                        data: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listIntelligence: {
        parameters: {
            query?: {
                /**
                 * @description Only the drivers of that intelligence plugin version.
                 * @example 5.2
                 */
                version?: components["schemas"]["Version"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatusResponse with `data`: array of Intelligence. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["Intelligence"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listIntelligenceCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatusResponse with `data`: array of Category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["Category"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listIntelligenceReleases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatusResponse with `data`: array of IntelligenceReleaseLogEntry, in release order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["IntelligenceReleaseLogEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listProtocols: {
        parameters: {
            query?: {
                /**
                 * @description Only what that agent version supports: a full version or major.minor.
                 * @example 5.2
                 */
                version?: components["parameters"]["agentVersion"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatusResponse with `data`: array of Protocol (past and present when no version is given). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["Protocol"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listProtocolCategories: {
        parameters: {
            query?: {
                /**
                 * @description Only what that agent version supports: a full version or major.minor.
                 * @example 5.2
                 */
                version?: components["parameters"]["agentVersion"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatusResponse with `data`: array of Category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["Category"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listProtocolReleases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatusResponse with `data`: array of ProtocolReleaseLogEntry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["ProtocolReleaseLogEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSignatureCategories: {
        parameters: {
            query: {
                /**
                 * @description The agent version. A major number alone (4) selects the best files of that major version (the vendor's signature pages).
                 * @example 5.2.8
                 */
                version: components["schemas"]["SignatureVersion"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JSON object of category definitions (free-form members). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getApplicationSignatures: {
        parameters: {
            query: {
                /**
                 * @description The agent version. A major number alone (4) selects the best files of that major version (the vendor's signature pages).
                 * @example 5.2.8
                 */
                version: components["schemas"]["SignatureVersion"];
                /**
                 * @description Only this address family: 4 or 6 (both by default).
                 * @example 4
                 */
                ip_version?: 4 | 6;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The binary signature file. */
            200: {
                headers: {
                    /**
                     * @description The legacy SHA1 hash of the file.
                     * @example a9993e364706816aba3e25717850c26c9cd0d89d
                     */
                    "x-sha1-hash": string;
                    /**
                     * @description The SHA256 hash of the file.
                     * @example ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
                     */
                    "x-sha256-hash": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getIntelligenceSignatures: {
        parameters: {
            query: {
                /**
                 * @description The intelligence plugin version. A major number alone (4) selects the best files of that major version (the vendor's signature pages).
                 * @example 1.0
                 */
                version: components["schemas"]["SignatureVersion"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The binary signature file. */
            200: {
                headers: {
                    /**
                     * @description The legacy SHA1 hash of the file.
                     * @example a9993e364706816aba3e25717850c26c9cd0d89d
                     */
                    "x-sha1-hash": string;
                    /**
                     * @description The SHA256 hash of the file.
                     * @example ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
                     */
                    "x-sha256-hash": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    listLicenses: {
        parameters: {
            query?: {
                /**
                 * @description The license format: netifyd (the agent format, the vendor's default; the interface calls it agentd) or object. agentd is accepted too.
                 * @example object
                 */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatusResponse with `data`: an array of licenses in the requested format (either format is accepted when none is given). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["AgentLicense"][];
                    }) | (components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["LicenseObject"][];
                    });
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    createLicense: {
        parameters: {
            query?: {
                /**
                 * @description The license format: netifyd (the agent format, the vendor's default; the interface calls it agentd) or object. agentd is accepted too.
                 * @example object
                 */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The license to create. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseCreateRequest"];
            };
        };
        responses: {
            /** @description StatusResponse with `data`: the license, in the agent format or, with format=object, as a license object (either is accepted when the query does not say). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["AgentLicense"];
                    }) | (components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["LicenseObject"];
                    });
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getLicense: {
        parameters: {
            query?: {
                /**
                 * @description The license format: netifyd (the agent format, the vendor's default; the interface calls it agentd) or object. agentd is accepted too.
                 * @example object
                 */
                format?: components["parameters"]["format"];
            };
            header?: never;
            path: {
                /**
                 * @description The license serial.
                 * @example LIC-0001
                 */
                serial: components["parameters"]["serial"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatusResponse with `data`: the license in the requested format (either format is accepted when none is given). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["AgentLicense"];
                    }) | (components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["LicenseObject"];
                    });
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LicenseNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteLicense: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The license serial.
                 * @example LIC-0001
                 */
                serial: components["parameters"]["serial"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description StatusResponse only. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LicenseNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    renewLicense: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The license serial.
                 * @example LIC-0001
                 */
                serial: components["parameters"]["serial"];
            };
            cookie?: never;
        };
        /** @description The new expiry, optional. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LicenseRenewRequest"];
            };
        };
        responses: {
            /** @description StatusResponse, with the renewed license in `data` as a real client reads it (the interface shows the StatusResponse alone). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusResponse"] & {
                        data?: components["schemas"]["AgentLicense"] | components["schemas"]["LicenseObject"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LicenseNotFound"];
            405: components["responses"]["MethodNotAllowed"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
}
