/** Shared paths and projections for the deployment tests. */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Diagnostic } from '../../src/core/diagnostic.js';
import type { FileResult } from '../../src/core/report.js';
import { fixturesDir, referenceDir } from '../support/paths.js';

export const deployFixturesDir = join(fixturesDir, 'deploy');
/** Whether the shared reference data holds the real deployments. */
export const hasDeployments = existsSync(join(referenceDir, 'deployments'));

/** A diagnostic as fixtures list it. */
export interface Flat {
  file: string;
  severity: Diagnostic['severity'];
  code: Diagnostic['code'];
  line?: number;
  column?: number;
  message?: string;
}

/** Every diagnostic of `results`, with its file relative to `root`, in a stable order. */
export function flatten(results: readonly FileResult[], root: string): (Flat & { message: string })[] {
  return sortFlat(
    results.flatMap((r) =>
      r.diagnostics.map((d) => ({
        file: relative(root, r.file),
        severity: d.severity,
        code: d.code,
        ...(d.line !== undefined ? { line: d.line } : {}),
        ...(d.column !== undefined ? { column: d.column } : {}),
        message: d.message,
      })),
    ),
  );
}

export function sortFlat<T extends Flat>(list: T[]): T[] {
  return [...list].sort(
    (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.code.localeCompare(b.code),
  );
}

/** The part every fixture states: file, severity, code and line. */
export function essentials(d: Flat): Flat {
  return { file: d.file, severity: d.severity, code: d.code, ...(d.line !== undefined ? { line: d.line } : {}) };
}
