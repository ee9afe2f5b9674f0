/**
 * Seconds since 1970-01-01 00:00:00 UTC.
 */
export type FieldsUnixTime = number;
/**
 * A date and time in the form YYYY-MM-DD HH:MM:SS.
 */
export type FieldsDateTime = string;
/**
 * A license in the `object` format.
 */
export interface LicenseObject {
    /**
     * The version of the license format.
     */
    version: string;
    /**
     * The license serial.
     */
    serial: string;
    /**
     * The individual or organization the license is issued to.
     */
    issued_to: string;
    /**
     * Whether the license can be renewed.
     */
    renewable: boolean;
    /**
     * Whether the license is transferable.
     */
    transferable: boolean;
    /**
     * The license signature.
     */
    signature: string;
    /**
     * The entitlements the license grants.
     *
     * Items: An entitlement name.
     */
    entitlements: string[];
    /**
     * When the license expires.
     */
    expire_at: {
        unix_time: FieldsUnixTime;
        date: FieldsDateTime;
    };
    /**
     * When the license was created.
     */
    created_at: {
        unix_time: FieldsUnixTime;
        date: FieldsDateTime;
    };
}
