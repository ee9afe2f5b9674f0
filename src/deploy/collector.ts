/** Gathers diagnostics per file, in the order files were first touched. */
import { byPosition, type Diagnostic } from '../core/diagnostic.js';
import type { SourcePosition } from '../core/parse/document.js';
import { bounded } from '../core/message.js';
import type { FileResult } from '../core/report.js';

/** The per-file results of one deployment check, built up as files are read. */
export class Collector {
  private readonly files = new Map<string, FileResult>();
  /** Source text per file, for code frames. */
  readonly sources = new Map<string, string>();

  /** Registers a file (so it appears even when clean); records its kind when given. */
  touch(file: string, kind?: string): FileResult {
    let result = this.files.get(file);
    if (result === undefined) {
      result = { file, diagnostics: [] };
      this.files.set(file, result);
    }
    if (kind !== undefined && result.kind === undefined) result.kind = kind;
    return result;
  }

  add(file: string, ...diagnostics: Diagnostic[]): void {
    this.addAll(file, diagnostics);
  }

  /** Adds a list of any length (a spread of 90,000 findings would overflow the stack). */
  addAll(file: string, diagnostics: readonly Diagnostic[]): void {
    const list = this.touch(file).diagnostics;
    for (const d of diagnostics) list.push(bounded(d));
  }

  /** The results, each file's diagnostics in source order (position-less ones first). */
  results(): FileResult[] {
    return [...this.files.values()].map((r) => ({ ...r, diagnostics: [...r.diagnostics].sort(byPosition) }));
  }
}

/** A diagnostic in an INI file: no JSON pointer, a position. */
export function at(position: SourcePosition, severity: Diagnostic['severity'], code: Diagnostic['code'], message: string, suggestion?: string): Diagnostic {
  const d: Diagnostic = { severity, code, message, pointer: '', line: position.line, column: position.column };
  if (suggestion !== undefined) d.suggestion = suggestion;
  return d;
}
