/**
 * The language server's code actions, from the engine of `lint --fix` (`plugins/fix`):
 * - each finding with a safe fix gets it as a preferred quick fix (the one edit the engine makes
 *   of that token);
 * - the whole text gets a `source.fixAll.agentconf` action whose edit turns it into exactly what
 *   `lint --fix` writes (every safe fix, in rounds; none when `--fix` would leave the file alone);
 * - a finding that suggests a name ("did you mean") but has no safe fix (two close candidates,
 *   a value that is not a name) keeps the suggestion as a quick fix that is not preferred.
 */
import { CodeActionKind } from 'vscode-languageserver/node';
import { fixText, quickFixes } from '../../../plugins/fix/index.js';
/** The kind of the action that applies every safe fix, as `lint --fix` does. */
export const fixAllKind = `${CodeActionKind.SourceFixAll}.agentconf`;
/** Whether an action of `kind` is one of the kinds asked for (a kind covers its sub-kinds). */
const wanted = (kind, only) => only === undefined || only.some((k) => kind === k || kind.startsWith(`${k}.`));
/** The engine's fixes of a plugin config's `text`, checked as `file` in `format` (as `kind` when its deployment's loader says). */
export async function engineFixes(text, config) {
    const options = { file: config.file, format: config.format, ...(config.kind ? { kind: config.kind } : {}) };
    return { quick: (await quickFixes(text, options)).edits, all: await fixText(text, options) };
}
/** The code actions for `doc`, from the engine's `fixes` of its text (none for a loader file: only its suggestions). */
export function codeActions(doc, request, fixes) {
    const text = doc.getText();
    const actions = [];
    if (wanted(CodeActionKind.QuickFix, request.only)) {
        const edits = fixes?.quick ?? [];
        const safe = new Set();
        for (const fix of edits) {
            const d = fix.diagnostic;
            const shown = request.diagnostics.find((s) => s.code === d.code && s.range.start.line === (d.line ?? 1) - 1 && s.range.start.character === (d.column ?? 1) - 1);
            if (shown === undefined)
                continue;
            safe.add(shown);
            const range = { start: doc.positionAt(fix.edit.start), end: doc.positionAt(fix.edit.end) };
            actions.push({
                title: `Change to ${typeof d.suggestion === 'string' ? JSON.stringify(d.suggestion) : fix.edit.text}`,
                kind: CodeActionKind.QuickFix,
                diagnostics: [shown],
                isPreferred: true,
                edit: { changes: { [doc.uri]: [{ range, newText: fix.edit.text }] } },
            });
        }
        for (const d of request.diagnostics)
            if (!safe.has(d))
                actions.push(...suggestionAction(doc, d));
    }
    if (fixes && wanted(fixAllKind, request.only)) {
        const outcome = fixes.all;
        if (outcome.unchanged === undefined && outcome.text !== text) {
            actions.push({
                title: `Fix all safe fixes (agentconf lint --fix: ${outcome.fixed.length} finding${outcome.fixed.length === 1 ? '' : 's'})`,
                kind: fixAllKind,
                edit: { changes: { [doc.uri]: [replacement(doc, text, outcome.text)] } },
            });
        }
    }
    return actions;
}
/** The finding's "did you mean" as a quick fix that is not preferred (no safe fix answers it). */
function suggestionAction(doc, d) {
    const suggestion = d.data?.suggestion;
    if (typeof suggestion !== 'string')
        return [];
    const written = doc.getText(d.range);
    const quoted = /^["']/.test(written);
    return [
        {
            title: `Change to "${suggestion}"`,
            kind: CodeActionKind.QuickFix,
            diagnostics: [d],
            isPreferred: false,
            edit: { changes: { [doc.uri]: [{ range: d.range, newText: quoted ? `${written[0]}${suggestion}${written[0]}` : suggestion }] } },
        },
    ];
}
/** One edit that turns `before` into `after`: the span between their common start and end. */
function replacement(doc, before, after) {
    let start = 0;
    const most = Math.min(before.length, after.length);
    while (start < most && before.charCodeAt(start) === after.charCodeAt(start))
        start++;
    let end = 0;
    while (end < most - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end))
        end++;
    // Never split a surrogate pair: an editor would see half a character.
    if (start > 0 && isLowSurrogate(before.charCodeAt(start)))
        start--;
    if (end > 0 && isLowSurrogate(before.charCodeAt(before.length - end)))
        end--;
    return { range: { start: doc.positionAt(start), end: doc.positionAt(before.length - end) }, newText: after.slice(start, after.length - end) };
}
const isLowSurrogate = (c) => c >= 0xdc00 && c <= 0xdfff;
