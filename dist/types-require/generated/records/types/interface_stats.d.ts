/**
 * Packet counters of each capture interface, keyed by interface name.
 */
export interface InterfaceStatsRecord {
    /**
     * Names the record: always "interface_stats".
     */
    type: 'interface_stats';
    [k: string]: RecordsInterfaceCounters | 'interface_stats';
}
/**
 * The 22 packet counters the agent keeps per interface and in total; all integers, all required.
 */
export interface RecordsInterfaceCounters {
    /**
     * Packets the capture layer dropped.
     */
    capture_dropped: number;
    /**
     * Packets the capture filter left out.
     */
    capture_filtered: number;
    /**
     * Packets discarded without processing.
     */
    discarded: number;
    /**
     * Bytes of discarded packets.
     */
    discarded_bytes: number;
    /**
     * Ethernet frames seen.
     */
    ethernet: number;
    /**
     * Packets dropped because the flow table was full.
     */
    flow_dropped: number;
    /**
     * Fragmented IP packets.
     */
    fragmented: number;
    /**
     * ICMP packets.
     */
    icmp: number;
    /**
     * IGMP packets.
     */
    igmp: number;
    /**
     * IP packets.
     */
    ip: number;
    /**
     * Bytes of IP packets.
     */
    ip_bytes: number;
    /**
     * Size in bytes of the largest packet seen.
     */
    largest_bytes: number;
    /**
     * MPLS packets.
     */
    mpls: number;
    /**
     * PPPoE packets.
     */
    pppoe: number;
    /**
     * Packets dropped from the packet queue.
     */
    queue_dropped: number;
    /**
     * Raw packets captured.
     */
    raw: number;
    /**
     * TCP packets.
     */
    tcp: number;
    /**
     * TCP resets seen.
     */
    tcp_resets: number;
    /**
     * TCP sequence errors seen.
     */
    tcp_seq_errors: number;
    /**
     * UDP packets.
     */
    udp: number;
    /**
     * VLAN-tagged packets.
     */
    vlan: number;
    /**
     * Bytes on the wire.
     */
    wire_bytes: number;
}
