/**
 * One receiving run, apart from HTTP: a POST body is opened by its headers, judged as a payload
 * by `agentconf records` (`judgePayload`), each record checked against the deployment and saved,
 * and everything counted into the report of its request path. Findings go to the report and to
 * the listener as they arrive.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { hasErrors, type Diagnostic } from '../core/diagnostic.js';
import { judgePayload, type JudgedRecord } from '../records/stream/index.js';
import { openBody } from './body.js';
import type { Capture } from './capture.js';
import type { DeploymentCheck } from './cross-check.js';
import { ReceiveReports } from './reports.js';

/** Findings as they arrive: `record` is the arrival index on the path, undefined for a request without a record. */
export type FindingListener = (finding: { record?: number; path: string; diagnostics: readonly Diagnostic[] }) => void;

/** What a session needs. */
export interface SessionParts {
  maxDecoded: number;
  /** Answer invalid records with a 4xx. */
  reject: boolean;
  /** Findings kept per request path (default: the records report's). */
  maxProblems?: number;
  check?: DeploymentCheck;
  capture?: Capture;
  onFindings?: FindingListener;
}

/** Findings that describe the sender rather than one record: shown live once per path. */
const sayOnce = new Set<Diagnostic['code']>(['spec/divergence', 'key/unknown', 'record/aggregator-batch']);

export class ReceiveSession {
  readonly reports: ReceiveReports;
  /** Requests that delivered a body: what `--count` counts. */
  posts = 0;
  private readonly shown = new Set<string>();

  constructor(private readonly parts: SessionParts) {
    this.reports = new ReceiveReports(parts.maxProblems);
  }

  /** Findings on a request that brought no record (a method, a timeout, a cut-off body). */
  problem(path: string, ...diagnostics: Diagnostic[]): void {
    const report = this.reports.of(path);
    for (const d of diagnostics) report.addProblem(d);
    this.emit(path, undefined, diagnostics);
  }

  /** Handles one complete POST body; returns the status to answer. */
  async post(path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<number> {
    this.posts++;
    const opened = await openBody(headers, body, this.parts.maxDecoded);
    if (opened.payload === undefined) {
      this.problem(path, ...opened.diagnostics);
      return this.parts.reject ? 400 : 200;
    }
    const verdict = judgePayload(opened.payload, { gzip: false, limits: { maxDecompressedBytes: this.parts.maxDecoded } });
    const report = this.reports.of(path);
    // Findings on the request itself go with its first record, or stand alone without one.
    let pending = opened.diagnostics;
    let decodable = false;
    for (const event of verdict.events) {
      if (event.kind === 'problem') {
        report.addProblem(event.diagnostic);
        this.emit(path, undefined, [event.diagnostic]);
        continue;
      }
      decodable = true;
      const record = event.record;
      const extra = [
        ...pending,
        ...(this.parts.check?.judge({
          path,
          headers,
          gzip: opened.gzip,
          ...(opened.format ? { format: opened.format } : {}),
          ...(record.type !== undefined ? { recordType: record.type } : {}),
        }) ?? []),
      ];
      pending = [];
      this.addRecord(path, record, extra);
    }
    if (pending.length) this.problem(path, ...pending);
    if (!this.parts.reject) return 200;
    return !decodable ? 400 : verdict.valid ? 200 : 422;
  }

  private addRecord(path: string, record: JudgedRecord, extra: Diagnostic[]): void {
    const report = this.reports.of(path);
    const index = report.counts.records;
    if (extra.length) {
      record.diagnostics.push(...extra.map((d) => ({ ...d, record: record.index, offset: record.offset })));
      record.valid &&= !hasErrors(extra);
    }
    report.addRecord(record);
    if (record.value !== undefined) this.parts.capture?.append(record.value);
    this.emit(path, index, record.diagnostics);
  }

  private emit(path: string, record: number | undefined, diagnostics: readonly Diagnostic[]): void {
    if (!this.parts.onFindings) return;
    const shown = diagnostics.filter((d) => {
      if (d.severity !== 'info' && !sayOnce.has(d.code)) return true;
      const id = `${path}\0${d.code}\0${d.pointer}\0${d.message}`;
      if (this.shown.has(id) || this.shown.size > 100_000) return false;
      this.shown.add(id);
      return true;
    });
    if (shown.length) this.parts.onFindings({ ...(record !== undefined ? { record } : {}), path, diagnostics: shown });
  }
}
