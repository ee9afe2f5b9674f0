/**
 * Bounds on what a message quotes. Messages echo input (a key name, a value, a line); input comes
 * from strangers, so a 1 MB key must not make a 1 MB message. Long runs are cut in the middle
 * with `…`, keeping their start and end, and a whole message has a length limit.
 */
/** `text` if at most `max` characters, else its start, `…`, and its end (no pair split). */
export declare function boundText(text: string, max: number): string;
/**
 * A message with every long run and the whole bounded. One scan, no regular expression: a
 * pattern like /\S{81,}/ over a 7 MB key overflowed the stack.
 */
export declare function boundMessage(message: string): string;
/** A suggestion bounded as `bounded` bounds it. */
export declare const boundSuggestion: (suggestion: string) => string;
/** `d` with its message and suggestion bounded, frozen and known to be so: {@link bounded} returns it at once. */
export declare function markBounded<D extends {
    message: string;
    suggestion?: string;
}>(d: D): D;
/** The same diagnostic with its message and suggestion bounded (the object itself when already so). */
export declare function bounded<D extends {
    message: string;
    suggestion?: string;
}>(d: D): D;
/**
 * A whole number with its thousands grouped by commas (`1,048,576`), as `toLocaleString('en-US')`
 * writes it, without Intl: the first locale-aware call of a process loads ICU's data, about 16 ms,
 * more than a one-file lint costs. Other numbers are written as `String` writes them (-0 as 0).
 */
export declare function groupDigits(n: number): string;
