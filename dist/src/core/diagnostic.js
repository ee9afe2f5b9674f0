/**
 * The one shape every problem takes, whatever found it (parser, schema, lint rule, resolver, CLI).
 */
/** True when any diagnostic is an error; false for what is no array or cannot be read (a revoked proxy, a throwing getter). */
export function hasErrors(diagnostics) {
    try {
        if (!Array.isArray(diagnostics))
            return false;
        const isError = (d) => typeof d === 'object' && d !== null && d.severity === 'error';
        // A sparse array of length 2^32 - 1 is walked by its members, not by its length.
        if (diagnostics.length > 1_000_000)
            return Object.keys(diagnostics).some((key) => isError(diagnostics[key]));
        for (let i = 0; i < diagnostics.length; i++)
            if (isError(diagnostics[i]))
                return true;
        return false;
    }
    catch {
        return false;
    }
}
/** Orders diagnostics by position (those without one first); stable for equal positions. */
export function byPosition(a, b) {
    return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}
