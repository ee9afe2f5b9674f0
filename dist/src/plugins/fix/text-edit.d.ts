/** A replacement of `text.slice(start, end)` by `text` (UTF-16 offsets), as editors take them. */
export interface TextEdit {
    start: number;
    end: number;
    text: string;
}
/** `text` with `edits` applied; edits that overlap an earlier one are dropped. */
export declare function applyEdits(text: string, edits: readonly TextEdit[]): string;
