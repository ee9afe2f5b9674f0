/**
 * Where a cursor is in a config's text: the path of the object or member it is in, and whether it
 * is at a member name or a value; inside `${...` it is at a variable. A scan of the text up to the
 * cursor, so it works on text that does not parse yet (what an editor holds while typing).
 */
/** What the cursor is at. */
export interface Place {
    /** The path of the object whose member names the cursor is at, or of the member whose value it is at. */
    path: string[];
    at: 'key' | 'value' | 'variable';
    /** At a member name: the names the object already has (before and after the cursor), which completion does not offer again. */
    present?: string[];
}
/** The place of `offset` in a JSON text. */
export declare function jsonPlace(text: string, offset: number): Place;
/** The place of a cursor in a YAML text (block style), from indentation. */
export declare function yamlPlace(text: string, line: number, character: number): Place;
