import { boundText, groupDigits } from './message.js';
import { childPointer } from './pointer.js';
import { closest } from './suggest.js';
import { callArgument, thrownReason } from './arguments.js';
import { cloneJson, copyMember, isPlainObject, typeName } from './value.js';
/** The variables the agent defines, with the values it uses when its own config sets none. Frozen. */
export const agentVariableDefaults = Object.freeze({
    path_state_persistent: '/etc/netifyd',
    path_state_volatile: '/var/run/netifyd',
    path_plugins: '${path_state_persistent}/plugins.d',
    path_plugin_libdir: '/usr/lib',
    path_app_config: '${path_state_persistent}/netify-apps.conf',
    path_category_config: '${path_state_persistent}/netify-categories.json',
    path_categories: '${path_state_persistent}/categories.d',
    path_interfaces: '${path_state_persistent}/interfaces.d',
    path_shared_data: '/usr/share/netifyd',
    uuid_agent: '00-00-00-00',
    uuid_serial: '-',
    uuid_site: '-',
});
/**
 * Which variables each agent release expands, by where they are written (FIELD-FACTS; run
 * `agent-variables` in test/differential/variables.slow.test.ts: a sink-http url naming each one).
 * Agent 5.0.7 expands these seven in every config string it substitutes, and leaves any other
 * `${name}` as written (`path_plugin_libdir` and `path_shared_data` included).
 */
export const agentReleaseVariables = Object.freeze({
    '5.0': Object.freeze([
        'path_state_persistent',
        'path_state_volatile',
        'path_app_config',
        'path_category_config',
        'path_plugins',
        'path_categories',
        'path_interfaces',
    ]),
    '5.2': Object.freeze([
        'path_state_persistent',
        'path_state_volatile',
        'path_app_config',
        'path_category_config',
        'path_plugins',
        'path_categories',
        'path_interfaces',
        'path_proto_config',
        'path_category_custom_config',
        'path_plugin_libdir',
        'path_intelligence_config',
        'path_overlay_config',
    ]),
});
/** The variables only the HTTP sink expands, and only in a channel's `url` and `headers` (sink-http 1.0.13). */
export const sinkHttpVariables = Object.freeze(['uuid_agent', 'uuid_serial', 'uuid_site']);
/** The longest value a variable expands to: real values are paths and ids, far shorter. */
const MAX_VARIABLE_LENGTH = 64 * 1024;
/** The most characters substitution may add to one value (a whole config): the input limit. */
export const MAX_SUBSTITUTION_GROWTH = 8 * 1024 * 1024;
/**
 * Replaces each `${name}` of `text` (the name runs to the next `}`) by what `replace` returns;
 * `undefined` once the result would pass `max` characters. Linear: each character is looked at
 * a bounded number of times, and nothing longer than `max` is built.
 */
function replaceReferences(text, replace, max = Infinity) {
    let out = '';
    let from = 0;
    for (;;) {
        const open = text.indexOf('${', from);
        if (open < 0)
            break;
        const close = text.indexOf('}', open + 2);
        if (close < 0)
            break;
        const piece = replace(text.slice(open + 2, close), text.slice(open, close + 1));
        if (out.length + (open - from) + piece.length > max)
            return undefined;
        out += text.slice(from, open) + piece;
        from = close + 1;
    }
    if (from === 0)
        return text.length > max ? undefined : text;
    return out.length + (text.length - from) > max ? undefined : out + text.slice(from);
}
/** Variables that expand into each other grow tenfold a step: a 1.3 KB file made 210 MB. */
function tooLong(name) {
    return {
        severity: 'error',
        code: 'var/too-long',
        message: `variable "${boundText(name, 60)}" expands to more than ${groupDigits(MAX_VARIABLE_LENGTH)} characters; agentconf leaves it as written and cannot say what the agent would make of it`,
        pointer: '',
    };
}
/** A `var/unknown` warning for `${name}`, with "did you mean" when a known name is close. */
function unknownVariable(name, known, pointer, inVariable) {
    const suggestion = closest(name, known);
    const shown = `"\${${boundText(name, 60)}}"`;
    const what = inVariable === undefined
        ? `unknown variable ${shown} is left as written`
        : `the value of variable "${boundText(inVariable, 60)}" refers to unknown variable ${shown}, left as written`;
    return {
        severity: 'warning',
        code: 'var/unknown',
        message: what + (suggestion ? `; did you mean "\${${suggestion}}"?` : ''),
        pointer,
        ...(suggestion ? { suggestion: `\${${suggestion}}` } : {}),
    };
}
/**
 * Expands, in place and in the order given, each named entry of a variable table against the
 * table (rule 2 above). One pass per entry; a self-reference is left as written. Unknown names are
 * reported into `diagnostics` when given, naming the entry.
 */
