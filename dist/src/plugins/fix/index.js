/**
 * Safe fixes (`agentconf lint --fix`, and quick fixes in an editor): the findings that have
 * exactly one right answer (see `plan.ts`), applied as edits of the tokens they name, so a file's
 * formatting and comments stay. Pure, with no Node built-in: it works on text a caller holds.
 *
 * A text is changed only when every error in it has such a fix and the fixed text checks with no
 * error at all; otherwise it is returned as it was, with the reason. Fixes that reveal further
 * fixes (a renamed member whose own members were not checked) are applied in rounds until none
 * is left, so fixing a fixed text changes nothing.
 */
import { hasErrors } from '../../core/diagnostic.js';
import { stripBom } from '../../core/bytes.js';
import { shapes } from '../../../generated/plugins/shapes.js';
import { checkSource } from '../check.js';
import { jsonEdits } from './json-edits.js';
import { fixableCodes, planFixes } from './plan.js';
import { applyEdits } from './text-edit.js';
/** More rounds than any config needs: each round fixes a level of renamed members. */
const MAX_ROUNDS = 16;
/**
 * Applies every safe fix to `text`. Never throws for bad input: a text that does not parse, or
 * has an error no fix answers, comes back unchanged.
 */
export async function fixText(text, options) {
    if (typeof text !== 'string')
        return { text, fixed: [] };
    const bom = text.length !== stripBom(text).length ? text.slice(0, text.length - stripBom(text).length) : '';
    let current = text.slice(bom.length);
    const fixed = [];
    for (let round = 0; round < MAX_ROUNDS; round++) {
        const { diagnostics, edits } = await fixesOf(current, options);
        if (edits.length === 0) {
            if (fixed.length === 0)
                return { text, fixed };
            if (hasErrors(diagnostics))
                return { text, fixed: [], unchanged: 'the fixed text would still have errors no safe fix answers' };
            return { text: bom + current, fixed };
        }
        const answered = new Set(edits.map((e) => e.diagnostic));
        if (diagnostics.some((d) => d.severity === 'error' && !answered.has(d)))
            return round === 0
                ? { text, fixed: [], unchanged: 'it has errors no safe fix answers' }
                : { text, fixed: [], unchanged: 'the fixed text would still have errors no safe fix answers' };
        current = applyEdits(current, edits.map((e) => e.edit));
        fixed.push(...edits.map((e) => e.diagnostic));
    }
    return { text, fixed: [], unchanged: 'its fixes did not settle' };
}
/**
 * The safe fix of each finding of `text` that has one (for an editor's quick fixes), with every
 * finding of the check: offsets are in `text` as given (a byte-order mark counts as one).
 */
export async function quickFixes(text, options) {
    if (typeof text !== 'string')
        return { diagnostics: [], edits: [] };
    const bom = text.length - stripBom(text).length;
    const found = await fixesOf(text.slice(bom), options);
    return { diagnostics: found.diagnostics, edits: found.edits.map((e) => ({ ...e, edit: { ...e.edit, start: e.edit.start + bom, end: e.edit.end + bom } })) };
}
async function fixesOf(text, options) {
    const { result, parsed } = await checkSource({
        file: options.file,
        text,
        format: options.format,
        effective: false,
        ...(options.kind ? { kind: options.kind } : {}),
        ...(options.variables ? { variables: options.variables } : {}),
    });
    const diagnostics = result.diagnostics;
    if (!diagnostics.some((d) => fixableCodes.has(d.code)))
        return { diagnostics, edits: [] };
    const shape = result.kind !== undefined && Object.hasOwn(shapes, result.kind) ? shapes[result.kind] : undefined;
    const planned = planFixes(parsed.value, shape, diagnostics);
    if (planned.length === 0)
        return { diagnostics, edits: [] };
    const found = options.format === 'yaml' ? (await import('./yaml-edits.js')).yamlEdits(text, planned) : jsonEdits(text, planned);
    return { diagnostics, edits: [...found].map(([fix, edit]) => ({ diagnostic: fix.diagnostic, edit })) };
}
