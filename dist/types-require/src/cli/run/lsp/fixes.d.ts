/**
 * The language server's code actions, from the engine of `lint --fix` (`plugins/fix`):
 * - each finding with a safe fix gets it as a preferred quick fix (the one edit the engine makes
 *   of that token);
 * - the whole text gets a `source.fixAll.agentconf` action whose edit turns it into exactly what
 *   `lint --fix` writes (every safe fix, in rounds; none when `--fix` would leave the file alone);
 * - a finding that suggests a name ("did you mean") but has no safe fix (two close candidates,
 *   a value that is not a name) keeps the suggestion as a quick fix that is not preferred.
 */
import { type CodeAction, type Diagnostic as LspDiagnostic } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { SourceFormat } from '../../../core/parse/index.js';
import { type FixOutcome, type QuickFix } from '../../../plugins/fix/index.js';
import type { KindId } from '../../../plugins/kinds.js';
/** The kind of the action that applies every safe fix, as `lint --fix` does. */
export declare const fixAllKind: string;
/** What the client asked actions for. */
export interface ActionRequest {
    diagnostics: LspDiagnostic[];
    /** The kinds the client wants (`only`), when it says. */
    only?: string[] | undefined;
}
/** What the engine makes of one text: each finding's fix, and the text `lint --fix` writes. */
export interface EngineFixes {
    quick: QuickFix[];
    all: FixOutcome;
}
/** The engine's fixes of a plugin config's `text`, checked as `file` in `format` (as `kind` when its deployment's loader says). */
export declare function engineFixes(text: string, config: {
    file: string;
    format: SourceFormat;
    kind?: KindId | undefined;
}): Promise<EngineFixes>;
/** The code actions for `doc`, from the engine's `fixes` of its text (none for a loader file: only its suggestions). */
export declare function codeActions(doc: TextDocument, request: ActionRequest, fixes: EngineFixes | undefined): CodeAction[];
