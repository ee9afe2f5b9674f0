/**
 * 0 on success; error responses may carry a padded string code: the HTTP status, a dot and three digits.
 */
export type FieldsStatusCode = number | string;
/**
 * The body of an integrator error (403, 404).
 */
export interface ErrorResponse {
    status_code: FieldsStatusCode;
    /**
     * A human-readable message.
     */
    status_message: string;
}
