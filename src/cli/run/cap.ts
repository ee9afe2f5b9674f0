/**
 * A bound on the findings listed per file. A config of 700,000 unknown keys gave 700,000 findings,
 * each with a code frame: gigabytes of text, or an internal error where JSON output exceeded the
 * longest string V8 builds. The first `MAX_FINDINGS_PER_FILE` are listed; the rest are counted,
 * and one line per code says so: `... and 699,000 more key/unknown findings in this file`.
 * Totals (summary lines, exit codes) still count every finding.
 */
import type { Diagnostic, Severity } from '../../core/diagnostic.js';
import { summarize, type FileResult, type Summary } from '../../core/report.js';

/** The most findings of one file listed. */
const MAX_FINDINGS_PER_FILE = 1000;

/** How many findings each `... and N more` note stands for. */
const standsFor = new WeakMap<Diagnostic, number>();
const capped = new WeakSet<FileResult>();

/**
 * `result` with at most `MAX_FINDINGS_PER_FILE` findings, then one note per code and severity
 * of those left out (the result itself when it is short, a record stream, or already capped).
 */
export function capFindings(result: FileResult): FileResult {
  const all = result.diagnostics;
  if (all.length <= MAX_FINDINGS_PER_FILE || result.records !== undefined || capped.has(result)) return result;
  const rest = new Map<string, { severity: Severity; code: Diagnostic['code']; count: number }>();
  for (let i = MAX_FINDINGS_PER_FILE; i < all.length; i++) {
    const d = all[i]!;
    const key = `${d.severity} ${d.code}`;
    const group = rest.get(key);
    if (group) group.count++;
    else rest.set(key, { severity: d.severity, code: d.code, count: 1 });
  }
  const diagnostics = all.slice(0, MAX_FINDINGS_PER_FILE);
  for (const { severity, code, count } of rest.values()) {
    const note: Diagnostic = {
      severity,
      code,
      message: `... and ${count.toLocaleString('en-US')} more ${code} ${count === 1 ? 'finding' : 'findings'} in this file, not listed (agentconf lists the first ${MAX_FINDINGS_PER_FILE.toLocaleString('en-US')} of a file)`,
      pointer: '',
    };
    standsFor.set(note, count);
    diagnostics.push(note);
  }
  const out = { ...result, diagnostics };
  capped.add(out);
  return out;
}

/** `summarize`, counting each `... and N more` note as the findings it stands for. */
export function totals(results: readonly FileResult[]): Summary {
  const summary = summarize(results);
  for (const r of results) {
    if (r.records !== undefined || r.diagnostics.length <= MAX_FINDINGS_PER_FILE) {
      // Only a capped result (or one --quiet filtered) holds notes: its notes come last.
      if (r.diagnostics.length === 0 || !standsFor.has(r.diagnostics.at(-1)!)) continue;
    }
    for (const d of r.diagnostics) {
      const extra = (standsFor.get(d) ?? 1) - 1;
      if (d.severity === 'error') summary.errors += extra;
      else if (d.severity === 'warning') summary.warnings += extra;
      else summary.infos += extra;
    }
  }
  return summary;
}
