/** Where a diagnostic is in its source text: the 1-based position of its pointer, and document order. */
import { byPosition, type Diagnostic } from './diagnostic.js';
import { sortInPlace } from './sort.js';
import { boundMessage, boundSuggestion } from './message.js';
import type { ParsedDocument } from './parse/index.js';

/** Members are located at their name, everything else at its value. */
const atKey = new Set<Diagnostic['code']>(['key/unknown', 'schema/additional']);

/** Adds the 1-based position of a diagnostic's pointer (of the member name for unknown keys). */
export function locateDiagnostic(d: Diagnostic, parsed: ParsedDocument, key = atKey.has(d.code)): Diagnostic {
  if (d.line !== undefined) return d;
  const at = parsed.locate(d.pointer, { key }) ?? { line: 1, column: 1 };
  return { ...d, line: at.line, column: at.column };
}

/**
 * Every diagnostic located and its message bounded, in document order (Array#sort is stable:
 * ties keep their order).
 */
export function located(diagnostics: Diagnostic[], parsed: ParsedDocument): Diagnostic[] {
  // Most files of a folder have nothing to report: no copy, no sort.
  if (diagnostics.length === 0) return diagnostics;
  const out: Diagnostic[] = [];
  for (let i = 0; i < diagnostics.length; i++) out.push(placed(diagnostics[i]!, parsed));
  // Stable, as Array#sort is, without its work array for a file's few findings.
  return sortInPlace(out, byPosition);
}

/**
 * `bounded(locateDiagnostic(d, parsed))` as one new object of one shape: copying diagnostics of
 * many shapes with a spread is slow in a folder lint, where every warned file does it.
 */
function placed(d: Diagnostic, parsed: ParsedDocument): Diagnostic {
  const at = d.line !== undefined ? undefined : (parsed.locate(d.pointer, { key: atKey.has(d.code) }) ?? { line: 1, column: 1 });
  const out: Diagnostic = { severity: d.severity, code: d.code, message: boundMessage(d.message), pointer: d.pointer };
  if (d.suggestion !== undefined) out.suggestion = boundSuggestion(d.suggestion);
  if (at !== undefined) {
    out.line = at.line;
    out.column = at.column;
  } else {
    out.line = d.line;
    if (d.column !== undefined) out.column = d.column;
  }
  if (d.record !== undefined) out.record = d.record;
  if (d.offset !== undefined) out.offset = d.offset;
  return out;
}
