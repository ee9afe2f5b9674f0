import { shapes } from '../../../generated/plugins/shapes.js';
import { argumentProblems } from '../arguments.js';
import { kindSpecs } from '../kinds/index.js';
import { capOption, FindingsCap } from '../../core/cap.js';
import { checked as checkedValue, readingOf, schemaDiagnostics } from '../validate.js';
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
/**
 * Computes the effective config of `kind` from `value` (which is not modified). Never throws: a
 * kind that is no kind id, a value that is not JSON data, or options of the wrong type give
 * diagnostics (`call/argument`) and, when the config cannot be resolved, no value.
 */
export function resolve(kind, value, options = {}) {
    try {
        const problems = argumentProblems(kind, value);
        if (problems.length)
            return { value: undefined, diagnostics: problems };
        // The options read once, into a copy: a proxy or getter that throws is a caller's mistake.
        let given = {};
        try {
            if (isPlainObject(options))
                given = { ...options };
            else if (options !== undefined && options !== null) {
                problems.push(callArgument(`options must be an object, not ${typeName(options)}; the defaults are used`));
            }
        }
        catch (error) {
            problems.push(callArgument(`reading the options failed (${thrownReason(error)}); the defaults are used`));
        }
        const variables = given.variables;
        const steps = stepsOf(given, problems);
        const asked = capOption(given);
        if (!(asked instanceof FindingsCap))
            problems.push(asked);
        const cap = asked instanceof FindingsCap ? asked : new FindingsCap();
        steps.cap = cap;
        if (variables === undefined)
            return capped(cap, resolveWithTable(kind, value, defaultVariables(), problems, steps));
        const { table, diagnostics } = variableTable(variables);
        return capped(cap, resolveWithTable(kind, value, table, [...problems, ...boundedAll(diagnostics)], steps));
    }
    catch (error) {
        return { value: undefined, diagnostics: [internalError(error)] };
    }
}
/** `result` with its first `cap.max` findings, the rest counted in notes (one per severity and code). */
function capped(cap, result) {
    const listed = cap.trim(result.diagnostics);
    if (cap.total === 0)
        return result;
    return { value: cap.leftErrors ? undefined : result.value, diagnostics: listed.concat(cap.notes()), truncated: cap.total };
}
/** The reading and variable steps a caller asked for; a wrong value is reported and the default used. */
function stepsOf(options, problems) {
    const steps = {};
    const reading = options.reading;
    if (reading === 'documented')
        steps.reading = reading;
    else if (reading !== undefined && reading !== 'agent')
        problems.push(callArgument(`options.reading must be "agent" or "documented", not ${typeName(reading)}; "agent" is used`, '/reading'));
    const keep = options.keepVariables;
    if (keep === true)
        steps.keepVariables = true;
    else if (keep !== undefined && keep !== false)
        problems.push(callArgument(`options.keepVariables must be a boolean, not ${typeName(keep)}; variables are substituted`, '/keepVariables'));
    return steps;
}
/**
 * `resolve` with a complete variable table (from `variableTable`), for a kind id and a value
 * already known to be JSON data; `found` are diagnostics to report first.
 */
export function resolveWithTable(kind, value, variables, found = [], steps = {}) {
    let checked;
    const kept = {};
    try {
        checked = checkedValue(kind, value, steps.fastCheck, steps.source, steps.cap, kept);
    }
    catch (error) {
        checked = { valid: false, diagnostics: [internalError(error)] };
    }
    const diagnostics = found.concat(checked.diagnostics);
    if (!checked.valid) {
        // Still report unknown variables: a user fixing errors wants every finding at once.
        variableFindings(value, variables, diagnostics, variableScope(kind));
        return { value: undefined, diagnostics: boundedAll(diagnostics) };
    }
    if (steps.needEffective === false)
        return { value: undefined, diagnostics: boundedAll(diagnostics) };
    // Tried only where the schema found nothing in the config as written: the substituted one seldom passes where that did not.
    if (steps.findingsOnly && kept.schemaClean && steps.fastCheck && !steps.keepVariables && isPlainObject(value)) {
        const found = findingsAsWritten(kind, value, variables, kept.reading, steps.fastCheck);
        if (found !== undefined)
            return { value: undefined, diagnostics: boundedAll(diagnostics.concat(found)) };
    }
    const shape = shapes[kind];
    const effective = steps.copy ? steps.copy() : cloneJson(value);
    fillDefaults(effective, shape);
    const spec = kindSpecs[kind];
    const table = readingTables[kind];
    // The check's verdicts hold for the same object (a lint's `copy` is the value itself); a copy is read anew.
    if (table && effective === value && kept.reading !== undefined)
        applyVerdicts(kept.reading.verdicts);
    else if (table)
        applyReading(table, effective, steps.source);
    spec.ignores?.(effective, steps.source);
    if (steps.reading !== 'documented')
        spec.starts?.(effective);
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
    const after = (steps.fastCheck?.(kind, substituted) ? [] : schemaDiagnostics(kind, substituted, undefined, () => readingOf(kind, substituted))).map((d) => ({
        ...d,
        code: 'resolve/effective-invalid',
        message: `after variable substitution, ${d.message}`,
    }));
    for (const d of after)
        diagnostics.push(d);
    if (after.length)
        return { value: undefined, diagnostics: boundedAll(diagnostics) };
    return { value: (steps.keepVariables ? effective : substituted), diagnostics: boundedAll(diagnostics) };
}
