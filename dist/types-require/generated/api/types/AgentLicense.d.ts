/**
 * A date and time in the form YYYY-MM-DD HH:MM:SS.
 */
export type FieldsDateTime = string;
/**
 * Seconds since 1970-01-01 00:00:00 UTC.
 */
export type FieldsUnixTime = number;
/**
 * A license in the `agentd` format, as the agent reads it. Every member not listed is a string entitlement the license grants (the samples map an entitlement name to "true"; the create response adds a not_valid_after date string per entitlement).
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
     * A string entitlement granted by the license.
     */
    [k: string]: string | {
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
