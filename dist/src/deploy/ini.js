import { FindingsCap } from '../core/cap.js';
import { boundText } from '../core/message.js';
import { stripBom } from '../core/bytes.js';
import { loaderIni } from './reading/index.js';
/**
 * inih reads a line up to a line feed (`fgets`): a carriage return before it is trailing white
 * space, and one anywhere else is part of the line (run loader-lone-cr: `[sink-http]\renable = no`
 * left sink-http enabled).
 */
const LINE_BREAK = '\n';
/**
 * Reads INI text. Never throws. Past `maxFindings` findings (default 1,000, what the command lists
 * of a file) they are counted, not built: 400,000 duplicate keys gave 170 MB of output. The list
 * then ends with one `... and N more` note per code.
 */
export function parseIni(text, maxFindings, options = {}) {
    const dialect = options.dialect ?? loaderIni;
    const quiet = options.quietRepeats ?? [];
    const doc = { sections: [], preamble: [], diagnostics: [] };
    const cap = new FindingsCap(maxFindings);
    /** True when the finding (of this severity and code) is only counted: the list is full. */
    const full = (severity, code) => doc.diagnostics.length >= cap.max && (cap.leave(severity, code), true);
    const source = typeof text === 'string' ? text : '';
    const lines = stripBom(source).split(LINE_BREAK);
    let current;
    const byName = new Map();
    /** The key an indented line continues: the last one of the current section. */
    let previous;
    const fold = (name) => (dialect.lowerCaseNames ? lowerAscii(name) : name);
    lines.forEach((written, index) => {
        const line = index + 1;
        const nul = dialect.nulEndsLine ? written.indexOf('\0') : -1;
        const content = nul < 0 ? written : written.slice(0, nul);
        const start = leadingSpace(content);
        const body = trimSpace(content);
        if (nul >= 0 && trimSpace(written.slice(nul + 1)) !== '' && !full('warning', 'parse/syntax')) {
            doc.diagnostics.push(syntaxWarning(`this line holds a NUL character: the agent's INI reader reads a line as a C string, up to the NUL, and never reads ${JSON.stringify(boundText(written.slice(nul + 1), 200))}`, line, nul + 1, 'delete the NUL'));
        }
        const cr = body.indexOf('\r');
        // A comment line too: what follows the carriage return is part of the comment (run trap-silent-loader-proc-text-4a3beb).
        if (cr >= 0 && !full('warning', 'parse/syntax')) {
            doc.diagnostics.push(syntaxWarning(`this ${body[0] === '#' || body[0] === ';' ? 'comment line' : 'line'} holds a carriage return (\\r) that is no line break to the agent's INI reader: it reads ${JSON.stringify(boundText(body.slice(cr + 1), 200))} as part of this line, not as a line of its own`, line, start + cr + 1, 'end lines with \\n or \\r\\n'));
        }
        if (body === '' || body[0] === '#' || body[0] === ';')
            return;
        const column = start + 1;
        if (dialect.indentedLineContinues && start > 0 && previous !== undefined && current !== undefined) {
            const effective = current.values.get(fold(previous.key));
            const piece = { key: previous.key, value: body, keyAt: { line, column }, valueAt: { line, column } };
            current.values.set(fold(previous.key), join(effective, piece, dialect));
            if (!quiet.includes(fold(previous.key)) && !full('warning', 'parse/syntax')) {
                doc.diagnostics.push(syntaxWarning(`this indented line continues the value of "${boundText(previous.key, 200)}" (line ${previous.keyAt.line}): the agent's INI reader joins it to that value with a newline; remove the indentation to make it a line of its own`, line, column));
            }
            return;
        }
        if (body[0] === '[') {
            const close = body.indexOf(']');
            previous = undefined;
            if (close < 0) {
                if (!full('error', 'parse/syntax'))
                    doc.diagnostics.push(syntax(`section header ${JSON.stringify(boundText(body, 200))} has no closing "]"`, line, column));
                current = undefined;
                return;
            }
            const raw = body.slice(1, close);
            const name = dialect.trimSectionNames ? trimSpace(raw) : raw;
            const same = dialect.mergeSections ? byName.get(fold(name)) : undefined;
            if (same !== undefined) {
                current = same;
                return;
            }
            current = { name, at: { line, column }, entries: [], values: new Map() };
            byName.set(fold(name), current);
            doc.sections.push(current);
            return;
        }
        const entry = readEntry(content, line, dialect);
        if (entry === undefined) {
            if (!full('error', 'parse/syntax'))
                doc.diagnostics.push(syntax(`line ${JSON.stringify(boundText(body, 200))} is neither a [section], a key = value entry nor a comment`, line, column));
            return;
        }
        const kept = keptSpace(entry.key, 'key') ?? keptSpace(entry.value, 'value');
        if (kept !== undefined && !full('warning', 'parse/syntax')) {
            const what = kept.part === 'key' ? `key ${JSON.stringify(boundText(entry.key, 200))}` : `the value of "${boundText(entry.key, 200)}"`;
            doc.diagnostics.push(syntaxWarning(`${what} ${kept.where} ${kept.name}: the agent's INI reader trims only ASCII white space and keeps it as part of the ${kept.part}, so it reads ${JSON.stringify(boundText(kept.part === 'key' ? entry.key : entry.value, 200))}`, line, kept.part === 'key' ? entry.keyAt.column : entry.valueAt.column, `delete the ${kept.name}`));
        }
        if (current === undefined) {
            doc.preamble.push(entry);
            return;
        }
        previous = entry;
        const key = fold(entry.key);
        const earlier = current.values.get(key);
        current.entries.push(entry);
        if (earlier === undefined) {
            current.values.set(key, entry);
            return;
        }
        const joined = join(earlier, entry, dialect);
        current.values.set(key, joined);
        if (quiet.includes(key) || full('warning', 'parse/duplicate-key'))
            return;
        doc.diagnostics.push({
            severity: 'warning',
            code: 'parse/duplicate-key',
            message: `key ${JSON.stringify(boundText(entry.key, 200))} is given again in [${boundText(current.name, 200)}] (first at line ${earlier.keyAt.line}, column ${earlier.keyAt.column}): the agent's INI reader joins the values with a newline and reads ${JSON.stringify(boundText(joined.value, 200))}, which no setting expects`,
            pointer: '',
            line,
            column: entry.keyAt.column,
            suggestion: 'remove one of them',
        });
    });
    if (cap.total > 0)
        doc.diagnostics.push(...cap.notes());
    return doc;
}
/** The value the agent reads for a key given again (or continued): the two joined, at the first one's place. */
function join(earlier, later, dialect) {
    return { ...earlier, value: earlier.value + dialect.repeatJoiner + later.value, parts: [...(earlier.parts ?? [earlier]), later] };
}
function readEntry(content, line, dialect) {
    let delimiter = -1;
    for (let i = 0; i < content.length && delimiter < 0; i++)
        if (dialect.delimiters.includes(content[i]))
            delimiter = i;
    if (delimiter < 0)
        return undefined;
    const keyPart = content.slice(0, delimiter);
    const key = trimSpace(keyPart);
    if (key === '')
        return undefined;
    let rest = content.slice(delimiter + 1);
    const comment = dialect.inlineSemicolonComment ? rest.search(/[ \t\n\v\f\r];/) : -1;
    if (comment >= 0)
        rest = rest.slice(0, comment);
    const lead = leadingSpace(rest);
    const value = trimSpace(rest);
    const keyColumn = leadingSpace(keyPart) + 1;
    return {
        key,
        value,
        keyAt: { line, column: keyColumn },
        valueAt: { line, column: delimiter + 1 + (value === '' ? 0 : lead) + 1 },
    };
}
/** C's `isspace` in the C locale (and, for single bytes, in UTF-8 ones). */
const isSpace = (c) => c === 32 || (c >= 9 && c <= 13);
/** How many characters of white space `text` starts with. */
function leadingSpace(text) {
    let i = 0;
    while (i < text.length && isSpace(text.charCodeAt(i)))
        i++;
    return i;
}
/** `text` without the white space at either end, as the agent's INI reader trims. */
export function trimSpace(text) {
    const start = leadingSpace(text);
    let end = text.length;
    while (end > start && isSpace(text.charCodeAt(end - 1)))
        end--;
    return text.slice(start, end);
}
/** White space JavaScript's `trim` takes and C's `isspace` does not. */
const UNICODE_SPACE = /[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;
const spaceNames = {
    '\u00a0': 'a no-break space (U+00A0)',
    '\u202f': 'a narrow no-break space (U+202F)',
    '\u3000': 'an ideographic space (U+3000)',
    '\ufeff': 'a byte-order mark (U+FEFF)',
};
/** Where `text` (a key or value the agent keeps as written) starts or ends with such a space, and which. */
export function keptSpace(text, part) {
    const first = text.charAt(0);
    const last = text.charAt(text.length - 1);
    const edge = UNICODE_SPACE.test(first) ? { c: first, where: 'starts with' } : UNICODE_SPACE.test(last) ? { c: last, where: 'ends with' } : undefined;
    if (edge === undefined)
        return undefined;
    const code = edge.c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    return { part, where: edge.where, name: spaceNames[edge.c] ?? `a Unicode space (U+${code})` };
}
/** Lower-cased as the agent's INI reader does (`tolower`, the C locale): A-Z only. */
export function lowerAscii(name) {
    return /[A-Z]/.test(name) ? name.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32)) : name;
}
function syntax(message, line, column) {
    return { severity: 'error', code: 'parse/syntax', message, pointer: '', line, column };
}
/** A line the agent's INI reader reads otherwise than it looks: a `parse/syntax` warning. */
function syntaxWarning(message, line, column, suggestion) {
    return { severity: 'warning', code: 'parse/syntax', message, pointer: '', line, column, ...(suggestion === undefined ? {} : { suggestion }) };
}
