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
/** A string token whose opening quote is at `lastIndex`. */
const stringToken = /"[^"\\]*(?:\\.[^"\\]*)*"/y;
/** The next character that opens or closes a container or a string. */
const structural = /[{}[\]"]/g;
/** The rest of a number or literal. */
const scalar = /[^,}\]\s]*/y;
const arrayIndex = /^(?:0|[1-9][0-9]*)$/;
const QUOTE = 34;
const BRACE_OPEN = 123;
const BRACKET_OPEN = 91;
const COMMA = 44;
/** The offset of the first non-whitespace character at or after `at`. */
function skipSpace(text, at) {
    // A character loop: a line break and an indent are a few characters, less than a regular expression's call.
    for (let c = text.charCodeAt(at); c === 32 || c === 10 || c === 13 || c === 9; c = text.charCodeAt(++at))
        ;
    return at;
}
/** The offset just past the string whose opening quote is at `at`. */
function stringEnd(text, at) {
    stringToken.lastIndex = at;
    return stringToken.test(text) ? stringToken.lastIndex : text.length;
}
/** The offset just past the value that starts at `at`. */
function valueEnd(text, at) {
    const c = text.charCodeAt(at);
    if (c === QUOTE)
        return stringEnd(text, at);
    if (c !== BRACE_OPEN && c !== BRACKET_OPEN) {
        scalar.lastIndex = at;
        scalar.test(text);
        return Math.max(scalar.lastIndex, at + 1);
    }
    let depth = 0;
    structural.lastIndex = at;
    for (;;) {
        const found = structural.exec(text);
        if (found === null)
            return text.length;
        const d = text.charCodeAt(found.index);
        if (d === QUOTE)
            structural.lastIndex = stringEnd(text, found.index);
        else if (d === BRACE_OPEN || d === BRACKET_OPEN)
            depth++;
        else if (--depth === 0)
            return found.index + 1;
    }
}
/** A member name as `JSON.parse` reads it: the raw text when it has no escape. */
function memberName(text, at, end) {
    const raw = text.slice(at + 1, end - 1);
    return raw.indexOf('\\') === -1 ? raw : JSON.parse(text.slice(at, end));
}
/**
 * The offset `LocationTable.find` gives for `pointer` in `text` (see the file comment): the
 * deepest existing value along it, its member name when `key` is asked and it has one. Undefined
 * for a malformed pointer. `tokens` are the pointer's unescaped tokens.
 */
export function scanPointer(text, tokens, key) {
    let valueAt = skipSpace(text, 0);
    let keyAt = -1;
    let at = valueAt;
    for (let t = 0; t < tokens.length; t++) {
        const token = tokens[t];
        const open = text.charCodeAt(valueAt);
        let childValue = -1;
        let childKey = -1;
        if (open === BRACE_OPEN) {
            at = skipSpace(text, valueAt + 1);
            while (text.charCodeAt(at) === QUOTE) {
                const nameAt = at;
                const nameEnd = stringEnd(text, at);
                // The colon, then the value.
                at = skipSpace(text, skipSpace(text, nameEnd) + 1);
                // Cheap test first: most names differ from the token in length.
                if (nameEnd - nameAt - 2 >= token.length && memberName(text, nameAt, nameEnd) === token) {
                    childKey = nameAt;
                    childValue = at;
                    break;
                }
                at = skipSpace(text, valueEnd(text, at));
                if (text.charCodeAt(at) !== COMMA)
                    break;
                at = skipSpace(text, at + 1);
            }
        }
        else if (open === BRACKET_OPEN && arrayIndex.test(token)) {
            let index = Number(token);
            at = skipSpace(text, valueAt + 1);
            if (text.charCodeAt(at) !== 93) {
                while (index > 0) {
                    at = skipSpace(text, valueEnd(text, at));
                    if (text.charCodeAt(at) !== COMMA)
                        break;
                    at = skipSpace(text, at + 1);
                    index--;
                }
                if (index === 0)
                    childValue = at;
            }
        }
        if (childValue < 0)
            break;
        valueAt = childValue;
        keyAt = childKey;
    }
    return { offset: key && keyAt >= 0 ? keyAt : valueAt, scanned: Math.max(at, valueAt) };
}
