/** Where a diagnostic is in its source text: the 1-based position of its pointer, and document order. */
import { byPosition, type Diagnostic } from './diagnostic.js';
import { bounded } from './message.js';
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
  return diagnostics.map((d) => bounded(locateDiagnostic(d, parsed))).sort(byPosition);
}
