import type { Formatter } from './formatter.js';
/**
 * One test case per file: a file with errors fails with one `<failure>` listing them. The XSD
 * allows no output inside a test case, so warnings and info go to the suite's `<system-out>`, one
 * per line after the file's name, where they are visible without failing anything. agentconf does
 * not time files: every `time` is 0. The host is `localhost` (the XSD's word when there is no
 * other), so a report names no machine and the same check gives the same report anywhere.
 */
export declare const formatJunit: Formatter;
/** A time as the XSD's `timestamp` takes it: UTC to the second, with no zone. */
export declare function junitTimestamp(time: Date): string;
