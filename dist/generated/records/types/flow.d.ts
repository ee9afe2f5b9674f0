/**
 * A non-negative integer count.
 */
export type RecordsCount = number;
/**
 * A flow identity digest, hexadecimal.
 */
export type RecordsDigest = string;
/**
 * A point in time, Unix milliseconds.
 */
export type RecordsUnixMillis = number;
/**
 * Mean bytes per second: a non-negative number.
 */
export type RecordsRate = number;
/**
 * What kind of address the other side of a flow has.
 */
export type RecordsOtherType = 'local' | 'remote' | 'broadcast' | 'multicast' | 'unsupported' | 'error' | 'unknown';
/**
 * A flow at detection (`flow`), on a DPI update (`flow_dpi_update`) and on DPI completion (`flow_dpi_complete`).
 */
export interface FlowRecord {
    /**
     * Which point of the flow's detection this record reports.
     */
    type: 'flow' | 'flow_dpi_update' | 'flow_dpi_complete';
    /**
     * Name of the capture interface that saw the flow.
     */
    interface: string;
    /**
     * Whether both sides of the flow are local.
     */
    internal: boolean;
    /**
     * The flow: its sides, what was detected, and its counters.
     */
    flow: {
        /**
         * Whether the application was decided by the IP address rather than by inspection. Sent by agent 5.2 and later; agent 5.0 does not send it.
         */
        app_ip_override: boolean;
        /**
         * Whether the application and the protocol are the same detection. Sent by agent 5.2 and later; agent 5.0 does not send it.
         */
        app_proto_twins: boolean;
        /**
         * BitTorrent details.
         */
        bt?: {
            /**
             * The torrent's info hash.
             */
            info_hash?: string;
        };
        /**
         * Category IDs of the flow's application, domain, protocol and networks.
         */
        category: {
            /**
             * Category ID of the application.
             */
            application: number;
            /**
             * Category ID of the domain.
             */
            domain: number;
            /**
             * Category ID of the local network. Sent by agent 5.2 and later; agent 5.0 does not send it.
             */
            local_network?: number;
            /**
             * Category ID of the other network. Sent by agent 5.2 and later; agent 5.0 does not send it.
             */
            other_network?: number;
            /**
             * Category ID of the overlay network. Sent by agent 5.2 and later; agent 5.0 does not send it.
             */
            overlay: number;
            /**
             * Category ID of the protocol.
             */
            protocol: number;
        };
        /**
         * The kernel connection-tracking entry of the flow. Sent by agent 5.2 and later; agent 5.0 does not send it.
         */
        conntrack?: {
            /**
             * Connection-tracking entry ID.
             */
            id?: number;
            /**
             * Connection mark.
             */
            mark?: number;
            /**
             * Destination address of the reply direction.
             */
            reply_dst_ip?: string;
            /**
             * Destination port of the reply direction.
             */
            reply_dst_port?: number;
            /**
             * Source address of the reply direction.
             */
            reply_src_ip?: string;
            /**
             * Source port of the reply direction.
             */
            reply_src_port?: number;
        };
        /**
         * ID of the detected application.
         */
        detected_application: number;
        /**
         * Tag of the detected application.
         */
        detected_application_name: string;
        /**
         * ID of the detected protocol.
         */
        detected_protocol: number;
        /**
         * Name of the detected protocol.
         */
        detected_protocol_name: string;
        /**
         * Whether the detection is a guess.
         */
        detection_guessed: boolean;
        detection_packets: RecordsCount;
        /**
         * Whether the detection changed since the previous record.
         */
        detection_updated: boolean;
        /**
         * Whether the DNS hint cache named the host (present when that cache is enabled).
         */
        dhc_hit?: boolean;
        /**
         * DHCP details.
         */
        dhcp?: {
            /**
             * DHCP vendor class identifier.
             */
            class_ident?: string;
            /**
             * DHCP option fingerprint.
             */
            fingerprint?: string;
        };
        digest: RecordsDigest;
        /**
         * Digests the flow had before its identity changed.
         */
        digest_prev?: RecordsDigest[];
        /**
         * Host name learnt from DNS for the other side.
         */
        dns_host_name?: string;
        /**
         * Whether the flow hash cache recognised the flow (present when that cache is enabled).
         */
        fhc_hit?: boolean;
        /**
         * When the flow was first seen, Unix milliseconds.
         */
        first_seen_at: number;
        /**
         * The GTP tunnel the flow runs in.
         */
        gtp?: {
            /**
             * DSCP value of the tunnel.
             */
            ip_dscp?: number;
            /**
             * IP version of the tunnel: 4 or 6.
             */
            ip_version?: 4 | 6;
            /**
             * Local tunnel endpoint address.
             */
            local_ip?: string;
            /**
             * Local tunnel endpoint port.
             */
            local_port?: number;
            /**
             * Local tunnel endpoint identifier.
             */
            local_teid?: number;
            /**
             * Other tunnel endpoint address.
             */
            other_ip?: string;
            /**
             * Other tunnel endpoint port.
             */
            other_port?: number;
            /**
             * Other tunnel endpoint identifier.
             */
            other_teid?: number;
            /**
             * What kind of address the other tunnel endpoint has (a narrower set than for flows).
             */
            other_type?: 'local' | 'remote' | 'unsupported' | 'error';
            /**
             * GTP protocol version.
             */
            version?: number;
        };
        /**
         * Host name of the server, from the protocol.
         */
        host_server_name: string;
        /**
         * HTTP details.
         */
        http?: {
            /**
             * Requested URL.
             */
            url?: string;
            /**
             * Client user agent.
             */
            user_agent?: string;
        };
        /**
         * DSCP value of the flow. Sent by agent 5.2 and later; agent 5.0 does not send it.
         */
        ip_dscp: number;
        /**
         * Whether the flow is translated.
         */
        ip_nat: boolean;
        /**
         * IP protocol number.
         */
        ip_protocol: number;
        /**
         * IP version of the flow: 4 or 6.
         */
        ip_version: 4 | 6;
        last_seen_at: RecordsUnixMillis;
        local_bytes?: RecordsCount;
        /**
         * Address of the local side.
         */
        local_ip: string;
        /**
         * Hardware address of the local side.
         */
        local_mac: string;
        /**
         * Whether the local side opened the flow.
         */
        local_origin: boolean;
        local_packets?: RecordsCount;
        /**
         * Port of the local side.
         */
        local_port: number;
        local_rate?: RecordsRate;
        /**
         * mDNS details.
         */
        mdns?: {
            /**
             * mDNS answer.
             */
            answer?: string;
        };
        /**
         * Interfaces of a flow captured through a netfilter queue. Sent by agent 5.2 and later; agent 5.0 does not send it.
         */
        nfq?: {
            /**
             * Outgoing interface.
             */
            dst_iface?: string;
            /**
             * Incoming interface.
             */
            src_iface?: string;
        };
        other_bytes?: RecordsCount;
        /**
         * Address of the other side.
         */
        other_ip: string;
        /**
         * Hardware address of the other side.
         */
        other_mac: string;
        other_packets?: RecordsCount;
        /**
         * Port of the other side.
         */
        other_port: number;
        other_rate?: RecordsRate;
        other_type: RecordsOtherType;
        /**
         * Risks the detection engine found.
         */
        risks?: {
            /**
             * Overall risk score.
             */
            ndpi_risk_score?: number;
            /**
             * Risk score of the client side.
             */
            ndpi_risk_score_client?: number;
            /**
             * Risk score of the server side.
             */
            ndpi_risk_score_server?: number;
            /**
             * IDs of the risks found.
             */
            risks?: number[];
        };
        /**
         * Whether a soft dissector made the detection.
         */
        soft_dissector: boolean;
        /**
         * SSDP details.
         */
        ssdp?: {
            /**
             * SSDP user agent.
             */
            user_agent?: string;
        };
        /**
         * SSH details.
         */
        ssh?: {
            /**
             * Client software banner.
             */
            client?: string;
            /**
             * Server software banner.
             */
            server?: string;
        };
        /**
         * TLS details.
         */
        ssl?: {
            /**
             * Protocols the client offered.
             */
            alpn?: string[];
            /**
             * Protocols the server chose.
             */
            alpn_server?: string[];
            /**
             * Negotiated cipher suite, hexadecimal such as 0x1301.
             */
            cipher_suite?: string;
            /**
             * JA4 fingerprint of the client hello. Sent by agent 5.2 and later; agent 5.0 sends client_ja3 and server_ja3 instead.
             */
            client_ja4?: string;
            /**
             * Server name the client asked for.
             */
            client_sni?: string;
            /**
             * Version of the encrypted client hello, hexadecimal.
             */
            encrypted_ch_version?: string;
            /**
             * SHA-1 of the server certificate.
             */
            fingerprint?: string;
            /**
             * Distinguished name of the certificate issuer.
             */
            issuer_dn?: string;
            /**
             * Common name of the server certificate.
             */
            server_cn?: string;
            /**
             * Distinguished name of the certificate subject.
             */
            subject_dn?: string;
            /**
             * Negotiated TLS version, hexadecimal such as 0x0303.
             */
            version?: string;
        };
        /**
         * STUN addresses, each a host:port string. Sent by agent 5.2 and later; agent 5.0 does not send it.
         */
        stun?: {
            /**
             * Mapped address, host:port.
             */
            mapped?: string;
            /**
             * Other address, host:port.
             */
            other?: string;
            /**
             * Peer address, host:port.
             */
            peer: string;
            /**
             * Relayed address, host:port.
             */
            relayed?: string;
            /**
             * Response origin address, host:port.
             */
            response?: string;
        };
        /**
         * Tags attached to the flow. Sent by agent 5.2 and later; agent 5.0 does not send it.
         */
        tags?: string[];
        tcp?: RecordsTcpCounters;
        total_bytes?: RecordsCount;
        total_packets?: RecordsCount;
        /**
         * VLAN the flow belongs to (0 for none).
         */
        vlan_id: number;
    };
}
/**
 * TCP problems seen on the flow; left out for flows that are not TCP.
 */
export interface RecordsTcpCounters {
    /**
     * TCP resets seen on the flow.
     */
    resets?: number;
    /**
     * TCP retransmissions seen on the flow.
     */
    retrans?: number;
    /**
     * TCP sequence errors seen on the flow.
     */
    seq_errors?: number;
}
