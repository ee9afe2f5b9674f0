import { childPointer } from './pointer.js';
import { closeCandidates, closest, editDistance, MAX_WORD } from './suggest.js';
/**
 * Unknown keys whose near names are remembered, over all shapes (each at most `MAX_WORD` long, so
 * a few MB at most); past this many, they are worked out each time.
 */
const MAX_REMEMBERED = 16_384;
let rememberedKeys = 0;
/** Near names up to this many have their answers remembered (at most 2^8 sets of them a key). */
const MAX_ANSWERED = 8;
const remembered = new WeakMap();
function rememberedOf(props) {
    let r = remembered.get(props);
    if (!r) {
        const holders = new Map();
        for (const k of Object.keys(props)) {
            for (const name of new Set([k, props[k].aliasOf ?? k])) {
                const list = holders.get(name);
                if (list)
                    list.push(k);
                else
                    holders.set(name, [k]);
            }
        }
        remembered.set(props, (r = { holders, near: new Map() }));
    }
    return r;
}
/**
 * Whether `node` has a member that takes the name `name`: the member itself, or one that is
 * another spelling of it (`aliasOf`), or `name`'s own other spelling. "Did you mean" never
 * proposes a member already set, nor another spelling of one.
 */
function isTaken(node, name, r) {
    const holders = r.holders.get(name);
    if (holders)
        for (let i = 0; i < holders.length; i++)
            if (Object.hasOwn(node, holders[i]))
                return true;
    return false;
}
/** The member `key` was probably meant to be, in `node` of shape `props`; undefined when none is close. */
export function memberSuggestion(key, node, props) {
    // No name is a typo of something this long (`closest` proposes nothing for it).
    if (key.length > MAX_WORD)
        return undefined;
    const r = rememberedOf(props);
    let near = r.near.get(key);
    if (near === undefined) {
        near = { names: closeCandidates(key, Object.keys(props)), answers: new Map() };
        if (rememberedKeys < MAX_REMEMBERED) {
            rememberedKeys++;
            r.near.set(key, near);
        }
    }
    const names = near.names;
    if (names.length === 0)
        return undefined;
    // Only members within the budget can be the closest: the rest of the ~60 never need comparing.
    const isOpen = (k) => !isTaken(node, k, r) && !isTaken(node, props[k].aliasOf ?? k, r);
    const answered = names.length <= MAX_ANSWERED;
    let set = 0;
    if (answered) {
        for (let i = 0; i < names.length; i++)
            if (isOpen(names[i]))
                set |= 1 << i;
        if (near.answers.has(set))
            return near.answers.get(set);
    }
    const open = answered ? names.filter((_, i) => (set & (1 << i)) !== 0) : names.filter(isOpen);
    const spec = open.filter((k) => props[k].aliasOf === undefined);
    const answer = preferSpec(key, closest(key, spec), closest(key, open));
    if (answered)
        near.answers.set(set, answer);
    return answer;
}
/** The interface's spelling, unless another spelling is strictly fewer edits away. */
function preferSpec(key, spec, any) {
    if (spec === undefined || any === undefined)
        return spec ?? any;
    return editDistance(key.toLowerCase(), any.toLowerCase()) < editDistance(key.toLowerCase(), spec.toLowerCase()) ? any : spec;
}
/**
 * Reports every member of a described object that its shape does not know, in document order
 * (an object's keys in their order, each unknown one before what lies inside the next). Its own
 * walk rather than `walkShape` with a visitor: each object's keys are listed once and serve both
 * the check and the way down, which a folder lint does for every object of every file. With
 * `cap`, past its `max` findings the walk only counts them: no message, pointer or "did you mean".
 */
export function unknownKeys(value, shape, cap) {
    const sink = { out: [], room: cap ? cap.max : Infinity, cap };
    if (typeof value === 'object' && value !== null)
        visit(value, shape, [], sink);
    return sink.out;
}
/**
 * Checks `value` and what its shape describes below it. `path` holds the tokens of its place; a
 * pointer is built only for a finding.
 */
function visit(value, shape, path, sink) {
    if (Array.isArray(value)) {
        const items = shape.items;
        if (items === undefined)
            return;
        for (let i = 0; i < value.length; i++) {
            const item = value[i];
            if (typeof item !== 'object' || item === null)
                continue;
            path.push(i);
            visit(item, items, path, sink);
            path.pop();
        }
        return;
    }
    const props = shape.props;
    const each = shape.each;
    if (props === undefined && each === undefined)
        return;
    const node = value;
    // Closed objects are the validator's (an error there); maps and free-form objects know no list.
    const listed = props !== undefined && each === undefined && !shape.closed;
    // Indexed, not `for...of`: the iterator protocol is slow in code not yet optimised.
    const keys = Object.keys(node);
    for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        const known = props !== undefined && Object.hasOwn(props, key);
        if (listed && !known) {
            if (sink.room > 0) {
                sink.room--;
                sink.out.push(unknownMember(node, props, key, path));
            }
            else
                sink.cap.leave('warning', 'key/unknown');
        }
        const member = node[key];
        if (typeof member !== 'object' || member === null)
            continue;
        const child = known ? props[key] : each;
        if (child === undefined)
            continue;
        path.push(key);
        visit(member, child, path, sink);
        path.pop();
    }
}
/** The warning for an unknown `key` of `node` (of shape `props`) at `path`, with its "did you mean". */
export function unknownMember(node, props, key, path) {
    const suggestion = memberSuggestion(key, node, props);
    return {
        severity: 'warning',
        code: 'key/unknown',
        message: `unknown key ${JSON.stringify(key)}: the published interface does not define it` + (suggestion ? `; did you mean ${JSON.stringify(suggestion)}?` : ''),
        pointer: childPointer('', ...path, key),
        ...(suggestion ? { suggestion } : {}),
    };
}
