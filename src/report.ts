/** What one run of a check produced, per input file: the model every output format renders. */
import type { Diagnostic } from './diagnostic.js';

/** The findings on one input. */
export interface FileResult {
  /** The path as the user gave it (or `<stdin>`). */
  file: string;
  /** The kind id the file was checked as, when it was known. */
  kind?: string;
  diagnostics: Diagnostic[];
}

/** Totals over all inputs. */
export interface Summary {
  files: number;
  errors: number;
  warnings: number;
}

/** Counts errors and warnings over all results. */
export function summarize(results: readonly FileResult[]): Summary {
  let errors = 0;
  let warnings = 0;
  for (const r of results) {
    for (const d of r.diagnostics) {
      if (d.severity === 'error') errors++;
      else if (d.severity === 'warning') warnings++;
    }
  }
  return { files: results.length, errors, warnings };
}
