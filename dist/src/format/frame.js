/** Source excerpts under a diagnostic: the offending line, one line of context, a caret. */
import { printableSameWidth } from './ansi.js';
// Minified JSON puts a whole file on one line; show a window around the column instead of it all.
const MAX_WIDTH = 120;
export function sourceLines(source) {
    // starts[k]: where line k + 1 begins; -1 once the last line is found.
    const starts = [0];
    return {
        line(n) {
            if (n < 1)
                return undefined;
            while (starts.length < n + 1 && starts[starts.length - 1] !== -1) {
                const from = starts[starts.length - 1];
                const at = source.indexOf('\n', from);
                starts.push(at === -1 ? -1 : at + 1);
            }
            const start = starts[n - 1];
            if (start === undefined || start === -1)
                return undefined;
            const next = starts[n];
            if (next === -1)
                return source.slice(start);
            // The break is "\n", or "\r\n" (one "\r" before it belongs to the break).
            const end = next - 1 > start && source.charCodeAt(next - 2) === 13 ? next - 2 : next - 1;
            return source.slice(start, end);
        },
    };
}
/**
 * The frame lines (no trailing newline) for `line`/`column` (1-based) in `source` (its text, or
 * its `sourceLines` when many frames show the same file), or `[]` when the line is not in the
 * source (the text changed since, or the position is past the end).
 */
export function codeFrame(source, line, column, paint, caretStyle) {
    const lines = typeof source === 'string' ? sourceLines(source) : source;
    const target = lines.line(line);
    if (line < 1 || target === undefined)
        return [];
    const col0 = column === undefined ? 0 : Math.max(0, column - 1);
    const [start, end] = visibleWindow(target, col0);
    const first = Math.max(1, line - 1);
    const width = String(line).length;
    const out = [];
    for (let n = first; n <= line; n++) {
        const marker = n === line ? '>' : ' ';
        const gutter = paint('dim', `  ${marker} ${String(n).padStart(width)} |`);
        const code = clip(lines.line(n) ?? '', start, end);
        out.push(code === '' ? gutter : `${gutter} ${paint('dim', code)}`);
    }
    if (column !== undefined) {
        // Keep tabs and blank out everything else, so the caret lands under the column whatever
        // tab width the terminal uses.
        const before = (start > 0 ? ' ' : '') + printableSameWidth(target.slice(start, col0));
        const pad = (before.includes('\t') ? before.replace(/[^\t]/g, ' ') : ' '.repeat(before.length)) + ' '.repeat(Math.max(0, col0 - target.length));
        out.push(`${paint('dim', `    ${' '.repeat(width)} |`)} ${pad}${paint(caretStyle, '^')}`);
    }
    return out;
}
/**
 * The [start, end) code-unit range to show of every frame line so that `col0` of the offending
 * line is visible; the same range for all lines keeps them aligned.
 */
function visibleWindow(text, col0) {
    const start = Math.max(0, Math.min(col0 - MAX_WIDTH / 2, text.length - MAX_WIDTH));
    return [start, start + MAX_WIDTH];
}
/** One line cut to the window, with `…` where text was left out. */
function clip(text, start, end) {
    if (start === 0 && end >= text.length)
        return printableSameWidth(text);
    if (start >= text.length)
        return '';
    const middle = printableSameWidth(text.slice(start, end));
    return (start > 0 ? '…' : '') + middle + (end < text.length ? '…' : '');
}
