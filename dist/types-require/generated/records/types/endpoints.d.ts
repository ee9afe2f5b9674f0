/**
 * An IPv4 address in dotted-decimal form or an IPv6 address in hexadecimal groups.
 */
export type RecordsIpAddress = string;
/**
 * The IP addresses seen behind each local MAC address.
 */
export interface EndpointsRecord {
    /**
     * Names the record: always "endpoints".
     */
    type: 'endpoints';
    /**
     * The IPv4 and IPv6 addresses seen for the MAC address that keys this member.
     */
    [k: string]: RecordsIpAddress[] | 'endpoints';
}
