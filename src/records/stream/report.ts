/**
 * The report on one stream of records: counts by type, invalid records, every error and warning
 * counted, but kept within bounds so a million bad records never make a million lines:
 * 1. divergences, unknown members and aggregator notes are reported once per stream (per record
 *    type, code, pointer and wording), as agents repeat them in every record;
 * 2. repeats of a finding (record type, code, pointer, and for a missing member its name) are grouped with a count and the first
 *    indices, for formats that show groups;
 * 3. at most `maxProblems` findings (and groups) are kept; the rest are counted as dropped.
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import { atLevel, type RuleLevels } from '../../core/rule-levels.js';
import { isPlainObject } from '../../core/value.js';
import type { FileResult, ProblemGroup, RecordStats } from '../../core/report.js';
import type { JudgedRecord, RecordEvent } from './judge.js';
import { StreamRules } from './stream-rules.js';

/** How many findings a report keeps unless told otherwise. */
export const DEFAULT_MAX_PROBLEMS = 1000;

/** How many record indices a group lists. */
const GROUP_INDICES = 5;

/** Findings that describe the stream's source (the agent) rather than one record: said once. */
const oncePerStream = new Set<Diagnostic['code']>(['spec/divergence', 'key/unknown', 'record/aggregator-batch', 'record/legacy-document']);

/** Options of a {@link RecordReport}. */
export interface RecordReportOptions {
  /** Most findings kept (and groups formed); further ones are counted only. Default 1000. */
  maxProblems?: number;
  /** Most flows the stream rules track at once (and purged flows they remember). Default 100,000. */
  maxFlows?: number;
  /** The agent's update interval in seconds (its config's `update_interval`), for the `agent_status` cadence; by default each record's own. */
  updateInterval?: number;
  /**
   * Rule levels (a settings file's `rules`, `--rule`): each finding is counted, kept and grouped
   * at its code's level, and one set `off` is not there at all. Whether a record is `invalid`
   * stays the schema's verdict.
   */
  levels?: RuleLevels;
}

/** Accumulates the records and problems of one stream (or of many payloads from one source). */
export class RecordReport {
  private readonly stats: RecordStats = { records: 0, invalid: 0, errors: 0, warnings: 0, infos: 0, types: {}, dropped: 0 };
  private readonly kept: Diagnostic[] = [];
  private readonly groups = new Map<string, ProblemGroup>();
  /** Findings said once per stream, by record type, code, pointer and wording (nested, so no key is built a finding). */
  private readonly said = new Map<string, Map<string, Map<string, Set<string>>>>();
  private saidCount = 0;
  private readonly maxProblems: number;
  private readonly rules: StreamRules;
  private readonly levels: RuleLevels | undefined;

  /** @param file the name results carry (a path, `<stdin>`, a device or channel name) */
  constructor(
    readonly file: string,
    options: RecordReportOptions = {},
  ) {
    // A constructor cannot return a finding: options that are null, no number or unreadable (a
    // throwing getter) give the defaults rather than an exception (the attack run's `null`).
    const { maxProblems, maxFlows, updateInterval, levels } = readReportOptions(options);
    this.maxProblems = maxProblems ?? DEFAULT_MAX_PROBLEMS;
    this.rules = new StreamRules(maxFlows, updateInterval);
    this.levels = levels;
  }

  /** Adds what a judge yielded. */
  add(event: RecordEvent): void {
    if (event.kind === 'record') this.addRecord(event.record);
    else this.addProblem(event.diagnostic);
  }

  /**
   * Adds one judged record. Its index is renumbered to its place in this report (so records
   * judged payload by payload get stream-wide indices).
   */
  addRecord(record: JudgedRecord): void {
    const index = this.stats.records++;
    const type = record.type ?? '(unknown)';
    if (record.type !== undefined) this.stats.types[type] = (this.stats.types[type] ?? 0) + 1;
    if (!record.valid) this.stats.invalid++;
    for (const found of record.diagnostics) {
      const d = atLevel(found, this.levels);
      if (d === undefined) continue;
      if (oncePerStream.has(d.code) && this.alreadySaid(type, d)) continue;
      this.count(d);
      // A position costs a parse of the record's text: found only for a finding that is kept or starts a group.
      let located: Diagnostic | undefined;
      const place = () => (located ??= { ...record.locate(found), severity: d.severity, record: index });
      this.group(d, record.type, index, place);
      if (this.kept.length < this.maxProblems) this.kept.push(place());
      else this.stats.dropped++;
    }
    // Across records, with stream-wide indices: only valid records, whose members are what the schema says.
    if (record.valid) for (const d of this.rules.check(index, record.offset, record.type, record.value)) this.addProblem(record.locate(d));
  }

