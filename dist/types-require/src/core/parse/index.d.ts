/** Source parsers: text in, value plus diagnostics plus positions out. */
import type { ParsedDocument } from './document.js';
export type { LocateOptions, ParsedDocument, SourcePosition } from './document.js';
export { MAX_DEPTH } from './document.js';
export { parseJson } from './json.js';
/** The source formats a config file may be written in. */
export type SourceFormat = 'json' | 'yaml';
/** The format of a file by its extension: `.yaml` and `.yml` (any case) are YAML, all else JSON. */
export declare function formatOfPath(path: string): SourceFormat;
/** `parseSource` for JSON, synchronous: `JSON.parse` first, the position-keeping parser when needed. */
export declare function parseJsonText(text: string, maxFindings?: number): ParsedDocument;
/**
 * Parses `text` as `format`. Never rejects. Past `maxFindings` (default 1,000; a positive whole
 * number or `Infinity`) findings are counted, not built, and end the list as `... and N more` notes. JSON goes through `JSON.parse` first and gets its
 * positions only when asked (see `parseJsonQuick`); the result is the same. The YAML parser (and the `yaml` package behind it)
 * is imported only when a YAML source is actually parsed, so JSON-only runs start faster.
 */
export declare function parseSource(text: string, format: SourceFormat, maxFindings?: number): Promise<ParsedDocument>;
/**
 * The format of a text with no file name (standard input, an editor buffer): text that starts like
 * JSON is JSON, unless it is not valid JSON but valid YAML (flow style: `{a: 1}`).
 */
export declare function formatOfText(text: string): Promise<SourceFormat>;
