// The objects and operations of the three HTTP APIs, from schemas/api/.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export const objectNames = ["AgentLicense", "Application", "ApplicationChangelogEntry", "Category", "ErrorResponse", "EventCatalogEntry", "EventLogEntry", "EventStatusEntry", "EventSubscription", "HomePage", "Intelligence", "IntelligenceReleaseLogEntry", "LicenseCreateRequest", "LicenseObject", "LicenseRenewRequest", "Protocol", "ProtocolReleaseLogEntry", "StatusResponse"];
/** Members of the objects that allow no others. */
export const closedMembers = {
    "LicenseCreateRequest": [
        "issued_to",
        "entitlements",
        "expire_at",
        "duration_days",
        "duid",
        "description",
        "notes",
        "renewable",
        "transferable",
        "format"
    ],
    "LicenseRenewRequest": [
        "expire_at",
        "duration_days"
    ]
};
export const operations = [
    {
        "api": "datafeeds",
        "id": "lookupHostname",
        "method": "GET",
        "path": "/api/v2/hostnames/{hostname}",
        "params": [
            {
                "name": "hostname",
                "in": "path",
                "required": true
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ],
            [
                {
                    "in": "header",
                    "name": "authorization",
                    "bearer": true
                }
            ],
            [
                {
                    "in": "query",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "lookupHostnameRequest",
        "responses": {
            "200": {
                "validator": "lookupHostnameResponse200"
            }
        }
    },
    {
        "api": "datafeeds",
        "id": "lookupHostnames",
        "method": "POST",
        "path": "/api/v2/hostnames",
        "params": [],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ],
            [
                {
                    "in": "header",
                    "name": "authorization",
                    "bearer": true
                }
            ],
            [
                {
                    "in": "query",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "required",
        "request": "lookupHostnamesRequest",
        "responses": {
            "200": {
                "validator": "lookupHostnamesResponse200"
            }
        }
    },
    {
        "api": "datafeeds",
        "id": "lookupIp",
        "method": "GET",
        "path": "/api/v2/ips/{ip}",
        "params": [
            {
                "name": "ip",
                "in": "path",
                "required": true
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ],
            [
                {
                    "in": "header",
                    "name": "authorization",
                    "bearer": true
                }
            ],
            [
                {
                    "in": "query",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "lookupIpRequest",
        "responses": {
            "200": {
                "validator": "lookupHostnameResponse200"
            }
        }
    },
    {
        "api": "datafeeds",
        "id": "lookupIps",
        "method": "POST",
        "path": "/api/v2/ips",
        "params": [],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ],
            [
                {
                    "in": "header",
                    "name": "authorization",
                    "bearer": true
                }
            ],
            [
                {
                    "in": "query",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "required",
        "request": "lookupIpsRequest",
        "responses": {
            "200": {
                "validator": "lookupHostnamesResponse200"
            }
        }
    },
    {
        "api": "events",
        "id": "listEventCatalog",
        "method": "GET",
        "path": "/api/v1/events/catalog",
        "params": [
            {
                "name": "filter_events",
                "in": "query",
                "json": true
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ],
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "authorization",
                    "bearer": true
                }
            ]
        ],
        "body": "none",
        "request": "listEventCatalogRequest",
        "responses": {
            "200": {
                "validator": "listEventCatalogResponse200",
                "entries": "EventCatalogEntry"
            }
        }
    },
    {
        "api": "events",
        "id": "listEventStatus",
        "method": "GET",
        "path": "/api/v1/events/status",
        "params": [
            {
                "name": "filter_events",
                "in": "query",
                "json": true
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ],
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "authorization",
                    "bearer": true
                }
            ]
        ],
        "body": "none",
        "request": "listEventCatalogRequest",
        "responses": {
            "200": {
                "validator": "listEventStatusResponse200",
                "entries": "EventStatusEntry"
            }
        }
    },
    {
        "api": "events",
        "id": "listEventLog",
        "method": "GET",
        "path": "/api/v1/events/log",
        "params": [],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ],
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "authorization",
                    "bearer": true
                }
            ]
        ],
        "body": "none",
        "request": "listEventLogRequest",
        "responses": {
            "200": {
                "validator": "listEventLogResponse200",
                "entries": "EventLogEntry"
            }
        }
    },
    {
        "api": "events",
        "id": "listSubscriptions",
        "method": "GET",
        "path": "/api/v1/events/subscriptions",
        "params": [],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ],
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "authorization",
                    "bearer": true
                }
            ]
        ],
        "body": "none",
        "request": "listEventLogRequest",
        "responses": {
            "200": {
                "validator": "listSubscriptionsResponse200",
                "entries": "EventSubscription"
            }
        }
    },
    {
        "api": "events",
        "id": "createSubscription",
        "method": "POST",
        "path": "/api/v1/events/subscriptions",
        "params": [],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ],
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "authorization",
                    "bearer": true
                }
            ]
        ],
        "body": "required",
        "bodyObject": "EventSubscription",
        "bodyMembers": [
            "identifier",
            "driver",
            "url",
            "key",
            "event_tag",
            "score"
        ],
        "request": "createSubscriptionRequest",
        "responses": {
            "200": {}
        }
    },
    {
        "api": "events",
        "id": "listSubscriptionsOfIdentifier",
        "method": "GET",
        "path": "/api/v1/events/subscriptions/{identifier}",
        "params": [
            {
                "name": "identifier",
                "in": "path",
                "required": true
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ],
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "authorization",
                    "bearer": true
                }
            ]
        ],
        "body": "none",
        "request": "listSubscriptionsOfIdentifierRequest",
        "responses": {
            "200": {
                "validator": "listSubscriptionsResponse200",
                "entries": "EventSubscription"
            }
        }
    },
    {
        "api": "events",
        "id": "getSubscription",
        "method": "GET",
        "path": "/api/v1/events/subscriptions/{identifier}/{event_tag}",
        "params": [
            {
                "name": "identifier",
                "in": "path",
                "required": true
            },
            {
                "name": "event_tag",
                "in": "path",
                "required": true
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ],
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "authorization",
                    "bearer": true
                }
            ]
        ],
        "body": "none",
        "request": "getSubscriptionRequest",
        "responses": {
            "200": {
                "validator": "getSubscriptionResponse200"
            }
        }
    },
    {
        "api": "events",
        "id": "deleteSubscription",
        "method": "DELETE",
        "path": "/api/v1/events/subscriptions/{identifier}/{event_tag}",
        "params": [
            {
                "name": "identifier",
                "in": "path",
                "required": true
            },
            {
                "name": "event_tag",
                "in": "path",
                "required": true
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ],
            [
                {
                    "in": "header",
                    "name": "x-net-uuid"
                },
                {
                    "in": "header",
                    "name": "authorization",
                    "bearer": true
                }
            ]
        ],
        "body": "none",
        "request": "getSubscriptionRequest",
        "responses": {
            "200": {}
        }
    },
    {
        "api": "events",
        "id": "lookupDomain",
        "method": "GET",
        "path": "/api/v2/lookup/domains/{domain}",
        "params": [
            {
                "name": "domain",
                "in": "path",
                "required": true
            }
        ],
        "security": [],
        "body": "none",
        "request": "lookupDomainRequest",
        "responses": {
            "200": {
                "validator": "lookupDomainResponse200"
            }
        }
    },
    {
        "api": "events",
        "id": "lookupApplications",
        "method": "GET",
        "path": "/api/v2/lookup/applications",
        "params": [
            {
                "name": "page",
                "in": "query",
                "integer": true
            },
            {
                "name": "settings_limit",
                "in": "query",
                "integer": true
            },
            {
                "name": "settings_data_format",
                "in": "query"
            },
            {
                "name": "settings_show_default_logo",
                "in": "query"
            },
            {
                "name": "filter_starts_with",
                "in": "query"
            },
            {
                "name": "filter_application_categories",
                "in": "query",
                "json": true
            }
        ],
        "security": [],
        "body": "none",
        "request": "lookupApplicationsRequest",
        "responses": {
            "200": {
                "validator": "lookupApplicationsResponse200"
            }
        }
    },
    {
        "api": "integrator",
        "id": "listApplications",
        "method": "GET",
        "path": "/applications/catalog",
        "params": [
            {
                "name": "version",
                "in": "query"
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "listApplicationsRequest",
        "responses": {
            "200": {
                "validator": "listApplicationsResponse200"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "listApplicationCategories",
        "method": "GET",
        "path": "/applications/categories",
        "params": [
            {
                "name": "version",
                "in": "query"
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "listApplicationsRequest",
        "responses": {
            "200": {
                "validator": "listApplicationCategoriesResponse200"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "listApplicationChanges",
        "method": "GET",
        "path": "/applications/changelog",
        "params": [],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "listEventLogRequest",
        "responses": {
            "200": {
                "validator": "listApplicationChangesResponse200"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "getApplicationHierarchy",
        "method": "GET",
        "path": "/applications/hierarchy",
        "params": [],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "listEventLogRequest",
        "responses": {
            "200": {
                "validator": "getApplicationHierarchyResponse200"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "listIntelligence",
        "method": "GET",
        "path": "/intelligence/catalog",
        "params": [
            {
                "name": "version",
                "in": "query"
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "listApplicationsRequest",
        "responses": {
            "200": {
                "validator": "listIntelligenceResponse200"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "listIntelligenceCategories",
        "method": "GET",
        "path": "/intelligence/categories",
        "params": [],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "listEventLogRequest",
        "responses": {
            "200": {
                "validator": "listApplicationCategoriesResponse200"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "listIntelligenceReleases",
        "method": "GET",
        "path": "/intelligence/releaselog",
        "params": [],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "listEventLogRequest",
        "responses": {
            "200": {
                "validator": "listIntelligenceReleasesResponse200"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "listProtocols",
        "method": "GET",
        "path": "/protocols/catalog",
        "params": [
            {
                "name": "version",
                "in": "query"
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "listApplicationsRequest",
        "responses": {
            "200": {
                "validator": "listProtocolsResponse200"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "listProtocolCategories",
        "method": "GET",
        "path": "/protocols/categories",
        "params": [
            {
                "name": "version",
                "in": "query"
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "listApplicationsRequest",
        "responses": {
            "200": {
                "validator": "listApplicationCategoriesResponse200"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "listProtocolReleases",
        "method": "GET",
        "path": "/protocols/release-log",
        "params": [],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "listEventLogRequest",
        "responses": {
            "200": {
                "validator": "listProtocolReleasesResponse200"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "getSignatureCategories",
        "method": "GET",
        "path": "/signatures/categories",
        "params": [
            {
                "name": "version",
                "in": "query",
                "required": true
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "getSignatureCategoriesRequest",
        "responses": {
            "200": {
                "validator": "lookupHostnameResponse200"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "getApplicationSignatures",
        "method": "GET",
        "path": "/signatures/applications",
        "params": [
            {
                "name": "version",
                "in": "query",
                "required": true
            },
            {
                "name": "ip_version",
                "in": "query",
                "integer": true
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "getApplicationSignaturesRequest",
        "responses": {
            "200": {
                "validator": "getApplicationSignaturesResponse200",
                "contentType": "application/octet-stream"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "getIntelligenceSignatures",
        "method": "GET",
        "path": "/signatures/intelligence",
        "params": [
            {
                "name": "version",
                "in": "query",
                "required": true
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "getSignatureCategoriesRequest",
        "responses": {
            "200": {
                "validator": "getApplicationSignaturesResponse200",
                "contentType": "application/octet-stream"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "listLicenses",
        "method": "GET",
        "path": "/licenses",
        "params": [
            {
                "name": "format",
                "in": "query"
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "listLicensesRequest",
        "responses": {
            "200": {
                "byQuery": "format",
                "variants": {
                    "netifyd": "listLicensesResponse200Netifyd",
                    "agentd": "listLicensesResponse200Netifyd",
                    "object": "listLicensesResponse200Object"
                }
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "createLicense",
        "method": "POST",
        "path": "/licenses",
        "params": [
            {
                "name": "format",
                "in": "query"
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "required",
        "bodyObject": "LicenseCreateRequest",
        "bodyMembers": [
            "issued_to",
            "entitlements",
            "expire_at",
            "duration_days",
            "duid",
            "description",
            "notes",
            "renewable",
            "transferable",
            "format"
        ],
        "request": "createLicenseRequest",
        "responses": {
            "200": {
                "byQuery": "format",
                "variants": {
                    "netifyd": "createLicenseResponse200Netifyd",
                    "agentd": "createLicenseResponse200Netifyd",
                    "object": "createLicenseResponse200Object"
                }
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "getLicense",
        "method": "GET",
        "path": "/licenses/{serial}",
        "params": [
            {
                "name": "serial",
                "in": "path",
                "required": true
            },
            {
                "name": "format",
                "in": "query"
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "getLicenseRequest",
        "responses": {
            "200": {
                "byQuery": "format",
                "variants": {
                    "netifyd": "createLicenseResponse200Netifyd",
                    "agentd": "createLicenseResponse200Netifyd",
                    "object": "createLicenseResponse200Object"
                }
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "404": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "deleteLicense",
        "method": "DELETE",
        "path": "/licenses/{serial}",
        "params": [
            {
                "name": "serial",
                "in": "path",
                "required": true
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "none",
        "request": "deleteLicenseRequest",
        "responses": {
            "200": {
                "validator": "deleteLicenseResponse200"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "404": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    },
    {
        "api": "integrator",
        "id": "renewLicense",
        "method": "POST",
        "path": "/licenses/{serial}/renew",
        "params": [
            {
                "name": "serial",
                "in": "path",
                "required": true
            }
        ],
        "security": [
            [
                {
                    "in": "header",
                    "name": "x-api-key"
                }
            ]
        ],
        "body": "optional",
        "bodyObject": "LicenseRenewRequest",
        "bodyMembers": [
            "expire_at",
            "duration_days"
        ],
        "request": "renewLicenseRequest",
        "responses": {
            "200": {
                "validator": "renewLicenseResponse200"
            },
            "400": {
                "validator": "listApplicationsResponse400"
            },
            "401": {
                "validator": "listApplicationsResponse400"
            },
            "403": {
                "validator": "listApplicationsResponse400"
            },
            "404": {
                "validator": "listApplicationsResponse400"
            },
            "405": {
                "validator": "listApplicationsResponse400"
            },
            "409": {
                "validator": "listApplicationsResponse400"
            },
            "422": {
                "validator": "listApplicationsResponse400"
            },
            "429": {},
            "500": {}
        }
    }
];
