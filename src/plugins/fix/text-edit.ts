/** A replacement of `text.slice(start, end)` by `text` (UTF-16 offsets), as editors take them. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** `text` with `edits` applied; edits that overlap an earlier one are dropped. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    if (e.start < at) continue;
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at);
}
