/** Which plugin a library file is, from its name: `libnetify-proc-aggregator.so.0.0.0`. */
import { kinds } from '../plugins/kinds.js';
// Longest first, so a kind id that extends another is matched whole.
const known = kinds.map((k) => k.id).sort((a, b) => b.length - a.length);
const knownPatterns = known.map((id) => ({ id, pattern: new RegExp(`(?:^|[^A-Za-z0-9])${id}(?=\\.so|-|\\.)`) }));
/** Characters of a plugin name after its `proc-`/`sink-`, and those that may end it. */
const nameChar = /^[A-Za-z0-9_-]$/;
const alnum = /^[A-Za-z0-9]$/;
/**
 * The first `proc-*`/`sink-*` name in a library's base name: at the start or after a character
 * that is no letter or digit, made of letters, digits, `_` and `-`, ending in a letter or digit
 * right before a `.` or the end. One pass over the name (a regular expression searching for it
 * retried from every `-proc-` of a long name, quadratic in its length).
 */
function anyKindName(name) {
    let from = 0;
    while (from <= name.length) {
        const dot = name.indexOf('.', from);
        const end = dot < 0 ? name.length : dot;
        // A name runs to the segment's end, so it starts after the segment's last other character,
        // and the segment must end in a letter or digit.
        if (end > from && alnum.test(name[end - 1])) {
            let start = end;
            while (start > from && nameChar.test(name[start - 1]))
                start--;
            for (let at = start; at + 5 < end; at++) {
                if (at > start && alnum.test(name[at - 1]))
                    continue;
                const prefix = name.slice(at, at + 5);
                if (prefix === 'proc-' || prefix === 'sink-')
                    return name.slice(at, end);
            }
        }
        if (dot < 0)
            break;
        from = dot + 1;
    }
    return undefined;
}
/** The base name of a path (either separator). */
export function baseName(path) {
    return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}
/**
 * The kind a plugin library implements: the base name contains a kind id followed by `.so`,
 * `-` or `.`. A `proc-*`/`sink-*` name agentconf has no schema for comes back as not known.
 */
export function libraryKind(library) {
    const name = baseName(library);
    for (const { id, pattern } of knownPatterns)
        if (pattern.test(name))
            return { known: true, id };
    const other = anyKindName(name);
    return other === undefined ? undefined : { known: false, id: other };
}
