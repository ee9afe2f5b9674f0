/**
 * The effective config: what the agent actually runs with. A fixed pipeline of pure steps, each
 * in its own file:
 * 1. validate the config as written (`validate`); with errors, stop: there is no effective config;
 * 2. fill defaults (`defaults.ts`), then put what the plugin uses in place of settings it ignores
 *    or cuts (its reading table, `reading/`: an HTTP sink timeout written `2.0` becomes the
 *    built-in value, 4294967298 becomes 2; then its kind spec's `ignores`);
 * 3. inherit channel settings from the top level (`inherit.ts`), as the plugin does: where it does
 *    not apply the documented inheritance (sink-http 1.0.13: timeouts and TLS), each channel starts
 *    from what the plugin uses (its kind spec's `starts`), unless `reading: 'documented'` is asked;
 * 4. substitute `${variables}` in every string (`variables.ts`), unless `keepVariables` is asked;
 * 5. validate the result again: a substituted value can break a rule (a URL, a path); for a kind
 *    with a reading table, only where the plugin would stop, hang or lose posts.
 * The input is never modified.
 */
import type { KindId } from '../../../generated/plugins/catalog.js';
import { shapes } from '../../../generated/plugins/shapes.js';
import type { Diagnostic } from '../../core/diagnostic.js';
import type { ConfigOf } from '../../../generated/plugins/types/index.js';
import { argumentProblems } from '../arguments.js';
import type { FastCheck } from '../fast.js';
import { kindSpecs } from '../kinds/index.js';
import type { SourceText } from '../source-text.js';
import { capOption, FindingsCap } from '../../core/cap.js';
import { checked as checkedValue, readingOf, schemaDiagnostics, type Kept, type ValidationResult } from '../validate.js';
import { boundedAll, internalError } from '../../core/safety.js';
import { cloneJson, isPlainObject, someString } from '../../core/value.js';
import { findingsAsWritten } from './as-written.js';
import { fillDefaults } from './defaults.js';
import { inheritTopLevel } from './inherit.js';
import { defaultVariables, mentionsVariable, substituteInPlace, substituteVariables, variableFindings, variableTable } from '../../core/variables.js';
import { typeName } from '../../core/value.js';
import { callArgument, thrownReason } from '../../core/arguments.js';
import { variableScope } from './variables.js';
import { applyReading, applyVerdicts, readingTables } from '../reading/index.js';

/** Options of `resolve`. */
export interface ResolveOptions {
  /**
   * Values of `${name}` variables, over the agent's defaults (`path_state_persistent` is
   * `/etc/netifyd`, `uuid_agent` is `00-00-00-00`, ...; see `agentVariableDefaults`). A value may
   * refer to others (`${path_state_persistent}/custom`): it is expanded once, as the agent expands
   * its settings; an unknown name in it is reported (`var/unknown`).
   */
  variables?: Readonly<Record<string, string>>;
  /**
   * `agent` (default): channels get what the plugin really applies (sink-http 1.0.13 never applies
   * its top-level timeouts and TLS settings). `documented`: the inheritance the published interface
   * documents (channels take the top-level values).
   */
  reading?: ResolveReading;
  /**
   * True: `${variables}` stay as written, for the agent to expand on the device (a config converted
   * for devices); unknown names are still reported.
   */
  keepVariables?: boolean;
  /**
   * The most findings listed, as `validate` takes it (default 1000; anything but a whole number from
   * 1 to `Number.MAX_SAFE_INTEGER` or `Infinity` is a `call/argument` finding and the default is
   * used). Past it findings are counted: `truncated` says how many, and one `... and N more` note
   * per severity and code ends the list.
   */
  maxFindings?: number;
}

/** Which reading of channel inheritance `resolve` follows (see `ResolveOptions.reading`). */
export type ResolveReading = 'agent' | 'documented';

