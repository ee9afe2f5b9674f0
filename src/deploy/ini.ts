/**
 * A small INI reader for the agent's loader files and main config. It never throws: every line
 * it cannot read becomes a diagnostic, and reading goes on with the next line.
 *
 * What it accepts, the way the agent's INI reader does:
 * - `[name]` section headers (text after the closing bracket is ignored);
 * - `key = value` or `key: value` entries, key and value trimmed;
 * - whole-line comments starting with `#` or `;`, and inline comments `value ; comment` (a `;`
 *   after whitespace); a `#` inside a value is kept (URLs may hold one);
 * - a key given twice in one section: the later value wins, with a warning.
 * Keys before the first header belong to no section; they are kept in `preamble`.
 */
import type { Diagnostic, DiagnosticCode } from '../core/diagnostic.js';
import { FindingsCap } from '../core/cap.js';
import { boundText } from '../core/message.js';
import { stripBom } from '../core/bytes.js';
import type { SourcePosition } from '../core/parse/document.js';

/** One `key = value` line. */
export interface IniEntry {
  key: string;
  value: string;
  /** Where the key starts. */
  keyAt: SourcePosition;
  /** Where the value starts (just after the delimiter when the value is empty). */
  valueAt: SourcePosition;
}

/** One `[name]` section with its entries. */
export interface IniSection {
  name: string;
  /** Where the `[` of the header is. */
  at: SourcePosition;
  /** Every entry, in source order, duplicates included. */
  entries: IniEntry[];
  /** The entry that takes effect for each key: the last one. */
  values: Map<string, IniEntry>;
}

/** The sections of an INI text and what was wrong with it. */
export interface IniDocument {
  /** Sections in source order; a name given twice appears twice. */
  sections: IniSection[];
  /** Entries before the first section header. */
  preamble: IniEntry[];
  diagnostics: Diagnostic[];
}

const LINE_BREAK = /\r\n|\r|\n/;

/**
 * Reads INI text. Never throws. Past `maxFindings` findings (default 1,000, what the command lists
 * of a file) they are counted, not built: 400,000 duplicate keys gave 170 MB of output. The list
 * then ends with one `... and N more` note per code.
 */
export function parseIni(text: string, maxFindings?: number): IniDocument {
  const doc: IniDocument = { sections: [], preamble: [], diagnostics: [] };
  const cap = new FindingsCap(maxFindings);
  /** True when the finding is only counted. */
  const full = (code: DiagnosticCode) => doc.diagnostics.length >= cap.max && (cap.leave('error', code), true);
  const source = typeof text === 'string' ? text : '';
  const lines = stripBom(source).split(LINE_BREAK);
  let current: IniSection | undefined;
  const seen = new Map<string, IniEntry>();
  lines.forEach((content, index) => {
    const line = index + 1;
    const start = content.length - content.trimStart().length;
    const body = content.trim();
    if (body === '' || body[0] === '#' || body[0] === ';') return;
    const column = start + 1;
    if (body[0] === '[') {
      const close = body.indexOf(']');
      if (close < 0) {
        if (!full('parse/syntax')) doc.diagnostics.push(syntax(`section header ${JSON.stringify(boundText(body, 200))} has no closing "]"`, line, column));
        current = undefined;
        return;
      }
      current = { name: body.slice(1, close).trim(), at: { line, column }, entries: [], values: new Map() };
      seen.clear();
      doc.sections.push(current);
      return;
    }
    const entry = readEntry(content, line);
    if (entry === undefined) {
      if (!full('parse/syntax'))
        doc.diagnostics.push(syntax(`line ${JSON.stringify(boundText(body, 200))} is neither a [section], a key = value entry nor a comment`, line, column));
      return;
    }
    if (current === undefined) {
      doc.preamble.push(entry);
      return;
    }
    const earlier = seen.get(entry.key.toLowerCase());
    if (earlier !== undefined && !full('parse/duplicate-key')) {
      doc.diagnostics.push({
        severity: 'error',
        code: 'parse/duplicate-key',
        message: `duplicate key ${JSON.stringify(boundText(entry.key, 200))} in [${boundText(current.name, 200)}] (first at line ${earlier.keyAt.line}, column ${earlier.keyAt.column}): the agent joins repeated values with a newline, which no setting expects (a doubled plugin_library names no library)`,
        pointer: '',
        line,
        column: entry.keyAt.column,
        suggestion: 'remove one of them',
      });
    }
    seen.set(entry.key.toLowerCase(), entry);
    current.entries.push(entry);
    current.values.set(entry.key, entry);
  });
  if (cap.total > 0) doc.diagnostics.push(...cap.notes());
  return doc;
}

function readEntry(content: string, line: number): IniEntry | undefined {
  const delimiter = content.search(/[=:]/);
  if (delimiter < 0) return undefined;
  const keyPart = content.slice(0, delimiter);
  const key = keyPart.trim();
  if (key === '') return undefined;
  let rest = content.slice(delimiter + 1);
  const comment = rest.search(/\s;/);
  if (comment >= 0) rest = rest.slice(0, comment);
  const lead = rest.length - rest.trimStart().length;
  const value = rest.trim();
  const keyColumn = keyPart.length - keyPart.trimStart().length + 1;
  return {
    key,
    value,
    keyAt: { line, column: keyColumn },
    valueAt: { line, column: delimiter + 1 + (value === '' ? 0 : lead) + 1 },
  };
}

function syntax(message: string, line: number, column: number): Diagnostic {
  return { severity: 'error', code: 'parse/syntax', message, pointer: '', line, column };
}
