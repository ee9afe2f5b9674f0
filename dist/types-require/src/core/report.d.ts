/** What one run of a check produced, per input file: the model every output format renders. */
import type { Diagnostic } from './diagnostic.js';
/** The findings on one input. */
export interface FileResult {
    /** The path as the user gave it (or `<stdin>`). */
    file: string;
    /** The kind id the file was checked as, when it was known. */
    kind?: string;
    /**
     * `members`: the kind was told by the config's members (no kind in its name, no `--kind`), so
     * the report says which kind it was checked as.
     */
    kindFrom?: 'members';
    /** Findings on a command-line value (`--var`), not on a file: not counted as a file checked. */
    commandLine?: true;
    /**
     * Of `receive`: `file` names a request path (`/v1/flows`), or a group of them, not a file:
     * formats that place findings in files give it as what it is.
     */
    request?: true;
    /** Found in a folder walk and not an agent config (`package.json`): counted as skipped, not as checked, and not listed. */
    skipped?: true;
    /** The findings kept (for a record stream, at most `--max-problems` of them). */
    diagnostics: Diagnostic[];
    /** For a stream of telemetry records: what it held, counting every finding, kept or not. */
    records?: RecordStats;
    /** For a stream of telemetry records: repeats of one finding, for formats that group them. */
    groups?: ProblemGroup[];
}
/** What a stream of telemetry records held. */
export interface RecordStats {
    /** Records read (length headers are framing, not records). */
    records: number;
    /** Records with at least one error. */
    invalid: number;
    /** Every error, warning and note found, including those not kept. */
    errors: number;
    warnings: number;
    infos: number;
    /** Records per type (`aggregator_batch` for aggregator output). */
    types: Record<string, number>;
    /** Findings counted but not kept, because of the cap on kept findings. */
    dropped: number;
    /** What the stream held across records (time span, flows), when its records were checked as a stream. */
    stream?: StreamSummary;
}
/** What a stream held across its records. */
export interface StreamSummary {
    /** The earliest and latest time a record carries (`timestamp`, a flow's `first_seen_at`/`last_seen_at`), Unix ms. */
    first?: number;
    last?: number;
    /** Flows (digests) first seen and purged by `flow_purge`; records of flows first seen past the cap on tracked flows (unchecked). */
    flows: {
        opened: number;
        purged: number;
        untracked: number;
    };
}
/** One finding repeated across records: the same code at the same pointer in records of one type. */
export interface ProblemGroup {
    /** The first occurrence, as kept. */
    first: Diagnostic;
    /** The record type it occurs in, when known. */
    type?: string;
    /** How many times it occurs (once per record, except a record breaking one rule twice at one place). */
    count: number;
    /** The indices of the first few records that have it. */
    records: number[];
}
/** Totals over all inputs. */
export interface Summary {
    files: number;
    /** Files a folder walk found that are not agent configs, when there were some (they are not in `files`). */
    skipped?: number;
    /** Telemetry records read, when any input was a record stream. */
    records?: number;
    /** Records with an error, when any input was a record stream. */
    invalid?: number;
    errors: number;
    warnings: number;
    /** `info` notes: they never fail a run, but a summary must not hide that there are some. */
    infos: number;
    /** Records per type, when any input was a record stream. */
    types?: Record<string, number>;
    /**
     * Per stream (a file, or a request path of `receive`: a channel), when any input was a record
     * stream: its records per type, time span and flows, so the summary alone says what arrived where.
     */
    channels?: Record<string, ChannelSummary>;
}
/** What one stream (channel) held. */
export interface ChannelSummary extends StreamSummary {
    records: number;
    types: Record<string, number>;
}
/** Counts errors, warnings and notes over all results (and records, for record streams). */
export declare function summarize(results: readonly FileResult[]): Summary;
