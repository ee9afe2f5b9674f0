/**
 * Fixes in JSON text as edits of the one string token they change (a member name or a value),
 * found at the position the parser gives for its pointer: every other byte stays as it was.
 */
import { parseJson } from '../../core/parse/index.js';
const STRING_TOKEN = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9A-Fa-f]{4}))*"/y;
/** The edit of each fix whose token is where the parser says and holds what the fix expects. */
export function jsonEdits(text, fixes) {
    const parsed = parseJson(text);
    const edits = new Map();
    if (parsed.value === undefined)
        return edits;
    const starts = lineStarts(text);
    for (const fix of fixes) {
        const at = parsed.locate(fix.pointer, { key: fix.target === 'key' });
        if (at === undefined || at.line > starts.length)
            continue;
        const offset = starts[at.line - 1] + at.column - 1;
        STRING_TOKEN.lastIndex = offset;
        const token = STRING_TOKEN.exec(text)?.[0];
        // The nearest ancestor's position, or another token: not the place this fix names.
        if (token === undefined || JSON.parse(token) !== fix.from)
            continue;
        edits.set(fix, { start: offset, end: offset + token.length, text: JSON.stringify(fix.to) });
    }
    return edits;
}
/** Offsets where each line starts; breaks are `\n`, `\r\n` and a lone `\r`, as the parser counts them. */
function lineStarts(text) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10))
            starts.push(i + 1);
    }
    return starts;
}
