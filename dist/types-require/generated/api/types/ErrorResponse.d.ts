/**
 * 0 on success; error responses may carry a padded string code: the HTTP status, a dot and three digits.
 */
export type FieldsStatusCode = number | string;
/**
 * The body of an integrator error (400, 401, 403, 404, 405, 409, 422).
 */
export interface ErrorResponse {
    status_code: FieldsStatusCode;
    /**
     * A human-readable message.
     */
    status_message: string;
    /**
     * The validation errors, if any (the vendor's pages list it beside status_code and status_message; the interface does not show it).
     */
    status_fields?: unknown[];
}
