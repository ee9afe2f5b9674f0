/**
 * Risk level from 0 to 100: 0 informational, 1-25 low, 26-50 medium, 51-75 high, 76-100 critical.
 */
export type FieldsScore = number;
/**
 * Seconds since 1970-01-01 00:00:00 UTC.
 */
export type FieldsUnixTime = number;
/**
 * An event active on the network.
 */
export interface EventStatusEntry {
    /**
     * The event tag followed by identifying parts separated by "|" (for example tag, MAC address, protocol ID).
     */
    key: string;
    event: FieldsEventIdentity;
    score: FieldsScore;
    /**
     * Event-specific data.
     */
    details: {};
    first_seen: FieldsUnixTime;
    last_seen: FieldsUnixTime;
}
/**
 * The catalog identity of an event.
 */
export interface FieldsEventIdentity {
    /**
     * The event ID number.
     */
    id: number;
    /**
     * The event tag, such as vpn_detection.
     */
    tag: string;
    /**
     * The name an end user would use.
     */
    label: string;
}
