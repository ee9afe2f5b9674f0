import type { Diagnostic } from '../../core/diagnostic.js';
import type { FileResult } from '../../core/report.js';
import { type Framing } from './frames.js';
import type { AgentRelease } from '../agent-release.js';
import { type RuleLevels } from '../../core/rule-levels.js';
/** How to read and report one stream. */
export interface StreamFileOptions {
    /** The name the report is under (the path, or what stands for standard input). */
    name: string;
    /** Force a framing instead of telling it from the first bytes. */
    framing?: Framing;
    /** Keep at most this many findings (all are counted). */
    maxProblems: number;
    /** The agent release the records come from; by default detected from the first record that tells. */
    agent?: AgentRelease;
    /** A live stream: reading ends, and the report is made of what arrived, when this aborts (a signal, a duration). */
    stop?: AbortSignal;
    /** A live stream: reading ends after this many records. */
    maxRecords?: number;
    /** A live stream: each finding as it arrives (record findings with their place), before the report groups them. */
    onFinding?: (d: Diagnostic) => void;
    /** Rule levels by code or family, applied to every finding (the report's and `onFinding`'s). */
    levels?: RuleLevels;
}
/**
 * Reads a stream (a file, or standard input) into a report. An I/O failure (no such file, a
 * folder, a read that fails midway) is a finding of that stream, and `ioFailed` says so.
 */
export declare function judgeStreamFile(source: {
    path: string;
} | {
    stdin: true;
}, options: StreamFileOptions): Promise<{
    result: FileResult;
    ioFailed: boolean;
}>;
