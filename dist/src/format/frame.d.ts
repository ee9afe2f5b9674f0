/** Source excerpts under a diagnostic: the offending line, one line of context, a caret. */
import { type Paint, type Style } from './ansi.js';
/**
 * A source's lines as frames index them (as `split(/\r?\n/)` gives them), shared by a file's
 * frames: each line is cut out when a frame asks for it, and the line starts found up to it are
 * kept (a file's frames show a few of its lines; one with many findings is scanned once).
 */
export interface SourceLines {
    /** Line `n` (1-based), without its line break; undefined past the last. */
    line(n: number): string | undefined;
}
export declare function sourceLines(source: string): SourceLines;
/**
 * The frame lines (no trailing newline) for `line`/`column` (1-based) in `source` (its text, or
 * its `sourceLines` when many frames show the same file), or `[]` when the line is not in the
 * source (the text changed since, or the position is past the end).
 */
export declare function codeFrame(source: string | SourceLines, line: number, column: number | undefined, paint: Paint, caretStyle: Style): string[];
