/**
 * The one escaping of input text for output. Every name, key, value, channel name and path that
 * came from input passes through `printable` before it reaches a line of output, in every format
 * and message: printed raw, a newline forges a line (`ok` edges, `::error::` workflow commands), an
 * escape sequence restyles or erases the screen, a bidi mark reorders what a line seems to say.
 */
// C0 controls (tab included), DEL, C1 controls (U+0085 NEL, U+009B CSI), the bidi marks,
// embeddings, overrides and isolates, and the Unicode line and paragraph separators.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// Half of a surrogate pair, e.g. where a long line was cut; it would print as garbage.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Quick test first: almost all text has nothing to escape, and is returned as it is.
const ANY_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/;
const named = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/**
 * Input text made safe for one line of output: controls, line breaks and bidi marks become
 * visible `\n` / `\u001b` escapes, lone surrogate halves become U+FFFD. Linear in the text.
 */
export function printable(text) {
    if (!ANY_UNSAFE.test(text))
        return text;
    return text.replace(LONE_SURROGATE, '\ufffd').replace(UNSAFE, (c) => named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * Like `printable`, but one U+FFFD per unsafe code unit and tabs kept, so a source line keeps its
 * columns (code frames line a caret up under it).
 */
export function printableSameWidth(text) {
    if (!ANY_UNSAFE.test(text))
        return text;
    return text.replace(LONE_SURROGATE, '\ufffd').replace(UNSAFE, (c) => (c === '\t' ? c : '\ufffd'));
}
// What JSON.stringify leaves raw inside strings but a line-oriented reader or a terminal would act on.
const JSON_UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/**
 * JSON text (from `JSON.stringify`) with DEL, C1 controls, bidi marks and U+2028/9 written as
 * `\uXXXX` escapes: the same JSON value, and no line of it carries them raw. (Outside strings
 * JSON holds none of these characters, so every match is inside a string.)
 */
export function printableJson(json) {
    return json.replace(JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
