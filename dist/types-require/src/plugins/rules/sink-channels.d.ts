/**
 * Calls `visit` on every channel of every sink in a processor's `sinks` map, with the sink's and
 * the channel's names (a finding makes its pointer from them). A callback, not a generator: a
 * generator is slow in code that has not been optimised yet, which is all code in a one-shot CLI
 * run.
 */
export declare function eachSinkChannel(config: Record<string, unknown>, visit: (channel: Record<string, unknown>, sink: string, name: string) => void): void;