/** The effective config and everything found on the way. */
export interface ResolveResult<K extends KindId = KindId> {
  /** The effective config; undefined when the config has errors. */
  value: ConfigOf<K> | undefined;
  /** The diagnostics of validation, then those of resolution (unknown variables, ...). */
  diagnostics: Diagnostic[];
  /** Findings counted past `maxFindings` and not listed; absent when none were. */
  truncated?: number;
}

/**
 * Computes the effective config of `kind` from `value` (which is not modified). Never throws: a
 * kind that is no kind id, a value that is not JSON data, or options of the wrong type give
 * diagnostics (`call/argument`) and, when the config cannot be resolved, no value.
 */
export function resolve<K extends KindId>(kind: K, value: unknown, options: ResolveOptions = {}): ResolveResult<K> {
  try {
    const problems = argumentProblems(kind, value);
    if (problems.length) return { value: undefined, diagnostics: problems };
    // The options read once, into a copy: a proxy or getter that throws is a caller's mistake.
    let given: ResolveOptions = {};
    try {
      if (isPlainObject(options)) given = { ...options };
      else if (options !== undefined && options !== null) {
        problems.push(callArgument(`options must be an object, not ${typeName(options)}; the defaults are used`));
      }
    } catch (error) {
      problems.push(callArgument(`reading the options failed (${thrownReason(error)}); the defaults are used`));
    }
    const variables = given.variables;
    const steps = stepsOf(given, problems);
    const asked = capOption(given);
    if (!(asked instanceof FindingsCap)) problems.push(asked);
    const cap = asked instanceof FindingsCap ? asked : new FindingsCap();
    steps.cap = cap;
    if (variables === undefined) return capped(cap, resolveWithTable(kind, value, defaultVariables(), problems, steps));
    const { table, diagnostics } = variableTable(variables);
    return capped(cap, resolveWithTable(kind, value, table, [...problems, ...boundedAll(diagnostics)], steps));
  } catch (error) {
    return { value: undefined, diagnostics: [internalError(error)] };
  }
}

/** `result` with its first `cap.max` findings, the rest counted in notes (one per severity and code). */
function capped<K extends KindId>(cap: FindingsCap, result: ResolveResult<K>): ResolveResult<K> {
  const listed = cap.trim(result.diagnostics);
  if (cap.total === 0) return result;
  return { value: cap.leftErrors ? undefined : result.value, diagnostics: listed.concat(cap.notes()), truncated: cap.total };
}

/** The reading and variable steps a caller asked for; a wrong value is reported and the default used. */
function stepsOf(options: ResolveOptions, problems: Diagnostic[]): ResolveSteps {
  const steps: ResolveSteps = {};
  const reading: unknown = options.reading;
  if (reading === 'documented') steps.reading = reading;
  else if (reading !== undefined && reading !== 'agent')
    problems.push(callArgument(`options.reading must be "agent" or "documented", not ${typeName(reading)}; "agent" is used`, '/reading'));
  const keep: unknown = options.keepVariables;
  if (keep === true) steps.keepVariables = true;
  else if (keep !== undefined && keep !== false)
    problems.push(callArgument(`options.keepVariables must be a boolean, not ${typeName(keep)}; variables are substituted`, '/keepVariables'));
  return steps;
}

/** How `resolveWithTable` goes about it. */
export interface ResolveSteps {
  /** Makes the copy of the value that becomes the effective config (a parser may have a faster way than walking it). */
  copy?: (() => unknown) | undefined;
  /** False: only the findings are wanted; the effective-config steps are skipped. */
  needEffective?: boolean;
  /**
   * Only the findings are wanted: where they can be told from the config as written
   * (`as-written.ts`, which changes the config while it looks and puts it back), the effective
   * config is not built, and the result has no value.
   */
  findingsOnly?: boolean;
  /** The fast check of clean configs (`validate/fast.ts`). */
  fastCheck?: FastCheck | undefined;
  /** How the value is written (`2.0` versus `2`), where the config was read from JSON text. */
  source?: SourceText | undefined;
  /** See `ResolveOptions.reading` (default `agent`). */
  reading?: ResolveReading | undefined;
  /** See `ResolveOptions.keepVariables`. */
  keepVariables?: boolean | undefined;
  /** The findings cap of the check: findings past it are counted in it, not built. */
  cap?: FindingsCap | undefined;
}

