/**
 * The one escaping of input text for output. Every name, key, value, channel name and path that
 * came from input passes through `printable` before it reaches a line of output, in every format
 * and message: printed raw, a newline forges a line (`ok` edges, `::error::` workflow commands), an
 * escape sequence restyles or erases the screen, a bidi mark reorders what a line seems to say.
 */
/**
 * Input text made safe for one line of output: controls, line breaks and bidi marks become
 * visible `\n` / `\u001b` escapes, lone surrogate halves become U+FFFD. Linear in the text.
 */
export declare function printable(text: string): string;
/**
 * Like `printable`, but one U+FFFD per unsafe code unit and tabs kept, so a source line keeps its
 * columns (code frames line a caret up under it).
 */
export declare function printableSameWidth(text: string): string;
/**
 * JSON text (from `JSON.stringify`) with DEL, C1 controls, bidi marks and U+2028/9 written as
 * `\uXXXX` escapes: the same JSON value, and no line of it carries them raw. (Outside strings
 * JSON holds none of these characters, so every match is inside a string.)
 */
export declare function printableJson(json: string): string;
