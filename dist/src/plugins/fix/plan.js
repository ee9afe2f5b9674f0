import { parsePointer } from '../../core/pointer.js';
import { closeCandidates } from '../../core/suggest.js';
import { isPlainObject } from '../../core/value.js';
/** Misspellings of enum values seen in real configs, each with the one value meant. */
const knownMisspellings = { gzip: 'gz' };
/** The codes a fix may answer. */
export const fixableCodes = new Set(['schema/enum', 'key/unknown', 'schema/additional']);
/** The fixes of `diagnostics` on `value` (checked against `shape`) that have one right answer. */
export function planFixes(value, shape, diagnostics) {
    const planned = [];
    for (const d of diagnostics) {
        const fix = planOne(value, shape, d);
        if (fix)
            planned.push(fix);
    }
    // Two names renamed to the same member of one object: neither is the one answer.
    const targets = new Map();
    const targetOf = (f) => JSON.stringify([parsePointer(f.pointer).slice(0, -1), f.to]);
    for (const f of planned)
        if (f.target === 'key')
            targets.set(targetOf(f), (targets.get(targetOf(f)) ?? 0) + 1);
    // One finding per place: the same pointer fixed twice would be two edits of one token.
    const seen = new Set();
    return planned.filter((f) => {
        const place = `${f.target}:${f.pointer}`;
        if (seen.has(place) || (f.target === 'key' && targets.get(targetOf(f)) > 1))
            return false;
        seen.add(place);
        return true;
    });
}
function planOne(value, shape, d) {
    if (!fixableCodes.has(d.code) || typeof d.suggestion !== 'string' || typeof d.pointer !== 'string')
        return undefined;
    const tokens = safeTokens(d.pointer);
    if (tokens === undefined || tokens.length === 0)
        return undefined;
    const parent = valueAt(value, tokens.slice(0, -1));
    const name = tokens[tokens.length - 1];
    if (!isPlainObject(parent) && !Array.isArray(parent))
        return undefined;
    if (d.code === 'schema/enum') {
        const current = Array.isArray(parent) ? parent[Number(name)] : Object.hasOwn(parent, name) ? parent[name] : undefined;
        if (typeof current !== 'string' || !isOneAnswer(current, d.suggestion))
            return undefined;
        return { diagnostic: d, pointer: d.pointer, target: 'value', from: current, to: d.suggestion };
    }
    if (!isPlainObject(parent) || !Object.hasOwn(parent, name) || Object.hasOwn(parent, d.suggestion))
        return undefined;
    const props = shapeAt(shape, tokens.slice(0, -1))?.props;
    if (props === undefined || !Object.hasOwn(props, d.suggestion))
        return undefined;
    const close = closeCandidates(name, openMembers(parent, props));
    if (close.length !== 1 || close[0] !== d.suggestion)
        return undefined;
    return { diagnostic: d, pointer: d.pointer, target: 'key', from: name, to: d.suggestion };
}
/** An enum value whose meaning is certain: the same word in another case, or a known misspelling. */
function isOneAnswer(current, meant) {
    const lower = current.toLowerCase();
    return lower === meant.toLowerCase() || (Object.hasOwn(knownMisspellings, lower) && knownMisspellings[lower] === meant);
}
/** The members `node` may still take: none it sets, nor another spelling of one it sets. */
function openMembers(node, props) {
    const set = new Set();
    for (const k of Object.keys(props))
        if (Object.hasOwn(node, k))
            set.add(k).add(props[k].aliasOf ?? k);
    return Object.keys(props).filter((k) => !set.has(k) && !set.has(props[k].aliasOf ?? k));
}
function safeTokens(pointer) {
    try {
        return parsePointer(pointer);
    }
    catch {
        return undefined;
    }
}
function valueAt(value, tokens) {
    let node = value;
    for (const t of tokens) {
        if (Array.isArray(node))
            node = /^(0|[1-9]\d*)$/.test(t) ? node[Number(t)] : undefined;
        else if (isPlainObject(node))
            node = Object.hasOwn(node, t) ? node[t] : undefined;
        else
            return undefined;
    }
    return node;
}
function shapeAt(shape, tokens) {
    let node = shape;
    for (const t of tokens) {
        if (node === undefined)
            return undefined;
        node = node.props !== undefined && Object.hasOwn(node.props, t) ? node.props[t] : (node.each ?? node.items);
    }
    return node;
}
