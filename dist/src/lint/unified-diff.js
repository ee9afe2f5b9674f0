/**
 * A unified diff of one file's text before and after its fixes (`lint --fix-dry-run`), as
 * `diff -u` and `git apply` read it: `---`/`+++` headers, hunks with three lines of context.
 * Fixes replace tokens within lines, so the common case pairs line for line; when the line count
 * changes, the changed region is one hunk between the common start and end.
 */
import { printable, printableSameWidth } from '../core/printable.js';
const CONTEXT = 3;
/** The diff of `before` -> `after` for `name`; `''` when they are equal. */
export function unifiedDiff(name, before, after) {
    if (before === after)
        return '';
    const a = splitLines(before);
    const b = splitLines(after);
    const changes = [];
    if (a.length === b.length) {
        for (let i = 0; i < a.length; i++) {
            if (a[i] === b[i])
                continue;
            const last = changes[changes.length - 1];
            if (last !== undefined && last[1] === i)
                last[1] = i + 1;
            else
                changes.push([i, i + 1]);
        }
    }
    else {
        let start = 0;
        while (start < a.length && start < b.length && a[start] === b[start])
            start++;
        let end = 0;
        while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
            end++;
        return header(name) + hunk(a, b, start, a.length - end, start, b.length - end);
    }
    // Changes closer than twice the context share a hunk.
    let out = header(name);
    let i = 0;
    while (i < changes.length) {
        let j = i;
        while (j + 1 < changes.length && changes[j + 1][0] - changes[j][1] <= 2 * CONTEXT)
            j++;
        out += pairedHunk(a, b, changes.slice(i, j + 1));
        i = j + 1;
    }
    return out;
}
/** The headers; the name escaped, so a line break in it cannot forge a header or a hunk. */
function header(name) {
    const shown = printable(name);
    return `--- a/${shown}\n+++ b/${shown}\n`;
}
/** Lines with their breaks kept, so a missing final newline shows. */
function splitLines(text) {
    return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
/**
 * One line of a hunk. Its text is the file's: a control character, a bidi mark or a Unicode line
 * break in it would restyle a terminal or forge a line for a reader that splits on it, so each is
 * shown as U+FFFD (`printableSameWidth`; tabs and the CRLF or LF ending stay, so an ordinary file's
 * diff still applies; such a line's does not, and says so by its U+FFFD).
 */
function line(prefix, text) {
    const end = text.endsWith('\r\n') ? '\r\n' : text.endsWith('\n') ? '\n' : '';
    const shown = printableSameWidth(text.slice(0, text.length - end.length));
    return end ? prefix + shown + end : `${prefix}${shown}\n\\ No newline at end of file\n`;
}
/** One hunk of lines changed in place (`a` and `b` have the same length). */
function pairedHunk(a, b, changes) {
    const from = Math.max(0, changes[0][0] - CONTEXT);
    const to = Math.min(a.length, changes[changes.length - 1][1] + CONTEXT);
    let body = '';
    let at = from;
    for (const [start, end] of changes) {
        for (; at < start; at++)
            body += line(' ', a[at]);
        for (let k = start; k < end; k++)
            body += line('-', a[k]);
        for (let k = start; k < end; k++)
            body += line('+', b[k]);
        at = end;
    }
    for (; at < to; at++)
        body += line(' ', a[at]);
    return `@@ -${range(from, to - from)} +${range(from, to - from)} @@\n${body}`;
}
/** One hunk replacing `a[aStart..aEnd)` by `b[bStart..bEnd)`, with context around. */
function hunk(a, b, aStart, aEnd, bStart, bEnd) {
    const before = Math.max(0, aStart - CONTEXT);
    const afterA = Math.min(a.length, aEnd + CONTEXT);
    const afterB = Math.min(b.length, bEnd + CONTEXT);
    let body = '';
    for (let k = before; k < aStart; k++)
        body += line(' ', a[k]);
    for (let k = aStart; k < aEnd; k++)
        body += line('-', a[k]);
    for (let k = bStart; k < bEnd; k++)
        body += line('+', b[k]);
    for (let k = aEnd; k < afterA; k++)
        body += line(' ', a[k]);
    return `@@ -${range(before, afterA - before)} +${range(before, afterB - before)} @@\n${body}`;
}
/** `start,count` 1-based; an empty range names the line before it. */
function range(start, count) {
    return count === 0 ? `${start},0` : `${start + 1},${count}`;
}
