/**
 * One receiving run, apart from HTTP: each arrival gets the next 0-based index; a POST body is
 * decoded by its headers, validated as a record, checked against the deployment, saved, and
 * counted into the report. Findings go to the report and to the listener as they arrive.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Diagnostic } from '../diagnostic.js';
import { decodeBody } from './body.js';
import type { Capture } from './capture.js';
import type { DeploymentCheck } from './cross-check.js';
import { ArrivalReport, judgeRecord, type ArrivalDiagnostic } from './records.js';

/** Findings of one arrival, as they are found. */
export type FindingListener = (finding: { record: number; path: string; diagnostics: readonly ArrivalDiagnostic[] }) => void;

/** What a session needs. */
export interface SessionParts {
  maxDecoded: number;
  /** Answer invalid records with a 4xx. */
  reject: boolean;
  check?: DeploymentCheck;
  capture?: Capture;
  onFindings?: FindingListener;
}

/** What to answer a POST. */
export interface Answer {
  status: number;
  /** True when the body was decoded into a record. */
  record: boolean;
}

export class ReceiveSession {
  readonly report = new ArrivalReport();
  private arrivals = 0;
  /** Records received (decoded or not): what `--count` counts. */
  posts = 0;

  constructor(private readonly parts: SessionParts) {}

  /** The index of the next arrival. */
  nextArrival(): number {
    return this.arrivals++;
  }

  /** Findings on an arrival that brought no record (a method, a timeout, a cut-off body). */
  problem(record: number, path: string, ...diagnostics: Diagnostic[]): void {
    this.report.addProblems(path, record, diagnostics);
    this.emit(record, path, diagnostics);
  }

  /** Handles one complete POST body. */
  async post(record: number, path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<Answer> {
    this.posts++;
    const decoded = await decodeBody(headers, body, this.parts.maxDecoded);
    if (!decoded.decoded) {
      this.problem(record, path, ...decoded.diagnostics);
      return { status: this.parts.reject ? 400 : 200, record: false };
    }
    const verdict = judgeRecord(decoded.value);
    const found = [...decoded.diagnostics, ...verdict.diagnostics];
    if (this.parts.check) {
      found.push(
        ...this.parts.check.judge({
          path,
          headers,
          gzip: decoded.gzip,
          ...(decoded.format ? { format: decoded.format } : {}),
          ...(verdict.type !== undefined ? { recordType: verdict.type } : {}),
        }),
      );
    }
    this.report.addRecord(path, record, { ...verdict, diagnostics: found });
    this.emit(record, path, found);
    this.parts.capture?.append(decoded.value);
    const invalid = !verdict.valid;
    return { status: this.parts.reject && invalid ? 422 : 200, record: true };
  }

  /** Notes (`info`) shown once per path and code: an aggregator posts the same note every batch. */
  private readonly notesShown = new Set<string>();

  private emit(record: number, path: string, diagnostics: readonly Diagnostic[]): void {
    if (!this.parts.onFindings) return;
    const shown = diagnostics.filter((d) => {
      if (d.severity !== 'info') return true;
      const id = `${path}\0${d.code}`;
      if (this.notesShown.has(id)) return false;
      this.notesShown.add(id);
      return true;
    });
    if (shown.length) this.parts.onFindings({ record, path, diagnostics: shown.map((d) => ({ ...d, record })) });
  }
}
