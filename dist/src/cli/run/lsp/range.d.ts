/** The range an editor underlines for a finding: the token at its 1-based line and column. */
/** An LSP range (0-based lines and UTF-16 characters). */
export interface Range {
    start: {
        line: number;
        character: number;
    };
    end: {
        line: number;
        character: number;
    };
}
/**
 * The token at `line`:`column` of `text`: a quoted string, or a run of name characters, or one
 * character; the start of the text when the finding has no position.
 */
export declare function tokenRange(text: string, line: number | undefined, column: number | undefined): Range;
