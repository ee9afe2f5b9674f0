/** Offset-to-position conversion for source text. */
import type { SourcePosition } from './document.js';
/** Converts a UTF-16 offset into a 1-based line and column. */
export type PositionOf = (offset: number) => SourcePosition;
/**
 * Builds an offset-to-position function for `text`. The table of line starts is built on the
 * first call only, so a parse that never reports or locates anything pays nothing for it.
 * Line breaks are `\n`, `\r\n` and a lone `\r`, the same set JSON treats as whitespace.
 */
export declare function createPositionOf(text: string): PositionOf;