  /**
   * Whether a once-per-stream finding was said before in this stream; else it is remembered (up to
   * 100,000 of them: past that, new ones are reported each time).
   */
  private alreadySaid(type: string, d: Diagnostic): boolean {
    let byCode = this.said.get(type);
    let byPointer = byCode?.get(d.code);
    let messages = byPointer?.get(d.pointer);
    if (messages?.has(d.message)) return true;
    if (this.saidCount >= 100_000) return false;
    this.saidCount++;
    if (!byCode) this.said.set(type, (byCode = new Map()));
    if (!byPointer) byCode.set(d.code, (byPointer = new Map()));
    if (!messages) byPointer.set(d.pointer, (messages = new Set()));
    messages.add(d.message);
    return false;
  }

  /** Adds a problem of the stream itself (framing, a cut, a size cap, a read error). */
  addProblem(found: Diagnostic): void {
    const d = atLevel(found, this.levels);
    if (d === undefined) return;
    this.count(d);
    this.keep(d);
    this.group(d, undefined, undefined);
  }

  /** Counts so far. */
  get counts(): Readonly<RecordStats> {
    return this.stats;
  }

  /** The result for the formatters: kept findings in stream order, counts, groups. */
  result(): FileResult {
    return {
      file: this.file,
      diagnostics: [...this.kept],
      records: { ...this.stats, types: { ...this.stats.types }, stream: this.rules.result() },
      groups: [...this.groups.values()],
    };
  }

  private count(d: Diagnostic): void {
    if (d.severity === 'error') this.stats.errors++;
    else if (d.severity === 'warning') this.stats.warnings++;
    else this.stats.infos++;
  }

  private keep(d: Diagnostic): void {
    if (this.kept.length < this.maxProblems) this.kept.push(d);
    else this.stats.dropped++;
  }

  private group(d: Diagnostic, type: string | undefined, index: number | undefined, first: () => Diagnostic = () => d): void {
    // The whole finding, its message included: a member missing or absent is named by its message,
    // not its pointer (the object's), so `tcm_kb` and `tcm_kb_prev` stay two groups.
    const key = `${type ?? ''}\u0000${d.code}\u0000${d.pointer}\u0000${d.severity}\u0000${index === undefined ? d.offset : ''}\u0000${d.message}`;
    const group = this.groups.get(key);
    if (group) {
      group.count++;
      if (index !== undefined && group.records.length < GROUP_INDICES && group.records.at(-1) !== index) group.records.push(index);
    } else if (this.groups.size < this.maxProblems) {
      this.groups.set(key, { first: first(), ...(type !== undefined ? { type } : {}), count: 1, records: index === undefined ? [] : [index] });
    }
  }
}

/** The caps of `options` that are numbers of 0 or more (whole), each else undefined. */
function readReportOptions(options: unknown): Pick<RecordReportOptions, 'maxProblems' | 'maxFlows' | 'updateInterval' | 'levels'> {
  const count = (v: unknown) => (typeof v === 'number' && v >= 0 && (Number.isSafeInteger(v) || v === Infinity) ? v : undefined);
  try {
    if (typeof options !== 'object' || options === null) return {};
    const { maxProblems, maxFlows, updateInterval, levels } = options as RecordReportOptions;
    const interval = typeof updateInterval === 'number' && updateInterval > 0 && Number.isFinite(updateInterval) ? updateInterval : undefined;
    return {
      maxProblems: count(maxProblems),
      maxFlows: count(maxFlows),
      updateInterval: interval,
      levels: isPlainObject(levels) ? (levels as RuleLevels) : undefined,
    };
  } catch {
    return {};
  }
}
