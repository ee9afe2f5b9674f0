/** `integer` -> `an integer`. */
export declare function typeWord(type: string): string;
/** What a value is, briefly: `a string ("60")`, `a number (1.5)`, `an array`. */
export declare function describeValue(value: unknown): string;
/** A short quoted rendering of a string, cut at 40 characters. */
export declare function quote(text: string): string;
/**
 * How to name the place a pointer designates in `root`: `"log_interval"`, `"types"[2]`,
 * `subject` (`the config`) for the root.
 */
export declare function describePlace(pointer: string, root: unknown, subject?: string): string;
/** The value at a pointer, or undefined. */
export declare function valueAt(root: unknown, pointer: string): unknown;
