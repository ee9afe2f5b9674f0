import { httpEndpoints } from './endpoints.js';
/** The result that says no post arrived, when the run expected some; undefined otherwise (or when posts arrived). */
export function noPostsResult(posts, expected) {
    if (posts > 0)
        return undefined;
    const routed = expected.deployment === undefined ? [] : routedPaths(expected.deployment.model);
    const why = routed.length > 0
        ? `the deployment in ${expected.deployment.root} routes records to ${routed.length === 1 ? 'the HTTP channel' : `${routed.length} HTTP channels`} ${routed.join(', ')}`
        : expected.limit !== undefined
            ? `the run was given ${expected.limit}`
            : undefined;
    if (why === undefined)
        return undefined;
    return {
        file: '(no posts)',
        request: true,
        diagnostics: [
            {
                severity: 'error',
                code: 'receive/no-posts',
                message: `no post arrived, though ${why}: the device never posted (check its sink-http channel url, the address and port it can reach, and that a processor routes records to that channel)`,
                pointer: '',
            },
        ],
    };
}
/** The paths of the enabled HTTP channels some enabled processor sends records to (at most 5 shown, then a count). */
function routedPaths(model) {
    const paths = httpEndpoints(model)
        .filter((e) => e.senders.some((s) => (s.carries !== 'batch' && s.carries !== 'any' ? s.carries.length > 0 : true)))
        .map((e) => `${e.path ?? e.url} (${e.sink} channel "${e.channel}")`);
    return paths.length > 5 ? [...paths.slice(0, 5), `${paths.length - 5} more`] : paths;
}
