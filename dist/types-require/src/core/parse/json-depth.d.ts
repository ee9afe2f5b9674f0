/**
 * A guard against pathological JSON nesting, run before `JSON.parse` builds the value: the engine
 * parses `[[[[…` half a million levels deep without complaint, and what it builds then overflows
 * the stack of everything that walks it (`JSON.stringify` included).
 */
/**
 * The offset of the first bracket or brace in JSON text that opens a level deeper than `limit`;
 * -1 when none does. One linear scan with no recursion; strings are skipped, so a `[` inside one
 * counts for nothing. Text that is not JSON gets an answer too (the scan always ends).
 */
export declare function findJsonTooDeep(text: string, limit: number): number;
