/** A cheap guard against pathological YAML nesting, run before the `yaml` package sees the text. */
const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const QUOTE = 34;
const HASH = 35;
const APOSTROPHE = 39;
const COMMA = 44;
const DASH = 45;
const COLON = 58;
const GREATER = 62;
const QUESTION = 63;
const BRACKET_OPEN = 91;
const BACKSLASH = 92;
const BRACKET_CLOSE = 93;
const BRACE_OPEN = 123;
const PIPE = 124;
const BRACE_CLOSE = 125;
/**
 * Where YAML text first nests deeper than `limit`, by a single linear scan; -1 when it does not.
 *
 * The `yaml` package composes nodes recursively: a few thousand levels overflow its stack, and
 * some hundred thousand (`[[[[…`, 200 KB) exhaust the heap and kill the process, which no
 * try/catch can stop. So depth is estimated here first. The estimate counts block indentation
 * levels, compact indicators (`- - -`) and open flow brackets, skipping comments, quoted
 * scalars and block scalars. It may be off by a factor of about two either way for odd inputs,
 * which is fine: it only has to stop the pathological case; the exact depth is checked on the
 * parsed tree.
 */
export function findExcessiveNesting(text, limit) {
    const length = text.length;
    const indents = [];
    let flow = 0;
    // Indentation of the line that opened a block scalar, while its content lines are skipped.
    let blockScalarParent = -1;
    let i = 0;
    while (i < length) {
        let indent = 0;
        while (text.charCodeAt(i) === SPACE) {
            i++;
            indent++;
        }
        let c = text.charCodeAt(i);
        const blank = i >= length || c === LF || c === CR || c === HASH;
        if (blockScalarParent >= 0 && (blank || indent > blockScalarParent)) {
            i = pastLineBreak(text, lineEnd(text, i));
            continue;
        }
        blockScalarParent = -1;
        if (!blank && flow === 0) {
            while (indents.length > 0 && indents[indents.length - 1] > indent)
                indents.pop();
            if (indents.length === 0 || indents[indents.length - 1] < indent) {
                indents.push(indent);
                if (indents.length > limit)
                    return i;
            }
        }
        // The outermost indentation level is the top value itself, not a level of nesting
        // around what follows on the line.
        const base = Math.max(0, indents.length - 1);
        let compact = 0;
        let tokenStart = true;
        while (i < length) {
            c = text.charCodeAt(i);
            if (c === LF || c === CR)
                break;
            if (tokenStart && flow === 0 && (c === DASH || c === QUESTION || c === COLON) && isBlank(text, i + 1)) {
                compact++;
                if (base + compact > limit)
                    return i;
            }
            else if (c === BRACKET_OPEN || c === BRACE_OPEN) {
                // In block context a bracket inside a plain scalar (`a: x[1]`) opens nothing.
                if (tokenStart || flow > 0) {
                    flow++;
                    if (base + compact + flow > limit)
                        return i;
                }
            }
            else if (c === BRACKET_CLOSE || c === BRACE_CLOSE) {
                if (flow > 0)
                    flow--;
            }
            else if (c === HASH && tokenStart) {
                i = lineEnd(text, i);
                break;
            }
            else if ((c === QUOTE || c === APOSTROPHE) && tokenStart) {
                i = quotedEnd(text, i);
                tokenStart = false;
                continue;
            }
            else if ((c === PIPE || c === GREATER) && tokenStart && flow === 0) {
                blockScalarParent = indent;
                i = lineEnd(text, i);
                break;
            }
            tokenStart = c === SPACE || c === TAB || c === COMMA || c === BRACKET_OPEN || c === BRACE_OPEN;
            i++;
        }
        i = pastLineBreak(text, i);
    }
    return -1;
}
function isBlank(text, i) {
    const c = text.charCodeAt(i);
    return c === SPACE || c === TAB || c === LF || c === CR || i >= text.length;
}
/** The offset of the line break (or end) at or after `i`. */
function lineEnd(text, i) {
    const length = text.length;
    while (i < length) {
        const c = text.charCodeAt(i);
        if (c === LF || c === CR)
            return i;
        i++;
    }
    return length;
}
/** The offset past the line break at `i` (a CRLF is two characters, a lone CR or LF one). */
function pastLineBreak(text, i) {
    if (text.charCodeAt(i) === CR)
        i++;
    if (text.charCodeAt(i) === LF)
        i++;
    return i;
}
/** The offset just past the quoted scalar opening at `i` (or the end of the text). */
function quotedEnd(text, i) {
    const quote = text.charCodeAt(i);
    const length = text.length;
    i++;
    while (i < length) {
        const c = text.charCodeAt(i);
        if (quote === QUOTE && c === BACKSLASH) {
            i += 2;
            continue;
        }
        if (c === quote) {
            // '' is an escaped quote inside a single-quoted scalar.
            if (quote === APOSTROPHE && text.charCodeAt(i + 1) === APOSTROPHE) {
                i += 2;
                continue;
            }
            return i + 1;
        }
        i++;
    }
    return length;
}
