/**
 * What happened to the entry in this release or change.
 */
export type FieldsChangeType = 'added' | 'updated' | 'deleted';
/**
 * One change to the protocol catalog in an agent release.
 */
export interface ProtocolReleaseLogEntry {
    protocol: Protocol;
    type: FieldsChangeType;
    /**
     * The agent release.
     */
    version: string;
}
/**
 * A protocol the agent detects.
 */
export interface Protocol {
    /**
     * The protocol ID number.
     */
    id: number;
    /**
     * For user interfaces and internal use only; the agent does not use it.
     */
    tag: string;
    /**
     * The name an end user would use.
     */
    label: string;
    /**
     * Only present when a formal name exists.
     */
    full_label?: string;
    /**
     * Only present when one is in wide use.
     */
    abbreviation?: string;
    /**
     * One or two sentences.
     */
    description: string;
    home_page: HomePage;
    category: Category;
    /**
     * The agent version that introduced the protocol.
     */
    introduced: string;
    /**
     * The agent version that deprecated the protocol; empty when it is not deprecated.
     */
    deprecated: string;
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
