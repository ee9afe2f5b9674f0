/**
 * A calendar date in the form YYYY-MM-DD.
 */
export type FieldsDate = string;
/**
 * The body of a license create request.
 */
export interface LicenseCreateRequest {
    /**
     * The individual or organization the license is issued to.
     */
    issued_to: string;
    /**
     * The entitlements to activate.
     *
     * Items: An entitlement name.
     */
    entitlements: string[];
    expire_at?: FieldsDate;
    /**
     * Expiry that many days from the current date; an alternative to expire_at.
     */
    duration_days?: number;
    /**
     * A unique device identifier: restricts the license to one hardware endpoint.
     */
    duid?: string;
    /**
     * Text added to the license.
     */
    description?: string;
    /**
     * A note added to the license.
     */
    notes?: string;
    /**
     * Allows or denies future renewal. Needs an API key entitlement; the default depends on the entitlement.
     */
    renewable?: boolean;
    /**
     * Asks to leave out the standard non-transferable clause. Needs an API key entitlement.
     */
    transferable?: boolean;
    /**
     * The format of the license in the answer: netifyd (the agent format; the interface calls it agentd) or object. The vendor's create page lists it and a real client sends it in the body; the interface's create body has no such member.
     */
    format?: 'netifyd' | 'agentd' | 'object';
}
