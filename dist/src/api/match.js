/** Finding the operation a method and path name, or saying why there is none (with "did you mean"). */
import { operations } from '../../generated/api/operations.js';
import { closest } from '../core/suggest.js';
import { isPlainObject } from '../core/value.js';
import { readUrl } from './url.js';
const templates = (() => {
    const byPath = new Map();
    for (const op of operations) {
        const segments = op.path.slice(1).split('/');
        const t = byPath.get(op.path) ?? { path: op.path, segments, literals: segments.filter((s) => !s.startsWith('{')).length, operations: [] };
        t.operations.push(op);
        byPath.set(op.path, t);
    }
    // A literal segment beats a parameter where two templates could both match.
    return [...byPath.values()].sort((a, b) => b.literals - a.literals);
})();
/** The integrator API's version prefix: its base address usually ends in it already. */
const integratorPrefix = ['api', 'v2', 'integrator'];
function matchTemplate(segments) {
    for (const template of templates) {
        if (template.segments.length !== segments.length)
            continue;
        const params = {};
        const fits = template.segments.every((s, i) => {
            if (s.startsWith('{')) {
                params[s.slice(1, -1)] = segments[i];
                return segments[i] !== '';
            }
            return s === segments[i];
        });
        if (fits)
            return { template, params };
    }
    return undefined;
}
function matchOperation(method, path, segments) {
    let found = matchTemplate(segments);
    if (!found && segments.slice(0, 3).join('/') === integratorPrefix.join('/')) {
        const rest = matchTemplate(segments.slice(3));
        if (rest?.template.operations[0].api === 'integrator')
            found = rest;
    }
    if (!found) {
        // Candidates read like the request: a template's parameters take the request's segments.
        const candidates = new Map(templates.map((t) => [
            t.segments.length === segments.length ? '/' + t.segments.map((s, i) => (s.startsWith('{') ? segments[i] : s)).join('/') : t.path,
            t.path,
        ]));
        const meant = closest(path, candidates.keys());
        return {
            diagnostic: {
                severity: 'error',
                code: 'api/unknown-operation',
                message: `no operation of the data feeds, events or integrator API has the path ${JSON.stringify(path.slice(0, 80))}${meant ? `; did you mean ${meant}?` : ''}`,
                pointer: '',
                ...(meant ? { suggestion: meant } : {}),
            },
        };
    }
    const wanted = typeof method === 'string' ? method.toUpperCase() : '';
    const operation = found.template.operations.find((op) => op.method === wanted);
    if (!operation) {
        const allowed = found.template.operations.map((op) => op.method);
        return {
            diagnostic: {
                severity: 'error',
                code: 'api/method',
                message: `${found.template.path} takes ${allowed.join(' or ')}, not ${typeof method === 'string' ? JSON.stringify(method.slice(0, 20)) : 'a missing method'}`,
                pointer: '',
                ...(allowed.length === 1 ? { suggestion: allowed[0] } : {}),
            },
        };
    }
    return { operation, params: found.params };
}
/**
 * The operation a request (or the request a response answers) names by its `method` and `url`,
 * with the URL read; or the diagnostic saying why there is none. `what` describes the input for
 * the message when it is not an object at all.
 */
export function locateOperation(input, what) {
    const urlProblem = (message) => ({ diagnostic: { severity: 'error', code: 'api/url', message, pointer: '' } });
    if (!isPlainObject(input))
        return urlProblem(what);
    const url = readUrl(input.url);
    if (typeof url === 'string')
        return urlProblem(url);
    const match = matchOperation(input.method, url.path, url.segments);
    return 'diagnostic' in match ? match : { ...match, url };
}
