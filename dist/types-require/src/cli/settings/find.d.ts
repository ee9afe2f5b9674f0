/** The settings file that applies in `cwd`, or undefined when there is none. */
export declare function findSettings(cwd: string): string | undefined;
