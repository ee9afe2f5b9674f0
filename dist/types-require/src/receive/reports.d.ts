import { RecordReport, type RecordReportOptions } from '../records/stream/index.js';
import type { FileResult } from '../core/report.js';
import type { DeploymentCheck } from './cross-check.js';
/** A request path as reports and live lines show it: a 4 KB path must not make every line 4 KB. */
export declare function shownPath(path: string): string;
export declare class ReceiveReports {
    private readonly options;
    private readonly check?;
    private readonly byPath;
    /** @param check the deployment, when the run has one: it tells which processors send to a path */
    constructor(options?: RecordReportOptions, check?: DeploymentCheck | undefined);
    /** The report of a request path. */
    of(path: string): RecordReport;
    /** One result per path, in order of first arrival. */
    results(): FileResult[];
}
