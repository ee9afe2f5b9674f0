/** A node of a config's or record's shape, derived from its schema (scripts/shapes.mjs writes them into generated/). */
export interface Shape {
    /** Members the object knows, in schema order. */
    props?: {
        readonly [name: string]: Shape;
    };
    /** What every value of a map holds (the schema's additionalProperties). */
    each?: Shape;
    /** What every item of an array holds. */
    items?: Shape;
    /** The schema forbids other members (the validator reports them). */
    closed?: boolean;
    /** The value the agent assumes when the member is absent. */
    default?: unknown;
    /** When absent, the member takes the same-named top-level member. */
    inherit?: boolean;
    /** An array the same-named top-level array is put in front of. */
    prepend?: boolean;
    /** Another spelling of the named member: when present, that member's default does not apply. */
    aliasOf?: string;
    /** The agent release that first sends the member (`x-agentconf-since`): records of older agents lack it. */
    since?: string;
}
