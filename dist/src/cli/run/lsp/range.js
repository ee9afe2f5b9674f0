/** The range an editor underlines for a finding: the token at its 1-based line and column. */
/**
 * The token at `line`:`column` of `text`: a quoted string, or a run of name characters, or one
 * character; the start of the text when the finding has no position.
 */
export function tokenRange(text, line, column) {
    if (line === undefined || column === undefined)
        return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const lines = text.split('\n');
    const source = lines[line - 1] ?? '';
    const start = column - 1;
    const rest = source.slice(start);
    const token = /^"(?:[^"\\]|\\.)*"|^'[^']*'|^[^\s:=,{}[\]"']+/.exec(rest)?.[0] ?? rest.slice(0, 1);
    return { start: { line: line - 1, character: start }, end: { line: line - 1, character: start + Math.max(token.length, 1) } };
}
