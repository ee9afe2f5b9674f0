// TypeScript types of the flow_stats telemetry record.
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

/**
 * A non-negative integer count.
 */
export type TelemetryCount = number;
/**
 * A flow identity digest, hexadecimal.
 */
export type TelemetryDigest = string;
/**
 * A point in time, Unix milliseconds.
 */
export type TelemetryUnixMillis = number;
/**
 * Mean bytes per second: a non-negative number.
 */
export type TelemetryRate = number;

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
  flow: TelemetryFlowCounters;
}
/**
 * The counter block of a flow: traffic seen on each side, detection progress and identity digests.
 */
export interface TelemetryFlowCounters {
  detection_packets: TelemetryCount;
  digest: TelemetryDigest;
  /**
   * Digests the flow had before its identity changed.
   */
  digest_prev?: TelemetryDigest[];
  last_seen_at: TelemetryUnixMillis;
  local_bytes: TelemetryCount;
  local_packets: TelemetryCount;
  local_rate: TelemetryRate;
  other_bytes: TelemetryCount;
  other_packets: TelemetryCount;
  other_rate: TelemetryRate;
  tcp?: TelemetryTcpCounters;
  total_bytes: TelemetryCount;
  total_packets: TelemetryCount;
}
/**
 * TCP problems seen on the flow; left out for flows that are not TCP.
 */
export interface TelemetryTcpCounters {
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
