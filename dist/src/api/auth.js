const apiNames = { datafeeds: 'data feeds', events: 'events', integrator: 'integrator' };
function present(c, headers, query) {
    const value = c.in === 'query' ? query[c.name] : headers[c.name];
    if (value === undefined || value.trim() === '')
        return false;
    return c.bearer ? /^Bearer\s+\S/i.test(value) : true;
}
const describe = (c) => c.bearer ? 'an Authorization: Bearer header' : c.in === 'query' ? `the ${c.name} query parameter` : `the ${c.name} header`;
/** An `api/auth` error when no alternative is complete; nothing otherwise. */
export function authDiagnostics(op, headers, query) {
    if (op.security.length === 0 || op.security.some((alternative) => alternative.every((c) => present(c, headers, query))))
        return [];
    // What every alternative needs is said once; then the choices.
    const shared = op.security[0].filter((c) => op.security.every((alt) => alt.some((d) => d.name === c.name && d.in === c.in)));
    const choices = op.security
        .map((alt) => alt
        .filter((c) => !shared.some((s) => s.name === c.name && s.in === c.in))
        .map(describe)
        .join(' and '))
        .filter(Boolean);
    const needs = [...shared.map(describe), ...(choices.length ? [choices.join(', or ')] : [])].join(' plus ');
    const missingShared = shared.find((c) => !present(c, headers, query));
    return [
        {
            severity: 'error',
            code: 'api/auth',
            message: `the ${apiNames[op.api]} API needs ${needs}${missingShared ? `; ${describe(missingShared)} is missing` : ''}`,
            pointer: missingShared?.in === 'query' ? '/query' : '/headers',
        },
    ];
}
