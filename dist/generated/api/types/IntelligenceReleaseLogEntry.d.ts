/**
 * What happened to the entry in this release or change.
 */
export type FieldsChangeType = 'added' | 'updated' | 'deleted';
/**
 * One change to the intelligence drivers in a plugin release.
 */
export interface IntelligenceReleaseLogEntry {
    intelligence: Intelligence;
    type: FieldsChangeType;
    /**
     * The intelligence plugin release.
     */
    version: string;
}
/**
 * An intelligence driver of the intelligence plugin.
 */
export interface Intelligence {
    /**
     * The driver ID number.
     */
    id: number;
    /**
     * The driver tag.
     */
    tag: string;
    /**
     * The name an end user would use.
     */
    label: string;
    /**
     * One or two sentences.
     */
    description: string;
    category: Category;
    /**
     * The driver's score.
     */
    score?: number;
    /**
     * The intelligence plugin version that introduced the driver.
     */
    supported: string;
    /**
     * The plugin version that deprecated the driver; empty when it is not deprecated.
     */
    deprecated: string;
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
