import { type FileResult, type Summary } from '../core/report.js';
import type { FormatContext, Formatter } from './formatter.js';
/**
 * `file:line:col severity message [code]`, an optional `hint:` line and a code frame per
 * diagnostic (blocks separated by a blank line), then the summary line. Files without
 * diagnostics print nothing of their own, but for a line saying which kind a file was checked
 * as when its members told it (`x.json: checked as sink-http, told by its members`).
 */
export declare const formatText: Formatter;
/**
 * The text format a result at a time, for a command that writes as it checks (a folder of
 * 100,000 configs need not hold its findings and their texts to the end): `result` gives the
 * blocks of one result (with its source text, for code frames), `end` the rest. What they give,
 * concatenated, is what `formatText` returns for the same results.
 */
export declare function textStream(ctx: Pick<FormatContext, 'color' | 'strict' | 'rulesHelp'>): {
    result(result: FileResult, text: string | undefined): string;
    end(shown: Summary, hidden: number | undefined): string;
};
