/**
 * The one place the receiver meets the records library: record validation and the report that
 * `agentconf records` produces.
 */
import type { Diagnostic } from '../diagnostic.js';

/** A finding on one arrival: a diagnostic with the 0-based arrival index. */
export type ArrivalDiagnostic = Diagnostic & { record: number };

/** The verdict on one decoded record: `validateRecord` of `agentconf/records`. */
export { validateRecord as judgeRecord, AGGREGATOR_BATCH } from '../records/index.js';

/** What the report counts of one record. */
export interface RecordVerdict {
  /** The record's `type`, or `aggregator_batch`. */
  type?: string;
  diagnostics: Diagnostic[];
}

/** The report so far: per request path, its findings; totals over all arrivals. */
export class ArrivalReport {
  private readonly byFile = new Map<string, ArrivalDiagnostic[]>();
  private records = 0;
  private invalid = 0;
  private readonly types = new Map<string, number>();

  /** Counts one decoded record. */
  addRecord(file: string, record: number, verdict: RecordVerdict): void {
    this.records++;
    if (verdict.type !== undefined) this.types.set(verdict.type, (this.types.get(verdict.type) ?? 0) + 1);
    if (verdict.diagnostics.some((d) => d.severity === 'error')) this.invalid++;
    this.addProblems(file, record, verdict.diagnostics);
  }

  /** Findings that are not about a record's content. */
  addProblems(file: string, record: number, diagnostics: readonly Diagnostic[]): void {
    let list = this.byFile.get(file);
    if (list === undefined) this.byFile.set(file, (list = []));
    for (const d of diagnostics) list.push({ ...d, record });
  }

  /** The JSON contract of `agentconf records`. */
  toJSON(): object {
    let errors = 0;
    let warnings = 0;
    const results = [...this.byFile].map(([file, diagnostics]) => {
      for (const d of diagnostics) {
        if (d.severity === 'error') errors++;
        else if (d.severity === 'warning') warnings++;
      }
      return { file, diagnostics };
    });
    return {
      results,
      summary: { files: results.length, records: this.records, invalid: this.invalid, errors, warnings, types: Object.fromEntries([...this.types].sort()) },
    };
  }
}
