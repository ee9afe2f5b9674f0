/**
 * Now, or `SOURCE_DATE_EPOCH` (seconds since 1970, the reproducible-builds convention) when it is
 * set to a whole number, so a report can be made byte for byte again.
 */
export declare function reportTimestamp(env?: NodeJS.ProcessEnv): string;
