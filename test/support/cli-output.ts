/** What the command prints: lines, no stack traces, and the `--format json` contract. */
import { expect } from 'vitest';

/** Lines joined by newlines, with the final newline every output ends with. */
export function lines(...text: string[]): string {
  return text.join('\n') + '\n';
}

/** Neither stream shows a JavaScript stack trace or a raw `Error:`. */
export function expectNoStack(run: { stdout: string; stderr: string }): void {
  for (const text of [run.stdout, run.stderr]) {
    expect(text).not.toMatch(/^\s+at /m);
    expect(text).not.toMatch(/\b[A-Z][A-Za-z]*Error\b|\bError:/);
  }
}

const severities = new Set(['error', 'warning', 'info']);
const isPosition = (v: unknown) => v === null || (Number.isInteger(v) && (v as number) >= 1);

/**
 * Checks a `--format json` document against the README's contract and returns it:
 * `{"results":[{"file","kind","diagnostics":[{"severity","code","message","pointer","line","column","suggestion"?}]}],
 * "summary":{"files","skipped","errors","warnings","infos","hidden"}}`, keys in that order, summary consistent
 * with the results (the totals count what --quiet hid too; `hidden` says how many).
 */
export function expectJsonContract(text: string): JsonReport {
  const doc = JSON.parse(text) as JsonReport;
  expect(Object.keys(doc)).toEqual(['results', 'summary']);
  expect(Array.isArray(doc.results)).toBe(true);
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  for (const r of doc.results) {
    expect(Object.keys(r)).toEqual('kindFrom' in r ? ['file', 'kind', 'kindFrom', 'diagnostics'] : ['file', 'kind', 'diagnostics']);
    if ('kindFrom' in r) expect(r.kindFrom).toBe('members');
    expect(typeof r.file).toBe('string');
    expect(r.kind === null || typeof r.kind === 'string').toBe(true);
    expect(Array.isArray(r.diagnostics)).toBe(true);
    for (const d of r.diagnostics) {
      const keys = ['severity', 'code', 'message', 'pointer', 'line', 'column'];
      expect(Object.keys(d)).toEqual('suggestion' in d ? [...keys, 'suggestion'] : keys);
      expect(severities.has(d.severity)).toBe(true);
      expect(d.code).toMatch(/^[a-z]+\/[a-z-]+$/);
      expect(typeof d.message).toBe('string');
      expect(d.message.length).toBeGreaterThan(0);
      expect(typeof d.pointer).toBe('string');
      expect(d.pointer === '' || d.pointer.startsWith('/')).toBe(true);
      expect(isPosition(d.line)).toBe(true);
      expect(isPosition(d.column)).toBe(true);
      if ('suggestion' in d) expect(typeof d.suggestion).toBe('string');
      if (d.severity === 'error') errors++;
      if (d.severity === 'warning') warnings++;
      if (d.severity === 'info') infos++;
    }
  }
  expect(Object.keys(doc.summary)).toEqual(['files', 'skipped', 'errors', 'warnings', 'infos', 'hidden']);
  expect(doc.summary.files).toBe(doc.results.length);
  expect(doc.summary.errors).toBe(errors);
  expect(doc.summary.warnings + doc.summary.infos).toBe(warnings + infos + doc.summary.hidden);
  return doc;
}

export interface JsonDiagnostic {
  severity: 'error' | 'warning' | 'info';
  code: string;
  message: string;
  pointer: string;
  line: number | null;
  column: number | null;
  suggestion?: string;
}

export interface JsonReport {
  results: { file: string; kind: string | null; kindFrom?: 'members'; diagnostics: JsonDiagnostic[] }[];
  summary: { files: number; skipped: number; errors: number; warnings: number; infos: number; hidden: number };
}
