import { markBounded } from '../core/message.js';
import { parsePointer } from '../core/pointer.js';
import { memberSuggestion, unknownMember } from '../core/unknown-keys.js';
import { isPlainObject } from '../core/value.js';
/** Members remembered per schema: the recurring ones of a stream are few. */
const MAX_MEMBERS = 16;
/** Longer member names are not remembered (no firmware adds such a member to every record). */
const MAX_KEY = 64;
/** The object at `path` in `value`, following members only; undefined when there is none. */
function objectAt(value, path) {
    let node = value;
    for (let i = 0; i < path.length; i++) {
        if (!isPlainObject(node) || !Object.hasOwn(node, path[i]))
            return undefined;
        node = node[path[i]];
    }
    return isPlainObject(node) ? node : undefined;
}
/** A copy of `value` without the members `keys` of the object at `path` (only the objects on the way are copied). */
function without(value, path, depth, keys) {
    if (depth < path.length) {
        const step = path[depth];
        return { ...value, [step]: without(value[step], path, depth + 1, keys) };
    }
    if (keys.length === 1) {
        // Rest properties keep the copy's properties fast (a `delete` would turn it into a dictionary).
        const { [keys[0]]: _, ...rest } = value;
        return rest;
    }
    const copy = { ...value };
    for (const key of keys)
        delete copy[key];
    return copy;
}
const samePath = (a, b) => a.length === b.length && a.every((t, i) => t === b[i]);
/** The unknown members one stream's records repeat, by record schema. */
export class RecurringMembers {
    bySchema = new Map();
    /**
     * Remembers the members that `unknown` (the unknown-member findings of a record of schema `id`,
     * whose shape is `shape`) names at fixed places.
     */
    learn(id, shape, unknown) {
        for (const d of unknown) {
            if (d.code !== 'key/unknown')
                continue;
            let members = this.bySchema.get(id);
            if (members !== undefined && members.length >= MAX_MEMBERS)
                return;
            const path = parsePointer(d.pointer);
            const key = path.pop();
            if (key === undefined || key.length > MAX_KEY)
                continue;
            let node = shape;
            for (const token of path)
                node = node?.props && Object.hasOwn(node.props, token) ? node.props[token] : undefined;
            // A listed object (not a map, not closed): what the unknown-member walk reports in.
            if (!node?.props || node.each || node.closed || Object.hasOwn(node.props, key))
                continue;
            if (members?.some((m) => m.key === key && samePath(m.path, path)))
                continue;
            if (members === undefined)
                this.bySchema.set(id, (members = []));
            members.push({ path, key, props: node.props, findings: new Map() });
        }
    }
    /**
     * The unknown-member findings of `record` (schema `id`) when they are all it has against the
     * closed schema: `fastCheck` passes on a copy without the remembered members it holds. Undefined
     * when it holds none of them, holds them in more than one object (the walk's order is then the
     * full check's to give), or the copy fails too: the record then takes the full check.
     */
    explain(id, record, fastCheck) {
        const members = this.bySchema.get(id);
        if (members === undefined)
            return undefined;
        let parent;
        let present;
        for (let i = 0; i < members.length; i++) {
            const m = members[i];
            const node = objectAt(record, m.path);
            if (node === undefined || !Object.hasOwn(node, m.key))
                continue;
            if (present === undefined) {
                present = [m];
                parent = node;
            }
            else if (node !== parent)
                return undefined;
            else
                present.push(m);
        }
        if (present === undefined || parent === undefined)
            return undefined;
        if (!fastCheck(without(record, present[0].path, 0, present.map((m) => m.key))))
            return undefined;
        const holder = parent;
        if (present.length > 1) {
            // In the object's own order, as the walk reports them.
            const order = Object.keys(holder);
            present.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
        }
        return present.map((m) => this.finding(m, holder));
    }
    /** The finding of member `m` in `node`: its "did you mean" depends on what else `node` holds. */
    finding(m, node) {
        const suggestion = memberSuggestion(m.key, node, m.props) ?? '';
        let finding = m.findings.get(suggestion);
        if (finding === undefined) {
            finding = markBounded(unknownMember(node, m.props, m.key, m.path));
            m.findings.set(suggestion, finding);
        }
        return finding;
    }
}
