/** A replacement of `text.slice(start, end)` by `text` (UTF-16 offsets), as editors take them. */
export interface TextEdit {
    start: number;
    end: number;
    text: string;
}
/** `text` with `edits` applied; edits that overlap an earlier one are dropped. */
export declare function applyEdits(text: string, edits: readonly TextEdit[]): string;
/**
 * Edits made in rounds (each round's offsets in the text the round before left), kept as edits of
 * the first text: what survives of it and what is new. A caller that holds the bytes the first text
 * was decoded from splices these into them, so bytes no fix touched stay as they were.
 */
export declare class EditTrail {
    private readonly length;
    private pieces;
    constructor(length: number);
    /** Applies one round's edits (as `applyEdits` does: sorted, an overlapping one dropped). */
    apply(edits: readonly TextEdit[]): void;
    /** The edits of the first text that give the last, sorted, none overlapping. */
    edits(): TextEdit[];
}
