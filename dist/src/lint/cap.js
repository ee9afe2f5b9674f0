import { FindingsCap, findingsIn, isLeftOffNote } from '../core/cap.js';
import { summarize } from '../core/report.js';
/** The most findings of one file listed. */
const MAX_FINDINGS_PER_FILE = 1000;
const capped = new WeakSet();
/** Whether `result` ends with a note of findings left off (the library's cap). */
const hasNotes = (result) => result.diagnostics.length > 0 && isLeftOffNote(result.diagnostics.at(-1));
/**
 * `result` with at most `MAX_FINDINGS_PER_FILE` findings, then one note per code and severity
 * of those left out (the result itself when it is short, a record stream, or already capped).
 * The library caps a config's findings itself (`src/core/cap.ts`) and ends them with the same
 * notes: they are merged with whatever this cap leaves out.
 */
export function capFindings(result) {
    const all = result.diagnostics;
    if (result.records !== undefined || capped.has(result))
        return result;
    if (all.length <= MAX_FINDINGS_PER_FILE && !hasNotes(result))
        return result;
    const cap = new FindingsCap(MAX_FINDINGS_PER_FILE);
    const findings = [];
    for (const d of all) {
        if (isLeftOffNote(d))
            cap.leave(d.severity, d.code, findingsIn(d));
        else
            findings.push(d);
    }
    const diagnostics = cap.trim(findings).concat(cap.notes());
    const out = { ...result, diagnostics };
    capped.add(out);
    return out;
}
/** `summarize`, counting each `... and N more` note as the findings it stands for. */
export function totals(results) {
    const summary = summarize(results);
    for (const r of results) {
        // Only a capped result (or one --quiet filtered) holds notes: its notes come last.
        if (r.records !== undefined || !hasNotes(r))
            continue;
        for (const d of r.diagnostics) {
            const extra = findingsIn(d) - 1;
            if (d.severity === 'error')
                summary.errors += extra;
            else if (d.severity === 'warning')
                summary.warnings += extra;
            else
                summary.infos += extra;
        }
    }
    return summary;
}
