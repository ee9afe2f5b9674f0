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
import { type RuleLevels } from '../../core/rule-levels.js';
import type { FileResult, RecordStats } from '../../core/report.js';
import type { JudgedRecord, RecordEvent } from './judge.js';
/** How many findings a report keeps unless told otherwise. */
export declare const DEFAULT_MAX_PROBLEMS = 1000;
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
export declare class RecordReport {
    readonly file: string;
    private readonly stats;
    private readonly kept;
    private readonly groups;
    /** Findings said once per stream, by record type, code, pointer and wording (nested, so no key is built a finding). */
    private readonly said;
    private saidCount;
    private readonly maxProblems;
    private readonly rules;
    private readonly levels;
    /** @param file the name results carry (a path, `<stdin>`, a device or channel name) */
    constructor(file: string, options?: RecordReportOptions);
    /** Adds what a judge yielded. */
    add(event: RecordEvent): void;
    /**
     * Adds one judged record. Its index is renumbered to its place in this report (so records
     * judged payload by payload get stream-wide indices).
     */
    addRecord(record: JudgedRecord): void;
    /**
     * Whether a once-per-stream finding was said before in this stream; else it is remembered (up to
     * 100,000 of them: past that, new ones are reported each time).
     */
    private alreadySaid;
    /** Adds a problem of the stream itself (framing, a cut, a size cap, a read error). */
    addProblem(found: Diagnostic): void;
    /** Counts so far. */
    get counts(): Readonly<RecordStats>;
    /** The result for the formatters: kept findings in stream order, counts, groups. */
    result(): FileResult;
    private count;
    private keep;
    private group;
}
