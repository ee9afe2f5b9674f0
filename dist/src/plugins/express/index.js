import { DEFAULT_MAX_FINDINGS } from '../../core/cap.js';
import { isPlainObject } from '../../core/value.js';
import { MAX_SUBSTITUTION_GROWTH } from '../../core/variables.js';
import { procCore1030Express } from './proc-core-1.0.30.js';
import { sinkHttp1013Express } from './sink-http-1.0.13.js';
/** The grammar of each kind that has one, for the plugin release agent 5.0.7 ships with. */
export const expressGrammars = {
    'proc-core': procCore1030Express,
    'sink-http': sinkHttp1013Express,
};
/**
 * A number written with a fraction or an exponent (`30.0`, `3e1`), which plugins tell from the
 * integer it parses to; a byte-order mark; an escape, which can spell what the grammar's patterns
 * leave out. The grammar speaks for none of them.
 */
const spelling = /^\uFEFF|\\|[:[,]\s*-?\d+[.eE]/;
/**
 * The members nobody reads of `value`, parsed without a finding from the JSON `text` of a `kind`
 * config, with `${variables}` expanded from `variables` (the lint's table), in the order the
 * pipeline's unknown-key walk meets them; none when it is clean; undefined when the grammar
 * does not take it. Nor does it take one whose expansions add more than substitution allows a
 * config: the pipeline reports that (`var/too-long`); nor one with more such members than a lint
 * lists (the pipeline counts those past the list without keeping them).
 */
export function expressWalk(kind, text, value, variables) {
    const grammar = expressGrammars[kind];
    if (grammar === undefined || spelling.test(text))
        return undefined;
    const walk = { variables, path: [], others: [], growth: 0 };
    if (!takes(grammar, value, walk) || walk.growth > MAX_SUBSTITUTION_GROWTH)
        return undefined;
    return walk.others;
}
/** {@link expressWalk}, said in a word: `clean` when the grammar takes it, `unknown members` when it does but for members its `others` allow. */
export function expressVerdict(kind, text, value, variables) {
    const others = expressWalk(kind, text, value, variables);
    return others === undefined ? undefined : others.length === 0 ? 'clean' : 'unknown members';
}
function takes(grammar, value, walk) {
    if ('enum' in grammar)
        return grammar.enum.includes(value);
    if ('int' in grammar) {
        return typeof value === 'number' && Number.isInteger(value) && !Object.is(value, -0) && value >= grammar.int[0] && value <= grammar.int[1];
    }
    if ('text' in grammar)
        return typeof value === 'string' && takesText(grammar.text, value, walk);
    const path = walk.path;
    if ('items' in grammar) {
        if (!Array.isArray(value) || value.length < grammar.minItems)
            return false;
        for (let i = 0; i < value.length; i++) {
            path.push(i);
            const took = takes(grammar.items, value[i], walk);
            path.pop();
            if (!took || (grammar.unique && value.indexOf(value[i]) !== i))
                return false;
        }
        return true;
    }
    if (!isPlainObject(value))
        return false;
    const keys = Object.keys(value);
    if ('names' in grammar) {
        for (let i = 0; i < keys.length; i++) {
            const key = keys[i];
            if (!grammar.names.test(key))
                return false;
            path.push(key);
            const took = takes(grammar.each, value[key], walk);
            path.pop();
            if (!took)
                return false;
        }
        return true;
    }
    const members = grammar.members;
    for (const name of grammar.required ?? [])
        if (!Object.hasOwn(value, name))
            return false;
    for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (Object.hasOwn(members, key)) {
            path.push(key);
            const took = takes(members[key], value[key], walk);
            path.pop();
            if (!took)
                return false;
        }
        else if (grammar.others !== undefined && !grammar.others.except.includes(key)) {
            // Past what the lint lists, the pipeline counts the rest: no list of them here.
            if (walk.others.length === DEFAULT_MAX_FINDINGS)
                return false;
            walk.others.push({ node: value, key, path: path.slice() });
        }
        else
            return false;
    }
    return true;
}
/**
 * A string of `text`'s class: as written, each reference allowed and its value fit, and once
 * expanded; what the expansion adds is counted in `walk.growth`, as substitution counts it.
 */
function takesText(text, value, walk) {
    if (!text.written.test(value))
        return false;
    const variables = walk.variables;
    let expanded = '';
    let from = 0;
    for (;;) {
        const open = value.indexOf('${', from);
        const literal = value.slice(from, open < 0 ? value.length : open);
        if (/[${}]/.test(literal))
            return false;
        expanded += literal;
        if (open < 0)
            break;
        const close = value.indexOf('}', open + 2);
        if (close < 0)
            return false;
        const name = value.slice(open + 2, close);
        const set = Object.hasOwn(variables, name) ? variables[name] : undefined;
        if (!text.variables.includes(name) || typeof set !== 'string' || !text.value.test(set))
            return false;
        expanded += set;
        from = close + 1;
    }
    if (expanded.length > value.length)
        walk.growth += expanded.length - value.length;
    return text.expanded.test(expanded);
}
