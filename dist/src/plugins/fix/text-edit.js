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
/**
 * Edits made in rounds (each round's offsets in the text the round before left), kept as edits of
 * the first text: what survives of it and what is new. A caller that holds the bytes the first text
 * was decoded from splices these into them, so bytes no fix touched stay as they were.
 */
export class EditTrail {
    length;
    pieces;
    constructor(length) {
        this.length = length;
        this.pieces = length > 0 ? [{ from: 0, to: length }] : [];
    }
    /** Applies one round's edits (as `applyEdits` does: sorted, an overlapping one dropped). */
    apply(edits) {
        const out = [];
        let i = 0;
        // Where piece i starts in the current text, and how much of it was already taken.
        let pieceStart = 0;
        let taken = 0;
        /** Moves the current text's [at, end) into `out` (keep) or past it (drop). */
        const move = (end, keep) => {
            while (i < this.pieces.length) {
                const piece = this.pieces[i];
                const size = 'text' in piece ? piece.text.length : piece.to - piece.from;
                const stop = Math.min(size, end - pieceStart);
                if (stop <= taken)
                    return;
                if (keep)
                    out.push('text' in piece ? { text: piece.text.slice(taken, stop) } : { from: piece.from + taken, to: piece.from + stop });
                if (stop < size) {
                    taken = stop;
                    return;
                }
                pieceStart += size;
                taken = 0;
                i++;
            }
        };
        let at = 0;
        for (const e of [...edits].sort((a, b) => a.start - b.start)) {
            if (e.start < at)
                continue;
            move(e.start, true);
            move(e.end, false);
            if (e.text !== '')
                out.push({ text: e.text });
            at = e.end;
        }
        move(Infinity, true);
        this.pieces = out;
    }
    /** The edits of the first text that give the last, sorted, none overlapping. */
    edits() {
        const out = [];
        let at = 0;
        let added = '';
        for (const piece of this.pieces) {
            if ('text' in piece) {
                added += piece.text;
                continue;
            }
            if (piece.from > at || added !== '')
                out.push({ start: at, end: piece.from, text: added });
            at = piece.to;
            added = '';
        }
        if (at < this.length || added !== '')
            out.push({ start: at, end: this.length, text: added });
        return out;
    }
}
