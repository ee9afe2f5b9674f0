/** The levels every setting accepts, in the order messages list them. */
export const ruleLevels = ['off', 'info', 'warning', 'error'];
/** The level `levels` set for `code`, or undefined when they leave it alone. */
export function levelOf(code, levels) {
    if (Object.hasOwn(levels, code))
        return levels[code];
    const family = `${code.slice(0, code.indexOf('/'))}/*`;
    return Object.hasOwn(levels, family) ? levels[family] : undefined;
}
/**
 * The diagnostics with `levels` applied, in the same order; the input is not changed. Without
 * an entry that applies, the same array is returned.
 */
export function applyRuleLevels(diagnostics, levels) {
    if (Object.keys(levels).length === 0)
        return diagnostics;
    const out = [];
    let changed = false;
    for (const d of diagnostics) {
        const level = levelOf(d.code, levels);
        if (level === undefined || level === d.severity)
            out.push(d);
        else if (level === 'off')
            changed = true;
        else {
            out.push({ ...d, severity: level });
            changed = true;
        }
    }
    return changed ? out : diagnostics;
}
/** One finding at the level `levels` set for its code: undefined when `off`, the same object when left alone. */
export function atLevel(d, levels) {
    const level = levels === undefined ? undefined : levelOf(d.code, levels);
    if (level === undefined || level === d.severity)
        return d;
    return level === 'off' ? undefined : { ...d, severity: level };
}
/**
 * `higher`'s levels over `lower`'s: a family `higher` sets replaces `lower`'s entries of its codes
 * too (`--rule 'key/*=off'` beats a settings file's `key/unknown: error`), so the higher layer
 * wins whole; within `higher`, a code still beats its family.
 */
export function overLevels(lower, higher) {
    const out = { ...lower };
    for (const name of Object.keys(higher)) {
        if (!name.endsWith('/*'))
            continue;
        const prefix = name.slice(0, -1);
        for (const code of Object.keys(out))
            if (code.startsWith(prefix))
                delete out[code];
    }
    return Object.assign(out, higher);
}
/** Whether `name` is a code or a family among `codes`, for a settings check. */
export function isRuleName(name, codes) {
    if (name.endsWith('/*'))
        return codes.some((c) => c.startsWith(name.slice(0, -1)));
    return codes.includes(name);
}
