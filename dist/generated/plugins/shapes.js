// What each kind knows, for defaults, inheritance and unknown-key checks.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export const shapes = {
    "proc-aggregator": {
        "props": {
            "aggregator": {},
            "log_interval": {
                "default": 60
            },
            "privacy_mode": {},
            "format": {},
            "compressor": {},
            "batched_rows": {
                "default": 0
            },
            "nested": {
                "default": false
            },
            "nested_mode": {
                "aliasOf": "nested"
            },
            "criteria": {
                "items": {}
            },
            "sinks": {
                "each": {
                    "each": {
                        "props": {
                            "enable": {
                                "default": true
                            },
                            "format": {
                                "inherit": true
                            },
                            "compressor": {
                                "inherit": true
                            }
                        }
                    }
                }
            }
        }
    },
    "proc-core": {
        "props": {
            "format": {
                "default": "json"
            },
            "compressor": {
                "default": "none"
            },
            "types": {
                "items": {}
            },
            "flow_filters": {
                "items": {}
            },
            "sinks": {
                "each": {
                    "each": {
                        "props": {
                            "enable": {
                                "default": true
                            },
                            "format": {
                                "inherit": true
                            },
                            "compressor": {
                                "inherit": true
                            },
                            "types": {
                                "prepend": true,
                                "items": {}
                            }
                        }
                    }
                }
            }
        }
    },
    "proc-dev-discovery": {
        "props": {
            "format": {},
            "compressor": {},
            "max_confidence": {
                "default": 80
            },
            "max_devices": {
                "default": 0
            },
            "max_device_age": {
                "default": 0
            },
            "max_ja4_clients": {
                "default": 10,
                "props": {
                    "max": {},
                    "update_min": {},
                    "update_ttl": {}
                }
            },
            "max_mdns_services": {
                "default": 10,
                "props": {
                    "max": {},
                    "update_min": {},
                    "update_ttl": {}
                }
            },
            "max_http_user_agents": {
                "default": 10,
                "props": {
                    "max": {},
                    "update_min": {},
                    "update_ttl": {}
                }
            },
            "max_ssdp_user_agents": {
                "default": 10,
                "props": {
                    "max": {},
                    "update_min": {},
                    "update_ttl": {}
                }
            },
            "path_device_cache": {},
            "process_all_macs": {
                "default": false
            },
            "device_mac_ignore": {
                "items": {}
            },
            "cloud_api": {
                "props": {
                    "enable": {
                        "default": true
                    }
                }
            },
            "netify_api": {
                "props": {
                    "enable": {
                        "default": true
                    }
                }
            },
            "sinks": {
                "each": {
                    "each": {
                        "props": {
                            "enable": {
                                "default": true
                            },
                            "format": {
                                "inherit": true
                            },
                            "compressor": {
                                "inherit": true
                            },
                            "flush": {
                                "default": true
                            }
                        }
                    }
                }
            }
        }
    },
    "proc-intel": {
        "props": {
            "indicator_defaults": {
                "props": {
                    "sink": {
                        "props": {
                            "flow_metadata": {}
                        }
                    },
                    "event_filter": {
                        "items": {}
                    }
                }
            },
            "indicators": {
                "each": {
                    "props": {
                        "enabled": {
                            "default": true
                        },
                        "indicator_driver": {},
                        "criteria": {},
                        "data_feeds": {
                            "items": {}
                        },
                        "proc_targets": {
                            "items": {}
                        },
                        "sink_targets": {
                            "items": {}
                        }
                    }
                }
            },
            "sink_targets": {
                "each": {
                    "props": {
                        "sink": {},
                        "channels": {
                            "each": {
                                "props": {
                                    "enabled": {
                                        "default": true
                                    },
                                    "dispatch_flags": {
                                        "items": {}
                                    }
                                }
                            }
                        }
                    }
                }
            }
        },
        "closed": true
    },
    "proc-lua": {
        "props": {
            "script": {}
        }
    },
    "proc-python": {
        "props": {
            "debug": {},
            "script": {}
        }
    },
    "sink-http": {
        "props": {
            "timeout_connect": {
                "default": 30
            },
            "timeout_transfer": {
                "default": 300
            },
            "tls_verify": {
                "default": true
            },
            "tls_version1": {
                "default": false
            },
            "channels": {
                "each": {
                    "props": {
                        "enable": {
                            "default": true
                        },
                        "timeout_connect": {
                            "inherit": true
                        },
                        "timeout_transfer": {
                            "inherit": true
                        },
                        "tls_verify": {
                            "inherit": true
                        },
                        "tls_version1": {
                            "inherit": true
                        },
                        "url": {},
                        "headers": {
                            "each": {}
                        }
                    }
                }
            }
        }
    },
    "sink-ubus": {
        "props": {
            "channels": {
                "each": {
                    "props": {
                        "enable": {},
                        "path": {},
                        "function": {}
                    }
                }
            }
        }
    }
};
