/**
 * The agent's periodic health report: versions, CPU and memory use, flow-table counts.
 */
export interface AgentStatusRecord {
    /**
     * Names the record: always "agent_status".
     */
    type: 'agent_status';
    /**
     * Version of the running agent. Sent by agent 5.2 and later; agent 5.0 does not send it.
     */
    agent_version: string;
    /**
     * Build description of the running agent. Sent by agent 5.2 and later; agent 5.0 does not send it.
     */
    build_version: string;
    /**
     * Number of CPU cores.
     */
    cpu_cores: number;
    /**
     * CPU time spent in the kernel, seconds.
     */
    cpu_system: number;
    /**
     * System CPU time at the previous status.
     */
    cpu_system_prev: number;
    /**
     * CPU time spent in the agent, seconds.
     */
    cpu_user: number;
    /**
     * User CPU time at the previous status.
     */
    cpu_user_prev: number;
    /**
     * Whether the DNS hint cache is enabled.
     */
    dhc_status: boolean;
    /**
     * Whether the flow hash cache is enabled. Sent by agent 5.2 and later; agent 5.0 does not send it.
     */
    fhc_status: boolean;
    /**
     * Flows tracked now.
     */
    flow_count: number;
    /**
     * Flows tracked at the previous status.
     */
    flow_count_prev: number;
    /**
     * Flows with recent traffic.
     */
    flows_active: number;
    /**
     * Flows expired since the previous status.
     */
    flows_expired: number;
    /**
     * Flows about to expire.
     */
    flows_expiring: number;
    /**
     * Flow table entries in use.
     */
    flows_in_use: number;
    /**
     * Flows purged since the previous status.
     */
    flows_purged: number;
    /**
     * Peak resident set size, kilobytes.
     */
    maxrss_kb: number;
    /**
     * Peak resident set size at the previous status, kilobytes.
     */
    maxrss_kb_prev: number;
    /**
     * Resident set size, kilobytes. Sent by agent 5.2 and later; agent 5.0 does not send it.
     */
    memrss_kb: number;
    /**
     * Resident set size at the previous status, kilobytes. Sent by agent 5.2 and later; agent 5.0 does not send it.
     */
    memrss_kb_prev: number;
    /**
     * Memory held by the tcmalloc allocator, kilobytes (tcmalloc builds only).
     */
    tcm_kb?: number;
    /**
     * Allocator memory at the previous status, kilobytes (tcmalloc builds only).
     */
    tcm_kb_prev?: number;
    /**
     * When the status was taken, Unix seconds.
     */
    timestamp: number;
    /**
     * Status updates between flow-table maintenance passes.
     */
    update_imf: number;
    /**
     * Seconds between status records.
     */
    update_interval: number;
    /**
     * Seconds since the agent started.
     */
    uptime: number;
}
