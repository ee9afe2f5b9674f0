// TypeScript types of the proc-dev-discovery config as written (before defaults).
// Generated from schemas/ by scripts/generate.mjs. Do not edit: run `npm run generate`.

/**
 * Encoding of device records unless a channel sets its own.
 */
export type EnumsFormat = 'json' | 'msgpack';
/**
 * Compression of device records unless a channel sets its own.
 */
export type EnumsCompressor = 'none' | 'gz';
/**
 * Most JA4 client fingerprints collected for one MAC address.
 */
export type PerMacLimit =
  | number
  | {
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
 * Most mDNS service strings collected for one MAC address.
 */
export type PerMacLimit1 =
  | number
  | {
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
 * Most HTTP user agent strings collected for one MAC address.
 */
export type PerMacLimit2 =
  | number
  | {
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
 * Most SSDP user agent strings collected for one MAC address.
 */
export type PerMacLimit3 =
  | number
  | {
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
 * Where the device cache is kept across restarts. Variables such as ${path_state_persistent} may be used.
 */
export type EnumsPath = string;
/**
 * One address to skip.
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
 * Encoding for this channel only. When absent, the processor's top-level `format` applies.
 */
export type EnumsFormat1 = 'json' | 'msgpack';
/**
 * Compression for this channel only. When absent, the processor's top-level `compressor` applies.
 */
export type EnumsCompressor1 = 'none' | 'gz';

/**
 * Settings of the device discovery processor, which gathers fingerprints of the devices seen on the network (classification happens in the cloud) and sends device records to sinks.
 */
export interface ProcDevDiscoveryConfig {
  format: EnumsFormat;
  compressor: EnumsCompressor;
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
  max_mdns_services?: PerMacLimit1;
  max_http_user_agents?: PerMacLimit2;
  max_ssdp_user_agents?: PerMacLimit3;
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
  netify_api?: CloudDiscovery1;
  sinks?: Sinks;
}
/**
 * Cloud classification switch, under its neutral name.
 */
export interface CloudDiscovery {
  /**
   * Whether cloud classification is used.
   */
  enable?: boolean;
}
/**
 * The same cloud classification switch under the brand-named key that deployed agents actually read. Accepted, but outside the published interface, which writes it as `cloud_api`.
 */
export interface CloudDiscovery1 {
  /**
   * Whether cloud classification is used.
   */
  enable?: boolean;
}
/**
 * The sink channels that receive device records, keyed by sink tag and then channel name.
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
 * The members every processor channel accepts.
 */
export interface SinksChannel {
  /**
   * Whether the processor sends records to this channel.
   */
  enable?: boolean;
  format?: EnumsFormat1;
  compressor?: EnumsCompressor1;
}
