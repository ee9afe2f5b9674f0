/**
 * What happened to the entry in this release or change.
 */
export type FieldsChangeType = 'added' | 'updated' | 'deleted';
/**
 * A calendar date in the form YYYY-MM-DD.
 */
export type FieldsDate = string;
/**
 * One change to the application catalog.
 */
export interface ApplicationChangelogEntry {
    application: Application;
    type: FieldsChangeType;
    /**
     * Whether the application's detection signature changed.
     */
    signature_updated: boolean;
    date: FieldsDate;
}
/**
 * An application the agent detects.
 */
export interface Application {
    /**
     * The application ID number.
     */
    id: number;
    /**
     * The application tag.
     */
    tag: string;
    /**
     * The name an end user would use.
     */
    label: string;
    /**
     * The formal name, when there is one.
     */
    full_label?: string;
    /**
     * A brief summary.
     */
    description: string;
    home_page: HomePage;
    category: Category;
    /**
     * Whether the application is currently supported.
     */
    active: boolean;
    /**
     * Address of the favicon image.
     */
    favicon: string;
    /**
     * Address of the icon image.
     */
    icon: string;
    /**
     * Address of the logo image.
     */
    logo: string;
    /**
     * Data source of the favicon image.
     */
    favicon_source: string;
    /**
     * Data source of the icon image.
     */
    icon_source: string;
    /**
     * Data source of the logo image.
     */
    logo_source: string;
}
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
