/** Source parsers: text in, value plus diagnostics plus positions out. */
import type { ParsedDocument } from './document.js';
import { parseError } from './diagnostics.js';
import { parseJson } from './json.js';
import { parseJsonQuick } from './json-quick.js';

export type { LocateOptions, ParsedDocument, SourcePosition } from './document.js';
export { MAX_DEPTH } from './document.js';
export { parseJson } from './json.js';

/** The source formats a config file may be written in. */
export type SourceFormat = 'json' | 'yaml';

/** The format of a file by its extension: `.yaml` and `.yml` (any case) are YAML, all else JSON. */
export function formatOfPath(path: string): SourceFormat {
  return /\.ya?ml$/i.test(path) ? 'yaml' : 'json';
}

/** `parseSource` for JSON, synchronous: `JSON.parse` first, the position-keeping parser when needed. */
export function parseJsonText(text: string, maxFindings?: number): ParsedDocument {
  return parseJsonQuick(text) ?? parseJson(text, maxFindings);
}

/**
 * Parses `text` as `format`. Never rejects. Past `maxFindings` (default 1,000; a positive whole
 * number or `Infinity`) findings are counted, not built, and end the list as `... and N more` notes. JSON goes through `JSON.parse` first and gets its
 * positions only when asked (see `parseJsonQuick`); the result is the same. The YAML parser (and the `yaml` package behind it)
 * is imported only when a YAML source is actually parsed, so JSON-only runs start faster.
 */
export async function parseSource(text: string, format: SourceFormat, maxFindings?: number): Promise<ParsedDocument> {
  if (format !== 'yaml') return parseJsonText(text, maxFindings);
  try {
    const { parseYaml } = await import('./yaml.js');
    return parseYaml(text, maxFindings);
  } catch (error) {
    // Only a broken installation (the yaml package missing) gets here.
    const reason = error instanceof Error ? error.message : String(error);
    return {
      value: undefined,
      diagnostics: [
        parseError('parse/syntax', `the YAML parser could not be loaded: ${reason}`, '', {
          line: 1,
          column: 1,
        }),
      ],
      locate: () => undefined,
    };
  }
}

/**
 * The format of a text with no file name (standard input, an editor buffer): text that starts like
 * JSON is JSON, unless it is not valid JSON but valid YAML (flow style: `{a: 1}`).
 */
export async function formatOfText(text: string): Promise<SourceFormat> {
  if (!/^\uFEFF?\s*[{[]/.test(text) && text.trim() !== '') return 'yaml';
  // JSON when the JSON parser reads a value, findings or not (a duplicate key, an escaped half of a surrogate pair).
  if (parseJson(text).value !== undefined) return 'json';
  const yaml = await parseSource(text, 'yaml');
  return yaml.value !== undefined && !yaml.diagnostics.some((d) => d.severity === 'error') ? 'yaml' : 'json';
}
