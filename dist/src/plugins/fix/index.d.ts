/**
 * Safe fixes (`agentconf lint --fix`, and quick fixes in an editor): the findings that have
 * exactly one right answer (see `plan.ts`), applied as edits of the tokens they name, so a file's
 * formatting and comments stay. Pure, with no Node built-in: it works on text a caller holds.
 *
 * Every safe fix is applied, as ESLint applies what it can, and the errors no fix answers are left
 * for the check to report; the text is returned as it was, with the reason, only when the fixed
 * text would have more errors than those (or one of parsing). Fixes that reveal further
 * fixes (a renamed member whose own members were not checked) are applied in rounds until none
 * is left, so fixing a fixed text changes nothing.
 */
import type { Diagnostic } from '../../core/diagnostic.js';
import type { SourceFormat } from '../../core/parse/index.js';
import type { KindId } from '../kinds.js';
import { type TextEdit } from './text-edit.js';
export type { TextEdit } from './text-edit.js';
/** What to fix: the text's name (which tells its kind), its format, and the check's settings. */
export interface FixOptions {
    file: string;
    format: SourceFormat;
    /** Check as this kind rather than tell it from the name and content. */
    kind?: KindId;
    /** The variable table the check uses (default: the agent's defaults). */
    variables?: Readonly<Record<string, string>>;
}
/** The text after the safe fixes. */
export interface FixOutcome {
    /** The fixed text; the input itself when nothing was fixed. */
    text: string;
    /** The findings fixed, as the check reported them (positions in the text before its round). */
    fixed: Diagnostic[];
    /** Why the text was left as it was although it has findings a fix could answer. */
    unchanged?: string;
    /**
     * The fixes as edits of the text as given (offsets in it, a byte-order mark counted), sorted and
     * apart: what a caller holding the text's bytes splices into them. Empty when nothing was fixed.
     */
    edits: TextEdit[];
}
/**
 * Applies every safe fix to `text`. Never throws for bad input: a text that does not parse, or
 * has an error no fix answers, comes back unchanged.
 */
export declare function fixText(text: string, options: FixOptions): Promise<FixOutcome>;
/** One diagnostic's fix: the edit that answers it. */
export interface QuickFix {
    diagnostic: Diagnostic;
    edit: TextEdit;
}
/**
 * The safe fix of each finding of `text` that has one (for an editor's quick fixes), with every
 * finding of the check: offsets are in `text` as given (a byte-order mark counts as one).
 */
export declare function quickFixes(text: string, options: FixOptions): Promise<{
    diagnostics: Diagnostic[];
    edits: QuickFix[];
}>;
