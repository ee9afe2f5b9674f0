/** "Did you mean" suggestions: the closest candidate by edit distance, when it is close enough. */
/** The longest word or candidate compared: names are short; longer text is no typo of one. */
export declare const MAX_WORD = 256;
/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export declare function editDistance(a: string, b: string): number;
/**
 * The candidate closest to `word`, or undefined when none is plausibly what was meant: a typo
 * budget of a quarter of the word's length (at least 1, at most 3); case differences are free; a
 * candidate that is the start of the word or the word the start of it (`gzip` for `gz`) counts
 * as one edit when the shorter is at least half the longer (`max` is no typo of `max_confidence`).
 * Ties go to the candidate with fewer real edits (`nested_mode` for `nested_mod`), then by name.
 */
export declare function closest(word: string, candidates: Iterable<string>): string | undefined;
/**
 * Every candidate within `word`'s typo budget, by the same measure as {@link closest}: a fix may
 * rename `word` only when exactly one candidate is this close (`nested_mod` is as close to
 * `nested` as to `nested_mode`, so no one answer).
 */
export declare function closeCandidates(word: string, candidates: Iterable<string>): string[];