function expandSettings(table, names, report) {
    for (const name of names) {
        const value = table[name];
        if (value === undefined)
            continue;
        const expanded = replaceReferences(value, (ref, whole) => {
            if (ref !== name && Object.hasOwn(table, ref))
                return table[ref];
            if (report && ref !== name)
                report(name, unknownVariable(ref, Object.keys(table), '', name));
            return whole;
        }, Math.max(MAX_VARIABLE_LENGTH, value.length));
        if (expanded !== undefined)
            table[name] = expanded;
        else
            report?.(name, tooLong(name));
    }
}
/** How many variables that are not strings are named, one finding each; the rest are said in one. */
const MAX_VARIABLE_PROBLEMS = 100;
/**
 * The variable table the agent would run with, by the rule at the top of this file. `values` is
 * the caller's: anything that is not an object of strings is reported, not thrown.
 */
export function variableTable(values = {}) {
    const diagnostics = [];
    const given = [];
    if (values !== undefined && values !== null) {
        if (!isPlainObject(values) || ArrayBuffer.isView(values)) {
            diagnostics.push(callArgument(`variables must be an object of name -> string, not ${typeName(values)}; the agent's defaults are used`));
        }
        else {
            try {
                for (const name of Object.keys(values)) {
                    const value = values[name];
                    if (typeof value === 'string')
                        given.push([name, value]);
                    else if (diagnostics.length > MAX_VARIABLE_PROBLEMS)
                        continue;
                    else if (diagnostics.length === MAX_VARIABLE_PROBLEMS) {
                        diagnostics.push(callArgument(`more variables are not strings; only the first ${MAX_VARIABLE_PROBLEMS} are named, all are ignored`));
                    }
                    else
                        diagnostics.push(callArgument(`variable "${boundText(name, 60)}" must be a string, not ${typeName(value)}; it is ignored`));
                }
            }
            catch (error) {
                // A getter or a proxy that throws: what was read before it stands.
                diagnostics.push(callArgument(`reading the variables failed (${thrownReason(error)}); the rest are ignored`));
            }
        }
    }
    const table = Object.create(null);
    for (const [name, value] of Object.entries(agentVariableDefaults))
        table[name] = value;
    for (const [name, value] of given)
        table[name] = value;
    const givenNames = new Set(given.map(([name]) => name));
    expandSettings(table, Object.keys(agentVariableDefaults).filter((name) => !givenNames.has(name)));
    const unknown = [];
    expandSettings(table, givenNames, (name, diagnostic) => {
        diagnostics.push(diagnostic);
        unknown.push({ name, diagnostic });
    });
    return { table, diagnostics, unknown };
}
let defaults;
/**
 * The agent's defaults expanded (`variableTable()`'s table), made once and frozen: what every call
 * that names no variables uses, so a caller checking many texts does not build it per text.
 */
