/**
 * A date and time in the form YYYY-MM-DD HH:MM:SS.
 */
export type FieldsDateTime = string;
/**
 * Seconds since 1970-01-01 00:00:00 UTC.
 */
export type FieldsUnixTime = number;
/**
 * A license in the agent format (`format=netifyd`, which the interface calls `agentd`), as the agent reads it. Every member not listed is an entitlement the license grants: the interface's samples map an entitlement name to the string "true" (the create response adds a not_valid_after date string per entitlement); licenses as a real client reads them map it to an object with the entitlement's not_valid_after date.
 */
export interface AgentLicense {
    /**
     * When the license was created.
     */
    created_at: {
        date: FieldsDateTime;
        unix: FieldsUnixTime;
    };
    /**
     * When the license expires.
     */
    expire_at: {
        date: FieldsDateTime;
        unix: FieldsUnixTime;
    };
    /**
     * The individual or organization the license is issued to.
     */
    issued_to: string;
    /**
     * Who issued the license.
     */
    issuer: {
        /**
         * The issuer's email address.
         */
        email: string;
        /**
         * The issuer's name.
         */
        name: string;
    };
    /**
     * The license serial.
     */
    serial: string;
    /**
     * The license signature.
     */
    signature: string;
    /**
     * A clause containing a link to the terms of service.
     */
    terms_of_service: string;
    /**
     * The transferability clause.
     */
    transfer_notice: string;
    /**
     * The version of the license format.
     */
    version: string;
    /**
     * Text added to the license (shown in create responses).
     */
    description?: string;
    /**
     * An entitlement granted by the license: a string (the interface's samples) or an object with its not_valid_after date (licenses as a real client reads them).
     */
    [k: string]: string | {
        /**
         * The last day the entitlement is valid (YYYY-MM-DD in the samples).
         */
        not_valid_after?: string;
    } | {
        date: FieldsDateTime;
        unix: FieldsUnixTime;
    } | {
        /**
         * The issuer's email address.
         */
        email: string;
        /**
         * The issuer's name.
         */
        name: string;
    } | undefined;
}
