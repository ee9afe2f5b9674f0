/** Source excerpts under a diagnostic: the offending line, one line of context, a caret. */
import { type Paint, type Style } from './ansi.js';
/** A source's lines, as frames index them: split once per file, not once per frame. */
export declare function sourceLines(source: string): readonly string[];
/**
 * The frame lines (no trailing newline) for `line`/`column` (1-based) in `source` (its text, or
 * its `sourceLines` when many frames show the same file), or `[]` when the line is not in the
 * source (the text changed since, or the position is past the end).
 */
export declare function codeFrame(source: string | readonly string[], line: number, column: number | undefined, paint: Paint, caretStyle: Style): string[];
