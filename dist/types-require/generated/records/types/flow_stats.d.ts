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
 * Periodic counters of an active flow.
 */
export interface FlowStatsRecord {
    /**
     * Names the record: always "flow_stats".
     */
    type: 'flow_stats';
    /**
     * Name of the capture interface that saw the flow.
     */
    interface: string;
    /**
     * Whether both sides of the flow are local.
     */
    internal: boolean;
    flow: RecordsFlowCounters;
}
/**
 * The counter block of a flow: traffic seen on each side, detection progress and identity digests.
 */
export interface RecordsFlowCounters {
    detection_packets: RecordsCount;
    digest: RecordsDigest;
    /**
     * Digests the flow had before its identity changed.
     */
    digest_prev?: RecordsDigest[];
    last_seen_at: RecordsUnixMillis;
    local_bytes: RecordsCount;
    local_packets: RecordsCount;
    local_rate: RecordsRate;
    other_bytes: RecordsCount;
    other_packets: RecordsCount;
    other_rate: RecordsRate;
    tcp?: RecordsTcpCounters;
    total_bytes: RecordsCount;
    total_packets: RecordsCount;
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
