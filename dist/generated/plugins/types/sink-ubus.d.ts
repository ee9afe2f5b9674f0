/**
 * Any string with at least one character.
 */
export type EnumsNonEmptyString = string;
/**
 * Settings of the ubus sink, which publishes each record it receives by calling a method on a ubus object.
 */
export interface SinkUbusConfig {
    /**
     * The destinations processors can send records to, keyed by channel name.
     */
    channels: {
        [k: string]: Channel;
    };
}
/**
 * One ubus object and the method called on it for each record.
 */
export interface Channel {
    /**
     * Whether records sent to this channel are published. The published interface lists this member for HTTP sink channels only; it is accepted here as on every sink's channels, with no default assumed (resolve adds none).
     */
    enable?: boolean;
    /**
     * The ubus object to call: letters, digits, dots, underscores and hyphens only.
     */
    path: string;
    function: EnumsNonEmptyString;
}
