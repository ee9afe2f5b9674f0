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
 * A point in a flow's life at which an intelligence indicator may be evaluated.
 */
export type EnumsEventName = 'dpi_new' | 'dpi_update' | 'dpi_complete' | 'flow_new' | 'flow_stats' | 'flow_expiring' | 'flow_expired';
/**
 * Intelligence indicators that matched a flow.
 */
export interface FlowIntelRecord {
    /**
     * Names the record: always "flow_intel".
     */
    type: 'flow_intel';
    /**
     * Name of the capture interface that saw the flow.
     */
    interface?: string;
    /**
     * Whether both sides of the flow are local.
     */
    internal?: boolean;
    /**
     * The flow's digest, optional counters, and the indicators that matched.
     */
    flow?: {
        detection_packets?: RecordsCount;
        digest?: RecordsDigest;
        /**
         * Digests the flow had before its identity changed.
         */
        digest_prev?: RecordsDigest[];
        last_seen_at?: RecordsUnixMillis;
        local_bytes?: RecordsCount;
        local_packets?: RecordsCount;
        local_rate?: RecordsRate;
        other_bytes?: RecordsCount;
        other_packets?: RecordsCount;
        other_rate?: RecordsRate;
        tcp?: RecordsTcpCounters;
        total_bytes?: RecordsCount;
        total_packets?: RecordsCount;
        /**
         * The indicators that matched the flow.
         *
         * Items: One intelligence indicator that matched the flow.
         */
        intel?: {
            /**
             * Category tag of the indicator.
             */
            category?: string;
            /**
             * The resolved criteria the indicator was evaluated with (such as min_bytes, min_score, trigger_on_east_west, trigger_on_wan).
             */
            criteria?: {};
            /**
             * The data feed that supplied the indicator.
             */
            data_feed?: string;
            event?: EnumsEventName;
            /**
             * Configured tag of the indicator.
             */
            indicator?: string;
            /**
             * Tag of the driver that evaluated the indicator.
             */
            indicator_driver?: string;
            /**
             * How strongly the indicator matched, 0 to 100.
             */
            score?: number;
        }[];
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
