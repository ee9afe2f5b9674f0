/**
 * Encoding used for records handed to a sink.
 */
export type EnumsFormat = 'json' | 'msgpack';
/**
 * Compression applied to encoded records: none, or gzip (`gz`).
 */
export type EnumsCompressor = 'none' | 'gz';
/**
 * A per-MAC-address collection limit: either a plain count, or an object that also controls how often collected values are refreshed.
 */
export type PerMacLimit = number | {
    /**
     * The most values kept per MAC address.
     */
    max: number;
    /**
     * How many values must be held before refreshing starts.
     */
    update_min?: number;
    /**
     * Seconds after which a held value may be replaced.
     */
    update_ttl?: number;
};
/**
 * A non-empty filesystem path. It may contain ${variable} references (for example ${path_state_persistent}), which the agent replaces as plain text when it loads the config; an unknown variable is left as written.
 */
export type EnumsPath = string;
/**
 * A hardware address written as six two-digit hexadecimal groups, all separated by colons or all by hyphens (either letter case).
 */
export type EnumsMacAddress = string;
/**
 * A sink channel of the device discovery processor: the shared channel members plus flushing.
 */
export type Channel = SinksChannel & {
    /**
     * Whether the sink flushes the channel after each device record.
     */
    flush?: boolean;
};
/**
 * Settings of the device discovery processor, which gathers fingerprints of the devices seen on the network (classification happens in the cloud) and sends device records to sinks.
 */
export interface ProcDevDiscoveryConfig {
    format?: EnumsFormat;
    compressor?: EnumsCompressor;
    /**
     * Confidence (0 to 100) at which discovery of a device stops.
     */
    max_confidence?: number;
    /**
     * Most devices held in memory; 0 means no limit.
     */
    max_devices?: number;
    /**
     * Seconds a device may stay idle before it is purged; 0 means never.
     */
    max_device_age?: number;
    max_ja4_clients?: PerMacLimit;
    max_mdns_services?: PerMacLimit;
    max_http_user_agents?: PerMacLimit;
    max_ssdp_user_agents?: PerMacLimit;
    path_device_cache?: EnumsPath;
    /**
     * When false, only unicast MAC addresses of local devices are processed; when true, every address is.
     */
    process_all_macs?: boolean;
    /**
     * MAC addresses that discovery skips.
     */
    device_mac_ignore?: EnumsMacAddress[];
    cloud_api?: CloudDiscovery;
    netify_api?: CloudDiscovery;
    sinks?: Sinks;
}
/**
 * Whether device fingerprints are sent to the cloud for classification.
 */
export interface CloudDiscovery {
    /**
     * Whether cloud classification is used.
     */
    enable?: boolean;
}
/**
 * Where the processor sends its records: keyed by the tag of a loaded sink plugin, then by the name of a channel that sink defines.
 */
export interface Sinks {
    /**
     * The channels of this sink the processor uses, keyed by channel name.
     */
    [k: string]: {
        [k: string]: Channel;
    };
}
/**
 * How a processor uses one channel of one sink. Members left out take their value from the processor's top-level settings.
 */
export interface SinksChannel {
    /**
     * Whether the processor sends records to this channel.
     */
    enable?: boolean;
    format?: EnumsFormat;
    compressor?: EnumsCompressor;
}
