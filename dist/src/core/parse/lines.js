/**
 * Builds an offset-to-position function for `text`. The table of line starts is built on the
 * first call only, so a parse that never reports or locates anything pays nothing for it.
 * Line breaks are `\n`, `\r\n` and a lone `\r`, the same set JSON treats as whitespace.
 */
export function createPositionOf(text) {
    let starts;
    return (offset) => {
        starts ??= lineStarts(text);
        const at = Math.max(0, Math.min(offset, text.length));
        // Binary search for the last line that starts at or before the offset.
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >>> 1;
            if (starts[mid] <= at)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: at - starts[lo] + 1 };
    };
}
function lineStarts(text) {
    const starts = [0];
    // Most texts break lines with `\n` alone: the engine's `indexOf` finds them.
    if (text.indexOf('\r') === -1) {
        for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1))
            starts.push(at + 1);
        return starts;
    }
    const length = text.length;
    for (let i = 0; i < length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10)
            starts.push(i + 1);
        else if (c === 13 && text.charCodeAt(i + 1) !== 10)
            starts.push(i + 1);
    }
    return starts;
}
