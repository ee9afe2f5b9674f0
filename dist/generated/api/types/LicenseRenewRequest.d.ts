/**
 * A calendar date in the form YYYY-MM-DD.
 */
export type FieldsDate = string;
/**
 * The optional body of a license renew request.
 */
export interface LicenseRenewRequest {
    expire_at?: FieldsDate;
    /**
     * New expiry that many days from the current date; an alternative to expire_at.
     */
    duration_days?: number;
}
