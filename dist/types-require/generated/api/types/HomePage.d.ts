/**
 * A link to a home page.
 */
export interface HomePage {
    /**
     * The address of the page.
     */
    url: string;
    /**
     * The text of the link.
     */
    text: string;
}
