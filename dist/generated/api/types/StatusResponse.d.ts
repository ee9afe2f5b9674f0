/**
 * 0 on success; error responses may carry a padded string code: the HTTP status, a dot and three digits.
 */
export type FieldsStatusCode = number | string;
/**
 * The members every integrator success body has; the whole body of delete and renew. Catalog and list successes add a `data` member.
 */
export interface StatusResponse {
    status_code: FieldsStatusCode;
    /**
     * A human-readable message.
     */
    status_message: string;
}
