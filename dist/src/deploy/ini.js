import { FindingsCap } from '../core/cap.js';
import { boundText } from '../core/message.js';
import { stripBom } from '../core/bytes.js';
import { loaderIni } from './reading/index.js';
const LINE_BREAK = /\r\n|\r|\n/;
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
    /** True when the finding is only counted. */
    const full = (code) => doc.diagnostics.length >= cap.max && (cap.leave('error', code), true);
    const source = typeof text === 'string' ? text : '';
    const lines = stripBom(source).split(LINE_BREAK);
    let current;
    const byName = new Map();
    /** The key an indented line continues: the last one of the current section. */
    let previous;
    const fold = (name) => (dialect.lowerCaseNames ? name.toLowerCase() : name);
    lines.forEach((content, index) => {
        const line = index + 1;
        const start = content.length - content.trimStart().length;
        const body = content.trim();
        if (body === '' || body[0] === '#' || body[0] === ';')
            return;
        const column = start + 1;
        if (dialect.indentedLineContinues && start > 0 && previous !== undefined && current !== undefined) {
            const effective = current.values.get(fold(previous.key));
            const piece = { key: previous.key, value: body, keyAt: { line, column }, valueAt: { line, column } };
            current.values.set(fold(previous.key), join(effective, piece, dialect));
            if (!full('parse/syntax') && !quiet.includes(fold(previous.key))) {
                doc.diagnostics.push({
                    severity: 'warning',
                    code: 'parse/syntax',
                    message: `this indented line continues the value of "${boundText(previous.key, 200)}" (line ${previous.keyAt.line}): the agent's INI reader joins it to that value with a newline; remove the indentation to make it a line of its own`,
                    pointer: '',
                    line,
                    column,
                });
            }
            return;
        }
        if (body[0] === '[') {
            const close = body.indexOf(']');
            previous = undefined;
            if (close < 0) {
                if (!full('parse/syntax'))
                    doc.diagnostics.push(syntax(`section header ${JSON.stringify(boundText(body, 200))} has no closing "]"`, line, column));
                current = undefined;
                return;
            }
            const raw = body.slice(1, close);
            const name = dialect.trimSectionNames ? raw.trim() : raw;
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
            if (!full('parse/syntax'))
                doc.diagnostics.push(syntax(`line ${JSON.stringify(boundText(body, 200))} is neither a [section], a key = value entry nor a comment`, line, column));
            return;
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
        if (quiet.includes(key) || full('parse/duplicate-key'))
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
    const key = keyPart.trim();
    if (key === '')
        return undefined;
    let rest = content.slice(delimiter + 1);
    const comment = dialect.inlineSemicolonComment ? rest.search(/\s;/) : -1;
    if (comment >= 0)
        rest = rest.slice(0, comment);
    const lead = rest.length - rest.trimStart().length;
    const value = rest.trim();
    const keyColumn = keyPart.length - keyPart.trimStart().length + 1;
    return {
        key,
        value,
        keyAt: { line, column: keyColumn },
        valueAt: { line, column: delimiter + 1 + (value === '' ? 0 : lead) + 1 },
    };
}
function syntax(message, line, column) {
    return { severity: 'error', code: 'parse/syntax', message, pointer: '', line, column };
}
