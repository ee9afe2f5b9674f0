/**
 * Where a JSON Pointer lands in JSON text that `JSON.parse` has already accepted and that spells
 * no member name twice (what {@link parseJsonQuick} checks): the offset {@link parseJson}'s table
 * would give, found by scanning only the containers along the pointer, with the engine's regular
 * expressions doing the skipping. A warned file in a folder then costs a few native scans instead
 * of a second, whole-file parse in JavaScript.
 *
 * The text is trusted to be valid JSON: on other text the answer is meaningless (but the scan
 * still ends, every loop moving forward). `scanned` counts the characters looked at, so a caller
 * asking many pointers of one long document can switch to the table once scanning costs more.
 */
/** The result of {@link scanPointer}: an offset, and how many characters the scan went over. */
export interface Scan {
    offset: number;
    scanned: number;
}
/**
 * The offset `LocationTable.find` gives for `pointer` in `text` (see the file comment): the
 * deepest existing value along it, its member name when `key` is asked and it has one. Undefined
 * for a malformed pointer. `tokens` are the pointer's unescaped tokens.
 */
export declare function scanPointer(text: string, tokens: readonly string[], key: boolean): Scan;
