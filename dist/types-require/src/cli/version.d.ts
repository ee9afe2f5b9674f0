/**
 * agentconf's version. The bundles carry it, so a run does not look for package.json and read it
 * (about 0.25 ms of every start); unbundled code reads it.
 */
export declare function packageVersion(): string;
