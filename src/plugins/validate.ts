/** Step 1 of the pipeline: is a config of a kind well-formed, and what else is worth saying. */
import type { KindId } from '../../generated/plugins/catalog.js';
import { shapes } from '../../generated/plugins/shapes.js';
import { hasErrors, type Diagnostic } from '../core/diagnostic.js';
import type { ValidationResult } from '../core/result.js';
import { divergences } from './rules/divergences.js';
import { kindSpecs } from './kinds/index.js';
import { unknownKeys } from '../core/unknown-keys.js';
import { shapeAt } from '../core/walk.js';
import { parsePointer } from '../core/pointer.js';
import { mapAjvErrors } from '../core/ajv-errors.js';
import { argumentProblems } from './arguments.js';
import { boundedAll, internalError } from '../core/safety.js';
import type { FastCheck } from './fast.js';
import type { SourceText } from './source-text.js';
import { validatorOf } from './validators.js';
import { capOption, FindingsCap } from '../core/cap.js';
import { Reading, readingTables } from './reading/index.js';
import { isPlainObject } from '../core/value.js';

export type { ValidationResult };

/** The rules of a kind that a schema cannot state (its spec's `rules`), in order. */
function kindRules(kind: KindId, value: unknown, source?: SourceText): Diagnostic[] {
  const rules = kindSpecs[kind].rules;
  let found: Diagnostic[] = [];
  for (let i = 0; i < rules.length; i++) found = found.concat(rules[i]!(value, source));
  return found;
}

/**
 * Schema errors only, mapped to diagnostics: what `resolve` re-checks after substitution. With
 * a reading (a kind with a reading table; or a function that makes it), only the errors where the plugin stops, hangs or loses
 * posts, each saying so.
 */
export function schemaDiagnostics(kind: KindId, value: unknown, cap?: FindingsCap, readingOrMake?: Reading | (() => Reading | undefined)): Diagnostic[] {
  const validator = validatorOf(kind);
  if (validator(value)) return [];
  // Made only when the schema has something to say (most values pass it).
  const reading = typeof readingOrMake === 'function' ? readingOrMake() : readingOrMake;
  const shape = shapes[kind];
  const errors = reading ? validator.errors?.filter((e) => reading.keepsSchemaError(e.instancePath, e.keyword, e.params.missingProperty)) : validator.errors;
  const found = mapAjvErrors(errors, value, (pointer) => Object.keys(shapeAt(shape, parsePointer(pointer))?.props ?? {}), undefined, cap);
  return reading ? found.map((d) => reading.explained(d)) : found;
}

/** The config as a kind's reading table says its plugin reads it; undefined for a kind without one. */
export function readingOf(kind: KindId, value: unknown, source?: SourceText): Reading | undefined {
  const table = readingTables[kind];
  return table && isPlainObject(value) ? new Reading(table, value, source) : undefined;
}

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
export function validate(kind: KindId, value: unknown, options: ValidateOptions = {}): ValidationResult {
  try {
    const cap = capOption(options);
    const problems = argumentProblems(kind, value);
    if (!(cap instanceof FindingsCap)) problems.push(cap);
    if (problems.length || !(cap instanceof FindingsCap)) return { valid: false, diagnostics: problems };
    return cap.capped(checked(kind, value, undefined, undefined, cap));
  } catch (error) {
    return { valid: false, diagnostics: [internalError(error)] };
  }
}

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
export function checked(kind: KindId, value: unknown, fast?: FastCheck, source?: SourceText, cap?: FindingsCap, kept?: Kept): ValidationResult {
  // The schema's errors and the unknown keys, which can be one per member, are built up to the
  // cap's `max` (the first in document order), the rest counted; the rules find few and are kept
  // whole. The caller trims the whole, once in its order, to `max`.
  // concat, not spreads: a spread runs the iterator protocol, slow in code not yet optimised.
  // A kind with a reading table (`reading/`) has the schema's findings re-judged by what its plugin
  // does with each value (nothing under a channel it never reads), and the table's own findings.
  const reading = readingOf(kind, value, source);
  if (kept) kept.reading = reading;
  const read = reading ? reading.readPart(value as Record<string, unknown>) : value;
  const passed = fast?.(kind, value) === true;
  const schemaFound = passed ? [] : schemaDiagnostics(kind, value, cap, reading);
  if (kept && schemaFound.length === 0) kept.schemaClean = true;
  const schema = passed ? [] : schemaFound.concat(unknownKeys(read, shapes[kind]!, cap));
  const found = schema.concat(reading ? reading.findings() : [], divergences(kind, value), kindRules(kind, value, source));
  const diagnostics = boundedAll(found);
  return { valid: !hasErrors(diagnostics) && !cap?.leftErrors, diagnostics };
}
