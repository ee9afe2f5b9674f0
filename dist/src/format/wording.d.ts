/** Wording shared by several formats, so they never disagree. */
import type { Diagnostic } from '../core/diagnostic.js';
import type { Summary } from '../core/report.js';
/** `1 error`, `2 errors`, `0 warnings`: English plurals of the regular kind we need. */
export declare function plural(count: number, noun: string): string;
/**
 * The closing line: `✖ 3 problems (2 errors, 1 warning) in 4 files`, `✔ 4 files checked, no
 * problems`, each followed by `; 2 files skipped (no agent config)` when a folder walk met files
 * that are not agent configs, and `; 1 note` when there are `info` findings. Only errors and
 * warnings count as problems: `info` findings never make a config invalid, so they must not turn
 * the verdict red, but the line must not hide them either.
 */
export declare function summaryLine(summary: Summary, hidden?: number): string;
/**
 * The message with its suggestion folded in, for formats that carry a single message string
 * (SARIF, GitHub annotations) and would otherwise drop the fix.
 */
export declare function messageWithHint(d: Diagnostic): string;
/**
 * The suggestion, unless the message already names it (the library's messages say "did you
 * mean "x"?" themselves): a hint line repeating the message is noise.
 */
export declare function extraHint(d: Diagnostic): string | undefined;
