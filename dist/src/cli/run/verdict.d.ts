/** The exit code of a checking command, from its totals: one rule for lint, records and receive. */
import type { Summary } from '../../core/report.js';
/** 2 when an input could not be read, 1 for errors (or warnings under `--strict`), else 0. */
export declare function exitCodeOf(summary: Pick<Summary, 'errors' | 'warnings'>, strict: boolean, ioFailed?: boolean): number;
