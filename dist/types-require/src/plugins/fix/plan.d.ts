/**
 * Which findings have exactly one right answer, and what it is. A fix is planned only when the
 * answer cannot be another:
 * - `schema/enum`: the value differs from an allowed one by letter case alone (`JSON` -> `json`),
 *   or is a known misspelling of it (`gzip` -> `gz`, the compressor the agent calls `gz`);
 * - `key/unknown` and `schema/additional`: the member name is within typo distance of exactly one
 *   member the object allows and does not already set (`log_intervall` -> `log_interval`).
 * Anything else (two close candidates, a key already set, a value that is not text) is left alone.
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import type { Shape } from '../../core/shape.js';
/** What a planned fix changes: the member name or the value at `pointer`, from `from` to `to`. */
export interface PlannedFix {
    diagnostic: Diagnostic;
    pointer: string;
    target: 'key' | 'value';
    from: string;
    to: string;
}
/** The codes a fix may answer. */
export declare const fixableCodes: ReadonlySet<string>;
/** The fixes of `diagnostics` on `value` (checked against `shape`) that have one right answer. */
export declare function planFixes(value: unknown, shape: Shape | undefined, diagnostics: readonly Diagnostic[]): PlannedFix[];
