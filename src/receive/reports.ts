/**
 * The report of a receiving run: one `RecordReport` of `agentconf records` per request path, so
 * the report tells channels apart (which record types arrive where) and `record` is the 0-based
 * arrival index of a record on its path. The number of paths is bounded: past the limit, further
 * paths share one result, so a client probing random paths cannot grow memory.
 */
import { boundText } from '../core/message.js';
import { RecordReport } from '../records/stream/index.js';
import type { FileResult } from '../core/report.js';
import type { RuleLevels } from '../core/rule-levels.js';

/** Paths reported apart; more share the result {@link OTHER_PATHS}. */
const MAX_PATHS = 100;
const OTHER_PATHS = '(other paths)';
/** The longest request path a report or a live line shows whole; longer ones keep their start and end. */
const MAX_PATH_SHOWN = 200;

/** A request path as reports and live lines show it: a 4 KB path must not make every line 4 KB. */
export function shownPath(path: string): string {
  return boundText(path, MAX_PATH_SHOWN);
}

export class ReceiveReports {
  private readonly byPath = new Map<string, RecordReport>();

  constructor(
    private readonly maxProblems?: number,
    private readonly levels?: RuleLevels,
  ) {}

  /** The report of a request path. */
  of(path: string): RecordReport {
    const shown = shownPath(path);
    let report = this.byPath.get(shown);
    if (report) return report;
    const name = this.byPath.size < MAX_PATHS ? shown : OTHER_PATHS;
    report = this.byPath.get(name);
    if (!report) {
      const options = { ...(this.maxProblems === undefined ? {} : { maxProblems: this.maxProblems }), ...(this.levels ? { levels: this.levels } : {}) };
      this.byPath.set(name, (report = new RecordReport(name, options)));
    }
    return report;
  }

  /** One result per path, in order of first arrival. */
  results(): FileResult[] {
    return [...this.byPath.values()].map((r) => r.result());
  }
}
