import { type ParsedDocument } from './document.js';
/**
 * Parses JSON text. Never throws: every problem becomes a diagnostic. A leading byte-order mark
 * is skipped. Duplicate member names are reported and the last one wins, as with `JSON.parse`;
 * any other problem stops the parse with one `parse/syntax` (or `parse/too-deep`) diagnostic and
 * an undefined value.
 */
export declare function parseJson(text: string, maxFindings?: number): ParsedDocument;
