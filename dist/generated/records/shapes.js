// What each record schema knows, for unknown-member checks.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.
export const recordShapes = {
    "agent_status": {
        "props": {
            "type": {},
            "agent_version": {
                "since": "5.2"
            },
            "build_version": {
                "since": "5.2"
            },
            "cpu_cores": {},
            "cpu_system": {},
            "cpu_system_prev": {},
            "cpu_user": {},
            "cpu_user_prev": {},
            "dhc_status": {},
            "fhc_status": {
                "since": "5.2"
            },
            "flow_count": {},
            "flow_count_prev": {},
            "flows_active": {},
            "flows_expired": {},
            "flows_expiring": {},
            "flows_in_use": {},
            "flows_purged": {},
            "maxrss_kb": {},
            "maxrss_kb_prev": {},
            "memrss_kb": {
                "since": "5.2"
            },
            "memrss_kb_prev": {
                "since": "5.2"
            },
            "tcm_kb": {},
            "tcm_kb_prev": {},
            "timestamp": {},
            "update_imf": {},
            "update_interval": {},
            "uptime": {}
        }
    },
    "endpoints": {
        "props": {
            "type": {}
        },
        "each": {
            "items": {}
        }
    },
    "flow": {
        "props": {
            "type": {},
            "interface": {},
            "internal": {},
            "flow": {
                "props": {
                    "app_ip_override": {
                        "since": "5.2"
                    },
                    "app_proto_twins": {
                        "since": "5.2"
                    },
                    "bt": {
                        "props": {
                            "info_hash": {}
                        }
                    },
                    "category": {
                        "props": {
                            "application": {},
                            "domain": {},
                            "local_network": {
                                "since": "5.2"
                            },
                            "other_network": {
                                "since": "5.2"
                            },
                            "overlay": {
                                "since": "5.2"
                            },
                            "protocol": {}
                        }
                    },
                    "conntrack": {
                        "since": "5.2",
                        "props": {
                            "id": {},
                            "mark": {},
                            "reply_dst_ip": {},
                            "reply_dst_port": {},
                            "reply_src_ip": {},
                            "reply_src_port": {}
                        }
                    },
                    "detected_application": {},
                    "detected_application_name": {},
                    "detected_protocol": {},
                    "detected_protocol_name": {},
                    "detection_guessed": {},
                    "detection_packets": {},
                    "detection_updated": {},
                    "dhc_hit": {},
                    "dhcp": {
                        "props": {
                            "class_ident": {},
                            "fingerprint": {}
                        }
                    },
                    "digest": {},
                    "digest_prev": {
                        "items": {}
                    },
                    "dns_host_name": {},
                    "fhc_hit": {},
                    "first_seen_at": {},
                    "gtp": {
                        "props": {
                            "ip_dscp": {},
                            "ip_version": {},
                            "local_ip": {},
                            "local_port": {},
                            "local_teid": {},
                            "other_ip": {},
                            "other_port": {},
                            "other_teid": {},
                            "other_type": {},
                            "version": {}
                        }
                    },
                    "host_server_name": {},
                    "http": {
                        "props": {
                            "url": {},
                            "user_agent": {}
                        }
                    },
                    "ip_dscp": {
                        "since": "5.2"
                    },
                    "ip_nat": {},
                    "ip_protocol": {},
                    "ip_version": {},
                    "last_seen_at": {},
                    "local_bytes": {},
                    "local_ip": {},
                    "local_mac": {},
                    "local_origin": {},
                    "local_packets": {},
                    "local_port": {},
                    "local_rate": {},
                    "mdns": {
                        "props": {
                            "answer": {}
                        }
                    },
                    "nfq": {
                        "since": "5.2",
                        "props": {
                            "dst_iface": {},
                            "src_iface": {}
                        }
                    },
                    "other_bytes": {},
                    "other_ip": {},
                    "other_mac": {},
                    "other_packets": {},
                    "other_port": {},
                    "other_rate": {},
                    "other_type": {},
                    "risks": {
                        "props": {
                            "ndpi_risk_score": {},
                            "ndpi_risk_score_client": {},
                            "ndpi_risk_score_server": {},
                            "risks": {
                                "items": {}
                            }
                        }
                    },
                    "soft_dissector": {},
                    "ssdp": {
                        "props": {
                            "user_agent": {}
                        }
                    },
                    "ssh": {
                        "props": {
                            "client": {},
                            "server": {}
                        }
                    },
                    "ssl": {
                        "props": {
                            "alpn": {
                                "items": {}
                            },
                            "alpn_server": {
                                "items": {}
                            },
                            "cipher_suite": {},
                            "client_ja4": {
                                "since": "5.2"
                            },
                            "client_sni": {},
                            "encrypted_ch_version": {},
                            "fingerprint": {},
                            "issuer_dn": {},
                            "server_cn": {},
                            "subject_dn": {},
                            "version": {}
                        }
                    },
                    "stun": {
                        "since": "5.2",
                        "props": {
                            "mapped": {},
                            "other": {},
                            "peer": {},
                            "relayed": {},
                            "response": {}
                        }
                    },
                    "tags": {
                        "since": "5.2",
                        "items": {}
                    },
                    "tcp": {
                        "props": {
                            "resets": {},
                            "retrans": {},
                            "seq_errors": {}
                        }
                    },
                    "total_bytes": {},
                    "total_packets": {},
                    "vlan_id": {}
                }
            }
        }
    },
    "flow_intel": {
        "props": {
            "type": {},
            "interface": {},
            "internal": {},
            "flow": {
                "props": {
                    "detection_packets": {},
                    "digest": {},
                    "digest_prev": {
                        "items": {}
                    },
                    "last_seen_at": {},
                    "local_bytes": {},
                    "local_packets": {},
                    "local_rate": {},
                    "other_bytes": {},
                    "other_packets": {},
                    "other_rate": {},
                    "tcp": {
                        "props": {
                            "resets": {},
                            "retrans": {},
                            "seq_errors": {}
                        }
                    },
                    "total_bytes": {},
                    "total_packets": {},
                    "intel": {
                        "items": {
                            "props": {
                                "category": {},
                                "criteria": {},
                                "data_feed": {},
                                "event": {},
                                "indicator": {},
                                "indicator_driver": {},
                                "score": {}
                            }
                        }
                    }
                }
            }
        }
    },
    "flow_purge": {
        "props": {
            "type": {},
            "interface": {},
            "internal": {},
            "reason": {},
            "flow": {
                "props": {
                    "detection_packets": {},
                    "digest": {},
                    "digest_prev": {
                        "items": {}
                    },
                    "last_seen_at": {},
                    "local_bytes": {},
                    "local_packets": {},
                    "local_rate": {},
                    "other_bytes": {},
                    "other_packets": {},
                    "other_rate": {},
                    "tcp": {
                        "props": {
                            "resets": {},
                            "retrans": {},
                            "seq_errors": {}
                        }
                    },
                    "total_bytes": {},
                    "total_packets": {}
                }
            }
        }
    },
    "flow_stats": {
        "props": {
            "type": {},
            "interface": {},
            "internal": {},
            "flow": {
                "props": {
                    "detection_packets": {},
                    "digest": {},
                    "digest_prev": {
                        "items": {}
                    },
                    "last_seen_at": {},
                    "local_bytes": {},
                    "local_packets": {},
                    "local_rate": {},
                    "other_bytes": {},
                    "other_packets": {},
                    "other_rate": {},
                    "tcp": {
                        "props": {
                            "resets": {},
                            "retrans": {},
                            "seq_errors": {}
                        }
                    },
                    "total_bytes": {},
                    "total_packets": {}
                }
            }
        }
    },
    "global_stats": {
        "props": {
            "type": {},
            "capture_dropped": {},
            "capture_filtered": {},
            "discarded": {},
            "discarded_bytes": {},
            "ethernet": {},
            "flow_dropped": {},
            "fragmented": {},
            "icmp": {},
            "igmp": {},
            "ip": {},
            "ip_bytes": {},
            "largest_bytes": {},
            "mpls": {},
            "pppoe": {},
            "queue_dropped": {},
            "raw": {},
            "tcp": {},
            "tcp_resets": {},
            "tcp_seq_errors": {},
            "udp": {},
            "vlan": {},
            "wire_bytes": {}
        }
    },
    "interface_stats": {
        "props": {
            "type": {}
        },
        "each": {
            "props": {
                "capture_dropped": {},
                "capture_filtered": {},
                "discarded": {},
                "discarded_bytes": {},
                "ethernet": {},
                "flow_dropped": {},
                "fragmented": {},
                "icmp": {},
                "igmp": {},
                "ip": {},
                "ip_bytes": {},
                "largest_bytes": {},
                "mpls": {},
                "pppoe": {},
                "queue_dropped": {},
                "raw": {},
                "tcp": {},
                "tcp_resets": {},
                "tcp_seq_errors": {},
                "udp": {},
                "vlan": {},
                "wire_bytes": {}
            }
        }
    },
    "interfaces": {
        "props": {
            "type": {}
        },
        "each": {
            "props": {
                "addr": {
                    "items": {}
                },
                "capture_file": {},
                "capture_type": {},
                "mac": {},
                "role": {}
            }
        }
    }
};
