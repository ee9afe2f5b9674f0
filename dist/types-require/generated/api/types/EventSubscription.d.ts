/**
 * Risk level from 0 to 100: 0 informational, 1-25 low, 26-50 medium, 51-75 high, 76-100 critical.
 */
export type FieldsScore = number;
/**
 * A destination registered for an event. The key is accepted on create and never returned in listings.
 */
export interface EventSubscription {
    /**
     * The agent or site identifier (UUID).
     */
    identifier?: string;
    /**
     * The delivery driver.
     */
    driver?: string;
    /**
     * The destination URL.
     */
    url?: string;
    /**
     * The subscription key: accepted on create, never returned.
     */
    key?: string;
    /**
     * The event tag subscribed to.
     */
    event_tag?: string;
    score?: FieldsScore;
}