export function defaultVariables() {
    return (defaults ??= Object.freeze(variableTable().table));
}
/** The variable table for `overrides` (see `variableTable`); problems with them are dropped. */
export function agentVariables(overrides = {}) {
    return variableTable(overrides).table;
}
/** Whether a string may hold a `${name}` reference (substitution changes nothing in others). */
export const mentionsVariable = (text) => text.includes('${');
/** Substitutes one string; reports each unknown name. */
export function substituteString(text, variables, pointer, diagnostics, budget = { left: MAX_SUBSTITUTION_GROWTH }, scope) {
    const reported = new Set();
    const out = replaceReferences(text, (name, whole) => {
        const why = scope?.(name, pointer);
        if (why !== undefined) {
            if (!reported.has(name)) {
                reported.add(name);
                diagnostics.push({ severity: 'warning', code: 'var/unknown', message: `"\${${boundText(name, 60)}}" is left as written here: ${why}`, pointer });
            }
            return whole;
        }
        if (Object.hasOwn(variables, name))
            return variables[name];
        // One finding per unknown name in a string: `${x}/${x}` is one mistake.
        if (reported.has(name))
            return whole;
        reported.add(name);
        diagnostics.push(unknownVariable(name, Object.keys(variables), pointer));
        return whole;
    }, text.length + budget.left);
    if (out === undefined) {
        diagnostics.push({
            severity: 'error',
            code: 'var/too-long',
            message: `substituting variables would add more than ${groupDigits(MAX_SUBSTITUTION_GROWTH)} characters to this config here; agentconf leaves this value as written`,
            pointer,
        });
        budget.left = 0;
        return text;
    }
    budget.left -= Math.max(0, out.length - text.length);
    return out;
}
/**
 * `substituteVariables` on a value nobody else holds (a copy made for the effective config): each
 * string that names a variable is replaced where it lies, and nothing else is built, so a config
 * with none costs one walk. Returns `value`, or the substituted text when `value` is a string.
 */
export function substituteInPlace(value, variables, diagnostics, pointer = '', budget = { left: MAX_SUBSTITUTION_GROWTH }, scope) {
    return substitute(value, { variables, diagnostics, budget, scope, store: true }, pointer);
}
/** A copy of `value` with every string substituted; keys are left alone. */
export function substituteVariables(value, variables, diagnostics, pointer = '', budget = { left: MAX_SUBSTITUTION_GROWTH }, scope) {
    return substituteInPlace(cloneJson(value), variables, diagnostics, pointer, budget, scope);
}
/**
 * `substituteInPlace` on a value that is to be put back as it was: returns a function that puts
 * every replaced string back where it was. For a check of the substituted value that keeps no copy.
 */
export function substituteRevertibly(value, variables, diagnostics, scope) {
    const replaced = [];
    const putBack = () => {
        for (let i = 0; i < replaced.length; i += 3)
            copyMember(replaced[i], replaced[i + 1], replaced[i + 2]);
    };
    try {
        substitute(value, { variables, diagnostics, budget: { left: MAX_SUBSTITUTION_GROWTH }, scope, store: true, replaced }, '');
    }
    catch (error) {
        putBack();
        throw error;
    }
    return putBack;
}
/** What substitution would report of `value`, which is left as it is, lying at `pointer` (the scope goes by it). */
export function variableFindings(value, variables, diagnostics, scope, pointer = '') {
    substitute(value, { variables, diagnostics, budget: { left: MAX_SUBSTITUTION_GROWTH }, scope, store: false }, pointer);
}
/** Substitutes the strings of `value` that name a variable, where they lie when `how.store`. */
function substitute(value, how, pointer) {
    if (typeof value === 'string') {
        return value.includes('${') ? substituteString(value, how.variables, pointer, how.diagnostics, how.budget, how.scope) : value;
    }
    if (typeof value !== 'object' || value === null)
        return value;
    // Indexed loops: this runs on every file of a folder, mostly before it is optimised.
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            const item = value[i];
            if (!needsWalk(item))
                continue;
            const substituted = substitute(item, how, childPointer(pointer, i));
            if (!how.store || substituted === item)
                continue;
            how.replaced?.push(value, String(i), item);
            value[i] = substituted;
        }
        return value;
    }
    const object = value;
    const keys = Object.keys(object);
    for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        const member = object[key];
        if (!needsWalk(member))
            continue;
        // Stored only when changed (a string): a store under names that differ from file to file is slow.
        const substituted = substitute(member, how, childPointer(pointer, key));
        if (!how.store || substituted === member)
            continue;
        how.replaced?.push(object, key, member);
        copyMember(object, key, substituted);
    }
    return value;
}
/** Whether a member may hold something to substitute: a string naming a variable, or a container. */
const needsWalk = (member) => (typeof member === 'string' ? member.includes('${') : member !== null && typeof member === 'object');
