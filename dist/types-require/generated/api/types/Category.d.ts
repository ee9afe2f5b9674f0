/**
 * A category of applications, protocols or intelligence drivers.
 */
export interface Category {
    /**
     * The category ID number.
     */
    id: number;
    /**
     * The category tag.
     */
    tag: string;
    /**
     * The name an end user would use.
     */
    label: string;
}
