/**
 * The fast way into the pipeline for JSON: the engine's `JSON.parse`, with positions computed only
 * when something asks for one. Most configs in a folder have nothing to report, so most never pay
 * for positions; those that do get each by a native scan of the text along the pointer
 * ({@link scanPointer}), which gives the very positions {@link parseJson} gives, until a document
 * asked for many of them gets the position-keeping parser's table instead.
 *
 * The quick document is used only where it is provably the same as {@link parseJson}'s: same
 * value, no parse diagnostic. `JSON.parse` accepts two things `parseJson` reports, and each sends
 * the text back to the full parser: duplicate member names (JSON.parse keeps the last one
 * silently), nesting beyond {@link MAX_DEPTH}, numbers it cannot hold exactly, and an escaped half of a surrogate pair
 * without its other half (JSON.parse keeps it). It refuses a leading byte-order mark, which
 * `parseJson` skips: it is skipped here too.
 */
import { type ParsedDocument } from './document.js';
/**
 * The document {@link parseJson} would return for `text`, when that document has no diagnostic;
 * otherwise undefined (then use `parseJson`, which says what is wrong and where).
 */
export declare function parseJsonQuick(text: string): ParsedDocument | undefined;
