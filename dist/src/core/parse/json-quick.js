/**
 * The fast way into the pipeline for JSON: the engine's `JSON.parse`, with positions computed only
 * when something asks for one. Most configs in a folder have nothing to report, so most never pay
 * for positions; those that do get each by a native scan of the text along the pointer
 * ({@link scanPointer}), which gives the very positions {@link parseJson} gives, until a document
 * asked for many of them gets the position-keeping parser's table instead.
 *
 * The quick document is used only where it is provably the same as {@link parseJson}'s: same
 * value, no parse diagnostic. `JSON.parse` accepts two things `parseJson` reports, and each sends
 * the text back to the full parser: duplicate member names (JSON.parse keeps the last one
 * silently), nesting beyond {@link MAX_DEPTH}, numbers it cannot hold exactly, and an escaped half of a surrogate pair
 * without its other half (JSON.parse keeps it). It refuses a leading byte-order mark, which
 * `parseJson` skips: it is skipped here too.
 */
import { MAX_DEPTH } from './document.js';
import { stripBom } from '../bytes.js';
import { parseJson } from './json.js';
import { scanPointer } from './json-scan.js';
import { createPositionOf } from './lines.js';
import { parsePointer } from '../pointer.js';
/** A `\\u` escape of a UTF-16 surrogate (half of a pair, or a lone half). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
/**
 * Every string token. In text `JSON.parse` accepted, matching from string to string keeps the scan
 * in step with the tokens; a string followed by `:` is a member name.
 */
const stringToken = /"[^"\\]*(?:\\.[^"\\]*)*"/g;
/**
 * How many colons the text holds right after a `"` (white space between allowed). In JSON text each
 * member has one colon after its name's closing quote, and any other colon is inside a string; so
 * there are at least as many such colons as names spelled, and when there are as many as distinct
 * members, no name is spelled twice (each distinct name is spelled at least once). Most configs
 * settle it this way, without the token scan below: a URL's colons (`https:`, a port) follow no
 * quote. A string that holds `":` only sends its text to that scan.
 */
function colonsAfterQuotes(text) {
    let count = 0;
    let at = text.indexOf(':');
    while (at !== -1) {
        let before = at - 1;
        let c = text.charCodeAt(before);
        while (c === 32 || c === 10 || c === 13 || c === 9)
            c = text.charCodeAt(--before);
        if (c === 34)
            count++;
        at = text.indexOf(':', at + 1);
    }
    return count;
}
/** How many member names the text spells out (duplicates included). Allocates nothing per token. */
function memberNamesInText(text) {
    let count = 0;
    stringToken.lastIndex = 0;
    while (stringToken.test(text)) {
        let at = stringToken.lastIndex;
        let c = text.charCodeAt(at);
        while (c === 32 || c === 10 || c === 13 || c === 9)
            c = text.charCodeAt(++at);
        if (c === 58)
            count++;
    }
    return count;
}
/**
 * How many members the value holds (each distinct name once), or -1 when the full parser has
 * something to say: containers nest deeper than it allows, or a number is beyond the float range
 * or an integer beyond 2^53 (it notes those).
 */
function membersInValue(value, depth) {
    if (typeof value === 'number')
        return exactNumber(value) ? 0 : -1;
    if (typeof value !== 'object' || value === null)
        return 0;
    return membersIn(value, depth);
}
/** Whether the full parser takes a number without a note. */
const exactNumber = (n) => Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n));
/**
 * {@link membersInValue} of an object or array. Strings, booleans and numbers are settled in the
 * loop, not with a call each (a folder lint runs this for every value of every file).
 */
function membersIn(value, depth) {
    if (depth >= MAX_DEPTH)
        return -1;
    let count = 0;
    // Indexed loops: `for...of` runs the iterator protocol, slow in code not yet optimised.
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            const item = value[i];
            if (typeof item === 'object' && item !== null) {
                const n = membersIn(item, depth + 1);
                if (n < 0)
                    return -1;
                count += n;
            }
            else if (typeof item === 'number' && !exactNumber(item))
                return -1;
        }
        return count;
    }
    const keys = Object.keys(value);
    for (let i = 0; i < keys.length; i++) {
        const member = value[keys[i]];
        if (typeof member === 'object' && member !== null) {
            const n = membersIn(member, depth + 1);
            if (n < 0)
                return -1;
            count += n;
        }
        else if (typeof member === 'number' && !exactNumber(member))
            return -1;
        count++;
    }
    return count;
}
/**
 * The document {@link parseJson} would return for `text`, when that document has no diagnostic;
 * otherwise undefined (then use `parseJson`, which says what is wrong and where).
 */
export function parseJsonQuick(text) {
    const source = stripBom(text);
    let value;
    try {
        value = JSON.parse(source);
    }
    catch {
        return undefined;
    }
    // A surrogate escape may be half a pair: JSON.parse keeps the half, the full parser notes it.
    if (source.includes('\\u') && SURROGATE_ESCAPE.test(source))
        return undefined;
    const members = membersInValue(value, 0);
    if (members < 0 || (members !== colonsAfterQuotes(source) && members !== memberNamesInText(source)))
        return undefined;
    let full;
    let positionOf;
    // Characters scanned so far: past a few passes over the text, the full parser's table (built
    // once, then a lookup per pointer) is the cheaper way to answer many pointers.
    let scanned = 0;
    const budget = 8 * source.length + 4096;
    return {
        value,
        diagnostics: [],
        // JSON.parse builds only JSON data, and membersInValue checked the depth.
        jsonData: true,
        // The same text parsed again: the same value, built natively.
        copy: () => JSON.parse(source),
        locate: (pointer, options) => {
            if (full !== undefined || scanned > budget)
                return (full ??= parseJson(text)).locate(pointer, options);
            if (typeof pointer !== 'string' || (pointer !== '' && pointer[0] !== '/'))
                return undefined;
            const scan = scanPointer(source, parsePointer(pointer), options?.key === true);
            scanned += scan.scanned;
            return (positionOf ??= createPositionOf(source))(scan.offset);
        },
    };
}
