/** `text` with `edits` applied; edits that overlap an earlier one are dropped. */
export function applyEdits(text, edits) {
    const sorted = [...edits].sort((a, b) => a.start - b.start);
    let out = '';
    let at = 0;
    for (const e of sorted) {
        if (e.start < at)
            continue;
        out += text.slice(at, e.start) + e.text;
        at = e.end;
    }
    return out + text.slice(at);
}
