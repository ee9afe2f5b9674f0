import { stripBom } from '../../core/bytes.js';
import { shapes } from '../../../generated/plugins/shapes.js';
import { checkSource } from '../check.js';
import { jsonEdits } from './json-edits.js';
import { fixableCodes, planFixes } from './plan.js';
import { applyEdits, EditTrail } from './text-edit.js';
/** More rounds than any config needs: each round fixes a level of renamed members. */
const MAX_ROUNDS = 16;
/**
 * Applies every safe fix to `text`. Never throws for bad input: a text that does not parse, or
 * has an error no fix answers, comes back unchanged.
 */
export async function fixText(text, options) {
    if (typeof text !== 'string')
        return { text, fixed: [], edits: [] };
    const bom = text.length !== stripBom(text).length ? text.slice(0, text.length - stripBom(text).length) : '';
    let current = text.slice(bom.length);
    const trail = new EditTrail(current.length);
    const fixed = [];
    const left = (unchanged) => ({ text, fixed: [], unchanged, edits: [] });
    // The errors no fix answers in the text as given: the fixed text may keep them, never add to them.
    let kept = 0;
    // A parse error stops the check, so fewer errors after may mean a broken edit: none may be added.
    let keptParse = 0;
    const parseErrors = (errors) => errors.filter((d) => d.code.startsWith('parse/')).length;
    for (let round = 0; round < MAX_ROUNDS; round++) {
        const { diagnostics, edits } = await fixesOf(current, options);
        const answered = new Set(edits.map((e) => e.diagnostic));
        const errors = diagnostics.filter((d) => d.severity === 'error');
        if (round === 0) {
            kept = errors.filter((d) => !answered.has(d)).length;
            keptParse = parseErrors(errors);
        }
        if (edits.length === 0) {
            if (fixed.length === 0)
                return { text, fixed, edits: [] };
            if (errors.length > kept || parseErrors(errors) > keptParse)
                return left('the fixed text would have errors the text did not have');
            const shifted = trail.edits().map((e) => ({ ...e, start: e.start + bom.length, end: e.end + bom.length }));
            return { text: bom + current, fixed, edits: shifted };
        }
        const changes = edits.map((e) => e.edit);
        current = applyEdits(current, changes);
        trail.apply(changes);
        fixed.push(...edits.map((e) => e.diagnostic));
    }
    return left('its fixes did not settle');
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
