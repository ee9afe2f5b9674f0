import { type FileResult, type Summary } from '../core/report.js';
/**
 * `result` with at most `MAX_FINDINGS_PER_FILE` findings, then one note per code and severity
 * of those left out (the result itself when it is short, a record stream, or already capped).
 * The library caps a config's findings itself (`src/core/cap.ts`) and ends them with the same
 * notes: they are merged with whatever this cap leaves out.
 */
export declare function capFindings(result: FileResult): FileResult;
/** `summarize`, counting each `... and N more` note as the findings it stands for. */
export declare function totals(results: readonly FileResult[]): Summary;
