/**
 * The capture interfaces the agent watches, keyed by interface name.
 */
export interface InterfacesRecord {
    /**
     * Names the record: always "interfaces".
     */
    type: 'interfaces';
    /**
     * One capture interface.
     */
    [k: string]: {
        /**
         * The interface's IP addresses.
         */
        addr?: string[];
        /**
         * The packet capture file an offline capture interface reads. Agents 5.0.7 and 5.2.8 send it; the published interface does not list it (a divergence warning says so).
         */
        capture_file?: string;
        /**
         * How packets are captured. The agent writes these upper-case (a divergence warning says so).
         */
        capture_type: 'nfqueue' | 'pcap' | 'tpv3' | 'NFQ' | 'PCAP' | 'TPv3' | 'UNKNOWN';
        /**
         * The interface's hardware address.
         */
        mac: string;
        /**
         * Which side of the network the interface faces. The agent writes these upper-case (a divergence warning says so).
         */
        role: 'lan' | 'wan' | 'LAN' | 'WAN' | 'UNKNOWN';
    } | 'interfaces';
}
