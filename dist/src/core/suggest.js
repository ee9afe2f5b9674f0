/** "Did you mean" suggestions: the closest candidate by edit distance, when it is close enough. */
/** The longest word or candidate compared: names are short; longer text is no typo of one. */
export const MAX_WORD = 256;
/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a, b) {
    const cols = b.length + 1;
    // Three rows of the table (the transposition looks two back), kept from call to call: a folder
    // lint asks this for every unknown key against the members near it.
    if (rowBefore.length < cols) {
        rowBefore = new Int32Array(cols);
        rowPrevious = new Int32Array(cols);
        rowCurrent = new Int32Array(cols);
    }
    let before = rowBefore;
    let previous = rowPrevious;
    let current = rowCurrent;
    for (let j = 0; j < cols; j++)
        previous[j] = j;
    for (let i = 1; i <= a.length; i++) {
        const ai = a.charCodeAt(i - 1);
        const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
        current[0] = i;
        for (let j = 1; j < cols; j++) {
            const bj = b.charCodeAt(j - 1);
            let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ai === bj ? 0 : 1));
            if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && aBefore === bj)
                best = Math.min(best, before[j - 2] + 1);
            current[j] = best;
        }
        const spare = before;
        before = previous;
        previous = current;
        current = spare;
    }
    return previous[cols - 1];
}
let rowBefore = new Int32Array(0);
let rowPrevious = new Int32Array(0);
let rowCurrent = new Int32Array(0);
/**
 * The candidate closest to `word`, or undefined when none is plausibly what was meant: a typo
 * budget of a quarter of the word's length (at least 1, at most 3); case differences are free; a
 * candidate that is the start of the word or the word the start of it (`gzip` for `gz`) counts
 * as one edit when the shorter is at least half the longer (`max` is no typo of `max_confidence`).
 * Ties go to the candidate with fewer real edits (`nested_mode` for `nested_mod`), then by name.
 */
export function closest(word, candidates) {
    // Bounded work whatever the input: no name is a typo of something this long, and the distance
    // is at least the difference in length, so only candidates of a plausible length are compared.
    if (typeof word !== 'string' || word.length > MAX_WORD)
        return undefined;
    const budget = Math.min(3, Math.max(1, Math.floor(word.length / 4)));
    const lower = word.toLowerCase();
    let best;
    let bestDistance = Infinity;
    let bestEdits = Infinity;
    for (const candidate of candidates) {
        if (candidate === word || typeof candidate !== 'string' || candidate.length > MAX_WORD)
            continue;
        const other = candidate.toLowerCase();
        const shorter = Math.min(lower.length, other.length);
        const prefix = shorter >= 2 && shorter * 2 >= Math.max(lower.length, other.length) && (lower.startsWith(other) || other.startsWith(lower));
        if (!prefix && Math.abs(lower.length - other.length) > budget)
            continue;
        const edits = editDistance(lower, other);
        const distance = prefix ? Math.min(1, edits) : edits;
        const better = distance < bestDistance || (distance === bestDistance && (edits < bestEdits || (edits === bestEdits && best !== undefined && candidate < best)));
        if (better) {
            best = candidate;
            bestDistance = distance;
            bestEdits = edits;
        }
    }
    return bestDistance <= budget ? best : undefined;
}
/**
 * Every candidate within `word`'s typo budget, by the same measure as {@link closest}: a fix may
 * rename `word` only when exactly one candidate is this close (`nested_mod` is as close to
 * `nested` as to `nested_mode`, so no one answer).
 */
export function closeCandidates(word, candidates) {
    if (typeof word !== 'string' || word.length > MAX_WORD)
        return [];
    const budget = Math.min(3, Math.max(1, Math.floor(word.length / 4)));
    const lower = word.toLowerCase();
    const out = [];
    for (const candidate of candidates) {
        if (candidate === word || typeof candidate !== 'string' || candidate.length > MAX_WORD)
            continue;
        const other = candidate.toLowerCase();
        const shorter = Math.min(lower.length, other.length);
        const prefix = shorter >= 2 && shorter * 2 >= Math.max(lower.length, other.length) && (lower.startsWith(other) || other.startsWith(lower));
        if (!prefix && Math.abs(lower.length - other.length) > budget)
            continue;
        const edits = editDistance(lower, other);
        if ((prefix ? Math.min(1, edits) : edits) <= budget)
            out.push(candidate);
    }
    return out;
}
