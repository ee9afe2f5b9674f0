/**
 * An event the agent supports.
 */
export interface EventCatalogEntry {
    /**
     * The event ID number.
     */
    id: number;
    /**
     * The event tag (identifies the event, like the ID).
     */
    tag: string;
    /**
     * The name an end user would use.
     */
    label: string;
    /**
     * The agent version that introduced the event.
     */
    introduced: string;
    /**
     * The agent version that deprecated the event; empty when it is not deprecated.
     */
    deprecated: string;
}
