/**
 * The `update_interval` of the `[netifyd]` section, in seconds, or undefined when the text does
 * not set a whole positive number (the last one given wins, as the agent's INI reader joins repeats
 * and takes a number from them; agentconf does not guess).
 */
export declare function updateIntervalOf(text: string): number | undefined;
