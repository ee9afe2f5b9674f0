import { mapAjvErrors } from '../core/ajv-errors.js';
/**
 * - `if` errors only say a `then`/`else` failed; the branch's own errors say what.
 * - An `anyOf` whose every branch failed on a format (an IPv4 or IPv6 address) becomes one format
 *   error naming both, instead of the first branch's.
 */
export function prepare(errors) {
    const list = errors.filter((e) => e.keyword !== 'if');
    // A group's members sit at its own instance path: found through an index by path, and removed
    // through a set, not by scanning the list once per group (quadratic in failed anyOf groups).
    const atPath = new Map();
    for (const e of list) {
        const here = atPath.get(e.instancePath);
        if (here)
            here.push(e);
        else
            atPath.set(e.instancePath, [e]);
    }
    const removed = new Set();
    const added = [];
    for (const group of list.filter((e) => e.keyword === 'anyOf')) {
        const members = atPath.get(group.instancePath).filter((e) => e !== group && !removed.has(e) && e.schemaPath.startsWith(group.schemaPath + '/'));
        if (members.length === 0 || !members.every((e) => e.keyword === 'format'))
            continue;
        const formats = members.map((e) => String(e.params.format));
        removed.add(group);
        for (const e of members)
            removed.add(e);
        const replacement = { ...group, keyword: 'format', params: { format: formats.join(' or ') } };
        added.push(replacement);
        atPath.get(group.instancePath).push(replacement);
    }
    return removed.size === 0 ? list : list.filter((e) => !removed.has(e)).concat(added);
}
/**
 * Runs a validator and maps its errors. `subject` names the checked value in messages (`the
 * request`), handed to the mapping rather than rewritten into its messages afterwards, which
 * would also rewrite a user's own value that happens to say "the config"; `closedKeys` lists the
 * members an object at a pointer allows, for "did you mean".
 */
export function schemaDiagnostics(validator, value, subject, closedKeys = () => [], cap) {
    if (validator(value))
        return [];
    return mapAjvErrors(prepare(validator.errors ?? []), value, (pointer) => [...closedKeys(pointer)], subject, cap);
}