/**
 * `resolve` with a complete variable table (from `variableTable`), for a kind id and a value
 * already known to be JSON data; `found` are diagnostics to report first.
 */
export function resolveWithTable<K extends KindId>(
  kind: K,
  value: unknown,
  variables: Readonly<Record<string, string>>,
  found: Diagnostic[] = [],
  steps: ResolveSteps = {},
): ResolveResult<K> {
  let checked: ValidationResult;
  const kept: Kept = {};
  try {
    checked = checkedValue(kind, value, steps.fastCheck, steps.source, steps.cap, kept);
  } catch (error) {
    checked = { valid: false, diagnostics: [internalError(error)] };
  }
  const diagnostics = found.concat(checked.diagnostics);
  if (!checked.valid) {
    // Still report unknown variables: a user fixing errors wants every finding at once.
    variableFindings(value, variables, diagnostics, variableScope(kind));
    return { value: undefined, diagnostics: boundedAll(diagnostics) };
  }
  if (steps.needEffective === false) return { value: undefined, diagnostics: boundedAll(diagnostics) };
  // Tried only where the schema found nothing in the config as written: the substituted one seldom passes where that did not.
  if (steps.findingsOnly && kept.schemaClean && steps.fastCheck && !steps.keepVariables && isPlainObject(value)) {
    const found = findingsAsWritten(kind, value, variables, kept.reading, steps.fastCheck);
    if (found !== undefined) return { value: undefined, diagnostics: boundedAll(diagnostics.concat(found)) };
  }
  const shape = shapes[kind]!;
  const effective = steps.copy ? steps.copy() : cloneJson(value);
  fillDefaults(effective, shape);
  const spec = kindSpecs[kind];
  const table = readingTables[kind];
  // The check's verdicts hold for the same object (a lint's `copy` is the value itself); a copy is read anew.
  if (table && effective === value && kept.reading !== undefined) applyVerdicts(kept.reading.verdicts);
  else if (table) applyReading(table, effective as Record<string, unknown>, steps.source);
  spec.ignores?.(effective as Record<string, unknown>, steps.source);
  if (steps.reading !== 'documented') spec.starts?.(effective as Record<string, unknown>);
  inheritTopLevel(effective, shape);
  // `effective` is this function's own copy: substituted where it lies, unless the variables are
  // to stay in it; then a copy is substituted, when some string names a variable.
  const scope = variableScope(kind);
  const substituted = !steps.keepVariables
    ? substituteInPlace(effective, variables, diagnostics, '', undefined, scope)
    : someString(effective, mentionsVariable)
      ? substituteVariables(effective, variables, diagnostics, '', undefined, scope)
      : effective;
  // A value the fast check passes has no schema error (`fast.ts`): the all-errors validator runs
  // only on one it fails, to explain.
  // What the plugin reads beyond the schema, or never reads, is no error here either.
  const after = (steps.fastCheck?.(kind, substituted) ? [] : schemaDiagnostics(kind, substituted, undefined, () => readingOf(kind, substituted))).map(
    (d): Diagnostic => ({
      ...d,
      code: 'resolve/effective-invalid',
      message: `after variable substitution, ${d.message}`,
    }),
  );
  for (const d of after) diagnostics.push(d);
  if (after.length) return { value: undefined, diagnostics: boundedAll(diagnostics) };
  return { value: (steps.keepVariables ? effective : substituted) as ConfigOf<K>, diagnostics: boundedAll(diagnostics) };
}
