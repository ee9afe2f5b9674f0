/**
 * A guard against pathological JSON nesting, run before `JSON.parse` builds the value: the engine
 * parses `[[[[…` half a million levels deep without complaint, and what it builds then overflows
 * the stack of everything that walks it (`JSON.stringify` included).
 */
const QUOTE = 34;
const BACKSLASH = 92;
const BRACE_OPEN = 123;
const BRACE_CLOSE = 125;
const BRACKET_OPEN = 91;
const BRACKET_CLOSE = 93;
/** The offset just past the string whose opening quote is at `at` (the text's length when it is cut). */
function stringEnd(text, at) {
    for (let quote = text.indexOf('"', at + 1); quote >= 0; quote = text.indexOf('"', quote + 1)) {
        // Escaped when an odd number of backslashes stands before it; each is looked at once.
        let slashes = 0;
        while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH)
            slashes++;
        if (slashes % 2 === 0)
            return quote + 1;
    }
    return text.length;
}
/**
 * The offset of the first bracket or brace in JSON text that opens a level deeper than `limit`;
 * -1 when none does. One linear scan with no recursion; strings are skipped, so a `[` inside one
 * counts for nothing. Text that is not JSON gets an answer too (the scan always ends).
 */
export function findJsonTooDeep(text, limit) {
    // Nesting deeper than `limit` needs more than `limit` opening characters: counted first with
    // indexOf (native, a few calls for an ordinary record), so the scan below runs only on texts that
    // hold that many (it cost a third of JSON.parse's time on 1 KB flow records when run on each).
    if (text.length <= limit)
        return -1;
    let opens = 0;
    for (let at = text.indexOf('{'); at >= 0 && opens <= limit; at = text.indexOf('{', at + 1))
        opens++;
    for (let at = text.indexOf('['); at >= 0 && opens <= limit; at = text.indexOf('[', at + 1))
        opens++;
    if (opens <= limit)
        return -1;
    let depth = 0;
    const length = text.length;
    for (let i = 0; i < length; i++) {
        const c = text.charCodeAt(i);
        if (c === QUOTE)
            i = stringEnd(text, i) - 1;
        else if (c === BRACE_OPEN || c === BRACKET_OPEN) {
            if (++depth > limit)
                return i;
        }
        else if ((c === BRACE_CLOSE || c === BRACKET_CLOSE) && depth > 0)
            depth--;
    }
    return -1;
}
