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
    "/api/v2/hostnames/{hostname}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up one hostname
         * @description Details of one hostname: a hostname object, whose members the interface does not show.
         */
        get: operations["lookupHostname"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/hostnames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up a batch of hostnames
         * @description Details of each hostname of a batch of at most 100, sent as a JSON array. The interface does not show the container of the answer.
         */
        post: operations["lookupHostnames"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ips/{ip}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up one IP address
         * @description Details of one IPv4 or IPv6 address: an IP object, whose members the interface does not show.
         */
        get: operations["lookupIp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/ips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up a batch of IP addresses
         * @description Details of each IPv4 or IPv6 address of a batch, sent as a JSON array. The interface does not show the container of the answer.
         */
        post: operations["lookupIps"];
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
         * Hostname
         * Format: hostname
         * @description A DNS hostname.
         * @example www.example.com
         */
        Hostname: string;
        /**
         * IP address
         * @description An IPv4 or IPv6 address.
         * @example 203.0.113.7
         * @example 2001:db8::1
         */
        IPAddress: string | unknown | unknown;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    lookupHostname: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The hostname to look up.
                 * @example www.example.com
                 */
                hostname: components["schemas"]["Hostname"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Details of the hostname (a hostname object; its members are not shown by the interface, so only "a JSON object" is checked). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    lookupHostnames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The hostnames to look up: at most 100. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Hostname"][];
            };
        };
        responses: {
            /** @description Details for each listed hostname. The container is not shown by the interface: a JSON array or object is accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown[] | Record<string, never>;
                };
            };
        };
    };
    lookupIp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The IPv4 or IPv6 address to look up.
                 * @example 2001:db8::1
                 */
                ip: components["schemas"]["IPAddress"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Details of the address (an IP object; its members are not shown by the interface, so only "a JSON object" is checked). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    lookupIps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The IPv4 and/or IPv6 addresses to look up (no batch limit is published). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["IPAddress"][];
            };
        };
        responses: {
            /** @description Details for each listed address. The container is not shown by the interface: a JSON array or object is accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown[] | Record<string, never>;
                };
            };
        };
    };
}
