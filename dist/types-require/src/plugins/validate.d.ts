/** Step 1 of the pipeline: is a config of a kind well-formed, and what else is worth saying. */
import type { KindId } from '../../generated/plugins/catalog.js';
import { type Diagnostic } from '../core/diagnostic.js';
import type { ValidationResult } from '../core/result.js';
import type { FastCheck } from './fast.js';
import type { SourceText } from './source-text.js';
import { FindingsCap } from '../core/cap.js';
import { Reading } from './reading/index.js';
export type { ValidationResult };
/**
 * Schema errors only, mapped to diagnostics: what `resolve` re-checks after substitution. With
 * a reading (a kind with a reading table; or a function that makes it), only the errors where the plugin stops, hangs or loses
 * posts, each saying so.
 */
export declare function schemaDiagnostics(kind: KindId, value: unknown, cap?: FindingsCap, readingOrMake?: Reading | (() => Reading | undefined)): Diagnostic[];
/** The config as a kind's reading table says its plugin reads it; undefined for a kind without one. */
export declare function readingOf(kind: KindId, value: unknown, source?: SourceText): Reading | undefined;
/** Options of {@link validate}. */
export interface ValidateOptions {
    /**
     * The most findings built: a whole number from 1 to `Number.MAX_SAFE_INTEGER`, or `Infinity`
     * for all (default 1000, the command's print cap per file; anything else is a `call/argument`
     * finding). Past it findings are only counted: the result says how many in `truncated` and ends
     * with one `... and N more` note per severity and code. The first `maxFindings` are those an
     * uncapped check lists first.
     */
    maxFindings?: number;
}
/**
 * Validates a config of `kind` (a `kinds` id) without changing it. Never throws: a kind that is
 * no kind id, or a value that is not JSON data (a cycle, nesting deeper than 1000 levels, a
 * BigInt), gives `valid: false` with an `call/argument` (or `parse/too-deep`) diagnostic.
 */
export declare function validate(kind: KindId, value: unknown, options?: ValidateOptions): ValidationResult;
/** What `checked` tells a caller that goes on with the same value. */
export interface Kept {
    reading?: Reading | undefined;
    /** The schema found nothing (unknown keys aside): the fast check passed, or the validator had nothing to say. */
    schemaClean?: true;
}
/**
 * `validate` for arguments already known to be a kind id and JSON data. With `fast` (see
 * `fast.ts`), a config that passes it skips the schema's all-errors validator and the unknown-key
 * walk, which would find nothing: only the rules the schema cannot state are left to run.
 * `source`: how the value is written, for the rules that depend on it (`2.0` versus `2`).
 * `kept`: what a caller that goes on with the same value can use of the check (`Kept`).
 */
export declare function checked(kind: KindId, value: unknown, fast?: FastCheck, source?: SourceText, cap?: FindingsCap, kept?: Kept): ValidationResult;
