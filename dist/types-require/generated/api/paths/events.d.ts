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
    "/api/v1/events/catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event catalog
         * @description Every event the agent supports, as event catalog entries; `filter_events` (a JSON array of event tags) keeps only those events.
         */
        get: operations["listEventCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active events
         * @description Every active event on the network, as event status entries; `filter_events` (a JSON array of event tags) keeps only those events.
         */
        get: operations["listEventStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event log
         * @description The event log entries. The interface shows no query parameters and no paging for this list.
         */
        get: operations["listEventLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All subscriptions
         * @description Every subscription; the destination `key` is left out.
         */
        get: operations["listSubscriptions"];
        put?: never;
        /**
         * Subscribe a destination to an event
         * @description Associates an identifier and an event tag with a destination (`driver`, `url`, `key`, `score`). The interface does not show the response body.
         */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/subscriptions/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The subscriptions of one identifier
         * @description The subscriptions of one agent or site identifier; the destination `key` is left out.
         */
        get: operations["listSubscriptionsOfIdentifier"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/subscriptions/{identifier}/{event_tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One subscription
         * @description The subscription of one identifier to one event tag; the destination `key` is left out.
         */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        /**
         * Delete a subscription
         * @description Removes the subscription of one identifier to one event tag. The interface does not show the response body.
         */
        delete: operations["deleteSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/lookup/domains/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One domain
         * @description What the service knows of one domain, its category among it (`data.category`, with `id` and `label`, is what real scripts read). Needs no credentials. Not in the interface; the members not read by real clients are not checked.
         */
        get: operations["lookupDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/lookup/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The applications, paged
         * @description The applications the service knows, a page at a time (`page`, `settings_limit`), filtered by first letters and categories; each entry's `id`, `tag` and `label` are what real scripts read. Needs no credentials. Not in the interface; the members not read by real clients are not checked.
         */
        get: operations["lookupApplications"];
        put?: never;
        post?: never;
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
         * Event catalog entry
         * @description An event the agent supports.
         */
        EventCatalogEntry: {
            /**
             * Event ID
             * @description The event ID number.
             */
            id: number;
            /**
             * Event tag
             * @description The event tag (identifies the event, like the ID).
             * @example vpn_detection
             */
            tag: string;
            /**
             * Label
             * @description The name an end user would use.
             */
            label: string;
            /**
             * Introduced
             * @description The agent version that introduced the event.
             */
            introduced: string;
            /**
             * Deprecated
             * @description The agent version that deprecated the event; empty when it is not deprecated.
             */
            deprecated: string;
        };
        /**
         * Event identity
         * @description The catalog identity of an event.
         */
        EventIdentity: {
            /**
             * Event ID
             * @description The event ID number.
             */
            id: number;
            /**
             * Event tag
             * @description The event tag, such as vpn_detection.
             */
            tag: string;
            /**
             * Event label
             * @description The name an end user would use.
             */
            label: string;
        };
        /**
         * Event log entry
         * @description One entry of the event log.
         */
        EventLogEntry: {
            /**
             * Log ID
             * @description The unique log ID.
             */
            id: number;
            /**
             * Event key
             * @description The event tag followed by identifying parts separated by "|" (for example tag, MAC address, protocol ID).
             * @example vpn_detection|00:11:22:33:44:55|123
             */
            key: string;
            /**
             * Event
             * @description The catalog identity of the event.
             */
            event: components["schemas"]["EventIdentity"];
            /**
             * Score
             * @description The risk level, 0 to 100.
             */
            score: components["schemas"]["Score"];
            /**
             * Entry type
             * @description new for a first entry, updated for a later one. The service's published sample for an update shows "update", which is accepted with a divergence warning.
             * @enum {string}
             */
            type: "new" | "updated" | "update";
            /**
             * Title
             * @description The end-user title.
             */
            title: string;
            /**
             * Description
             * @description A short end-user description.
             */
            description: string;
            /**
             * Details
             * @description Event-specific data.
             */
            details: Record<string, never>;
            /**
             * Created
             * @description When the entry was written (Unix time).
             */
            created: components["schemas"]["UnixTime"];
        };
        /**
         * Event status entry
         * @description An event active on the network.
         */
        EventStatusEntry: {
            /**
             * Event key
             * @description The event tag followed by identifying parts separated by "|" (for example tag, MAC address, protocol ID).
             * @example vpn_detection|00:11:22:33:44:55|123
             */
            key: string;
            /**
             * Event
             * @description The catalog identity of the event.
             */
            event: components["schemas"]["EventIdentity"];
            /**
             * Score
             * @description The risk level, 0 to 100.
             */
            score: components["schemas"]["Score"];
            /**
             * Details
             * @description Event-specific data.
             */
            details: Record<string, never>;
            /**
             * First seen
             * @description When the event was first seen (Unix time).
             */
            first_seen: components["schemas"]["UnixTime"];
            /**
             * Last seen
             * @description When the event was last seen (Unix time).
             */
            last_seen: components["schemas"]["UnixTime"];
        };
        /**
         * Event subscription
         * @description A destination registered for an event. The key is accepted on create and never returned in listings.
         */
        EventSubscription: {
            /**
             * Identifier
             * @description The agent or site identifier (UUID).
             */
            identifier?: string;
            /**
             * Driver
             * @description The delivery driver.
             */
            driver?: string;
            /**
             * URL
             * Format: uri
             * @description The destination URL.
             */
            url?: string;
            /**
             * Key
             * @description The subscription key: accepted on create, never returned.
             */
            key?: $Write<string>;
            /**
             * Event tag
             * @description The event tag subscribed to.
             */
            event_tag?: string;
            /**
             * Score threshold
             * @description The score threshold value, 0 to 100.
             */
            score?: components["schemas"]["Score"];
        };
        /**
         * Hostname
         * Format: hostname
         * @description A DNS hostname.
         * @example www.example.com
         */
        Hostname: string;
        /**
         * Score
         * @description Risk level from 0 to 100: 0 informational, 1-25 low, 26-50 medium, 51-75 high, 76-100 critical.
         */
        Score: number;
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
    };
    responses: never;
    parameters: {
        /**
         * @description The event tag.
         * @example vpn_detection
         */
        event_tag: string;
        /** @description Only these events: a JSON array of event tags, such as ["vpn_detection"]. */
        filter_events: string;
        /**
         * @description The agent or site identifier.
         * @example 6a1c9b0e-3f7d-4c2a-9e51-0b8d7f3a2c64
         */
        identifier: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listEventCatalog: {
        parameters: {
            query?: {
                /** @description Only these events: a JSON array of event tags, such as ["vpn_detection"]. */
                filter_events?: components["parameters"]["filter_events"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every event the agent supports: a JSON array of entries, or the integrator-style envelope (status_code, status_message, data array). The container is not shown by the interface; both are accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventCatalogEntry"][] | (components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["EventCatalogEntry"][];
                    });
                };
            };
        };
    };
    listEventStatus: {
        parameters: {
            query?: {
                /** @description Only these events: a JSON array of event tags, such as ["vpn_detection"]. */
                filter_events?: components["parameters"]["filter_events"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every active event on the network: a JSON array of entries, or the integrator-style envelope (status_code, status_message, data array). The container is not shown by the interface; both are accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventStatusEntry"][] | (components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["EventStatusEntry"][];
                    });
                };
            };
        };
    };
    listEventLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entries of the event log: a JSON array of entries, or the integrator-style envelope (status_code, status_message, data array). The container is not shown by the interface; both are accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventLogEntry"][] | (components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["EventLogEntry"][];
                    });
                };
            };
        };
    };
    listSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All subscriptions, without their keys: a JSON array of entries, or the integrator-style envelope (status_code, status_message, data array). The container is not shown by the interface; both are accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventSubscription"][] | (components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["EventSubscription"][];
                    });
                };
            };
        };
    };
    createSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The subscription. identifier, driver, url and event_tag are needed: without an event tag or a destination there is nothing to subscribe. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventSubscription"] & {
                    identifier: unknown;
                    driver: unknown;
                    url: unknown;
                    key?: unknown;
                    event_tag: unknown;
                    score?: unknown;
                };
            };
        };
        responses: {
            /** @description The response body is not shown by the interface; it is not checked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listSubscriptionsOfIdentifier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The agent or site identifier.
                 * @example 6a1c9b0e-3f7d-4c2a-9e51-0b8d7f3a2c64
                 */
                identifier: components["parameters"]["identifier"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions of the identifier, without their keys: a JSON array of entries, or the integrator-style envelope (status_code, status_message, data array). The container is not shown by the interface; both are accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventSubscription"][] | (components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["EventSubscription"][];
                    });
                };
            };
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The agent or site identifier.
                 * @example 6a1c9b0e-3f7d-4c2a-9e51-0b8d7f3a2c64
                 */
                identifier: components["parameters"]["identifier"];
                /**
                 * @description The event tag.
                 * @example vpn_detection
                 */
                event_tag: components["parameters"]["event_tag"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription record, without its key: the record itself, or the integrator-style envelope with the record as data. The container is not shown by the interface; both are accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["StatusResponse"] & {
                        data: components["schemas"]["EventSubscription"];
                    }) | components["schemas"]["EventSubscription"];
                };
            };
        };
    };
    deleteSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The agent or site identifier.
                 * @example 6a1c9b0e-3f7d-4c2a-9e51-0b8d7f3a2c64
                 */
                identifier: components["parameters"]["identifier"];
                /**
                 * @description The event tag.
                 * @example vpn_detection
                 */
                event_tag: components["parameters"]["event_tag"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The response body is not shown by the interface; it is not checked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    lookupDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The domain.
                 * @example twitter.com
                 */
                domain: components["schemas"]["Hostname"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The domain in `data`, beside status_code and status_message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code?: components["schemas"]["StatusCode"];
                        status_message?: string;
                        data: {
                            category?: {
                                /** @description The category ID. */
                                id?: number;
                                /** @description The category label. */
                                label?: string;
                            };
                        };
                        /** @description Page statistics, on paged answers. */
                        data_info?: Record<string, never>;
                    };
                };
            };
        };
    };
    lookupApplications: {
        parameters: {
            query?: {
                /**
                 * @description The page number, from 1.
                 * @example 1
                 */
                page?: number;
                /**
                 * @description Entries per page.
                 * @example 5000
                 */
                settings_limit?: number;
                /**
                 * @description The form of the entries (a real script asks for objects).
                 * @example objects
                 */
                settings_data_format?: string;
                /**
                 * @description Whether entries without a logo carry the default one (the samples send true or false).
                 * @example false
                 */
                settings_show_default_logo?: string;
                /**
                 * @description Only applications whose name starts with this text.
                 * @example f
                 */
                filter_starts_with?: string;
                /** @description Only these application categories: a JSON array of category IDs as strings, such as ["4","24"]. */
                filter_application_categories?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of applications in `data`, beside status_code, status_message and data_info. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status_code?: components["schemas"]["StatusCode"];
                        status_message?: string;
                        data: {
                            /** @description The application ID. */
                            id?: number;
                            /** @description The application tag. */
                            tag?: string;
                            /** @description The application label. */
                            label?: string;
                        }[];
                        /** @description Page statistics, on paged answers. */
                        data_info?: Record<string, never>;
                    };
                };
            };
        };
    };
}
