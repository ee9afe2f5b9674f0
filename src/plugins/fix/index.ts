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
import { stripBom } from '../../core/bytes.js';
import type { SourceFormat } from '../../core/parse/index.js';
import { shapes } from '../../../generated/plugins/shapes.js';
import { checkSource } from '../check.js';
import type { KindId } from '../kinds.js';
import { jsonEdits } from './json-edits.js';
import { fixableCodes, planFixes } from './plan.js';
import { applyEdits, EditTrail, type TextEdit } from './text-edit.js';

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

/** More rounds than any config needs: each round fixes a level of renamed members. */
const MAX_ROUNDS = 16;

/**
 * Applies every safe fix to `text`. Never throws for bad input: a text that does not parse, or
 * has an error no fix answers, comes back unchanged.
 */
export async function fixText(text: string, options: FixOptions): Promise<FixOutcome> {
  if (typeof text !== 'string') return { text, fixed: [], edits: [] };
  const bom = text.length !== stripBom(text).length ? text.slice(0, text.length - stripBom(text).length) : '';
  let current = text.slice(bom.length);
  const trail = new EditTrail(current.length);
  const fixed: Diagnostic[] = [];
  const left = (unchanged: string): FixOutcome => ({ text, fixed: [], unchanged, edits: [] });
  // The errors no fix answers in the text as given: the fixed text may keep them, never add to them.
  let kept = 0;
  // A parse error stops the check, so fewer errors after may mean a broken edit: none may be added.
  let keptParse = 0;
  const parseErrors = (errors: Diagnostic[]) => errors.filter((d) => d.code.startsWith('parse/')).length;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { diagnostics, edits } = await fixesOf(current, options);
    const answered = new Set(edits.map((e) => e.diagnostic));
    const errors = diagnostics.filter((d) => d.severity === 'error');
    if (round === 0) {
      kept = errors.filter((d) => !answered.has(d)).length;
      keptParse = parseErrors(errors);
    }
    if (edits.length === 0) {
      if (fixed.length === 0) return { text, fixed, edits: [] };
      if (errors.length > kept || parseErrors(errors) > keptParse) return left('the fixed text would have errors the text did not have');
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

/** One diagnostic's fix: the edit that answers it. */
export interface QuickFix {
  diagnostic: Diagnostic;
  edit: TextEdit;
}

/**
 * The safe fix of each finding of `text` that has one (for an editor's quick fixes), with every
 * finding of the check: offsets are in `text` as given (a byte-order mark counts as one).
 */
export async function quickFixes(text: string, options: FixOptions): Promise<{ diagnostics: Diagnostic[]; edits: QuickFix[] }> {
  if (typeof text !== 'string') return { diagnostics: [], edits: [] };
  const bom = text.length - stripBom(text).length;
  const found = await fixesOf(text.slice(bom), options);
  return { diagnostics: found.diagnostics, edits: found.edits.map((e) => ({ ...e, edit: { ...e.edit, start: e.edit.start + bom, end: e.edit.end + bom } })) };
}

async function fixesOf(text: string, options: FixOptions): Promise<{ diagnostics: Diagnostic[]; edits: QuickFix[] }> {
  const { result, parsed } = await checkSource({
    file: options.file,
    text,
    format: options.format,
    effective: false,
    ...(options.kind ? { kind: options.kind } : {}),
    ...(options.variables ? { variables: options.variables } : {}),
  });
  const diagnostics = result.diagnostics;
  if (!diagnostics.some((d) => fixableCodes.has(d.code))) return { diagnostics, edits: [] };
  const shape = result.kind !== undefined && Object.hasOwn(shapes, result.kind) ? shapes[result.kind] : undefined;
  const planned = planFixes(parsed.value, shape, diagnostics);
  if (planned.length === 0) return { diagnostics, edits: [] };
  const found = options.format === 'yaml' ? (await import('./yaml-edits.js')).yamlEdits(text, planned) : jsonEdits(text, planned);
  return { diagnostics, edits: [...found].map(([fix, edit]) => ({ diagnostic: fix.diagnostic, edit })) };
}
