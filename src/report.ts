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
  /** `info` notes: they never fail a run, but a summary must not hide that there are some. */
  infos: number;
}

/** Counts errors, warnings and notes over all results. */
export function summarize(results: readonly FileResult[]): Summary {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const r of results) {
    for (const d of r.diagnostics) {
      if (d.severity === 'error') errors++;
      else if (d.severity === 'warning') warnings++;
      else infos++;
    }
  }
  return { files: results.length, errors, warnings, infos };
}
