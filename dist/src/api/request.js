import { hasErrors } from '../core/diagnostic.js';
import { childPointer } from '../core/pointer.js';
import { closest } from '../core/suggest.js';
import { copyMember } from '../core/value.js';
import { valueProblem } from '../core/arguments.js';
import { withoutBinaryBody } from './url.js';
import { boundedAll, internalError } from '../core/safety.js';
import { authDiagnostics } from './auth.js';
import { schemaDiagnostics } from './errors.js';
import { capOption, FindingsCap } from '../core/cap.js';
import { locateOperation } from './match.js';
import { closedKeysAt } from './members.js';
import { objectRules } from './object-rules.js';
import { requestDivergences } from './divergences.js';
import { readHeaders } from './url.js';
import { apiValidator } from './validators.js';
const fail = (diagnostic) => ({ valid: false, diagnostics: [diagnostic] });
/** A query value as the parameter's type: JSON text parsed, digits as an integer. Unreadable text stays text. */
function typedQuery(op, query) {
    const out = {};
    for (const name of Object.keys(query)) {
        const text = query[name];
        const param = op.params.find((p) => p.in === 'query' && p.name === name);
        let value = text;
        if (param?.json) {
            try {
                value = JSON.parse(text);
            }
            catch {
                value = text;
            }
        }
        else if (param?.integer && /^-?[0-9]{1,15}$/.test(text)) {
            value = Number(text);
        }
        copyMember(out, name, value);
    }
    return out;
}
function unknownQuery(op, query) {
    const known = [
        ...op.params.filter((p) => p.in === 'query').map((p) => p.name),
        ...op.security
            .flat()
            .filter((c) => c.in === 'query')
            .map((c) => c.name),
    ];
    return Object.keys(query)
        .filter((name) => !known.includes(name))
        .map((name) => {
        const meant = closest(name, known);
        return {
            severity: 'warning',
            code: 'key/unknown',
            message: `query parameter ${JSON.stringify(name)} is not one ${op.method} ${op.path} takes${known.length ? ` (it takes ${known.join(', ')})` : ''}; the service ignores it${meant ? `; did you mean ${JSON.stringify(meant)}?` : ''}`,
            pointer: childPointer('/query', name),
            ...(meant ? { suggestion: meant } : {}),
        };
    });
}
function contentType(op, headers, body) {
    if (body === undefined || op.body === 'none')
        return [];
    const type = headers['content-type'];
    if (type !== undefined && /^application\/json\s*(;|$)/i.test(type))
        return [];
    return [
        {
            severity: 'error',
            code: 'api/content-type',
            message: type === undefined
                ? 'a JSON body needs the header Content-Type: application/json'
                : `the body is JSON, so Content-Type must be application/json, not ${JSON.stringify(type.slice(0, 60))}`,
            pointer: type === undefined ? '/headers' : '/headers/content-type',
            suggestion: 'application/json',
        },
    ];
}
/** The operation a request names and the value its validator checks, or why there is none. */
export function prepareRequest(request, problems = []) {
    const match = locateOperation(request, 'a request is an object with a method and a url');
    if ('diagnostic' in match)
        return match;
    const { operation: op, url } = match;
    const headers = readHeaders(request.headers, problems);
    const query = typedQuery(op, url.query);
    const value = { path: match.params, query, headers };
    if (request.body !== undefined)
        value.body = request.body;
    return { op, value, headers, rawQuery: url.query, query };
}
/**
 * Checks a request before it is sent: the operation it names, path and query parameters, the
 * credentials its API takes, Content-Type, and the body. Pointers point into `{ path, query,
 * headers, body }`. Never throws and never changes its input.
 */
export function validateRequest(request, options) {
    const problem = valueProblem(withoutBinaryBody(request));
    if (problem)
        return fail(problem);
    const cap = capOption(options);
    if (!(cap instanceof FindingsCap))
        return fail(cap);
    try {
        const result = cap.capped(checkRequest(request, cap));
        boundedAll(result.diagnostics);
        return result;
    }
    catch (error) {
        return fail(internalError(error));
    }
}
function checkRequest(request, cap) {
    const problems = [];
    const prepared = prepareRequest(request, problems);
    if ('diagnostic' in prepared)
        return fail(prepared.diagnostic);
    const { op, value, headers, rawQuery, query } = prepared;
    const diagnostics = [
        ...problems,
        ...authDiagnostics(op, headers, rawQuery),
        ...contentType(op, headers, request.body),
        ...schemaDiagnostics(apiValidator(op.request), value, 'the request', closedKeysAt(op.bodyObject, '/body', op.bodyMembers), cap),
        ...unknownQuery(op, query),
        ...(op.bodyObject ? objectRules(op.bodyObject, request.body, '/body') : []),
        ...requestDivergences(op, rawQuery, request.body),
    ];
    return {
        valid: !hasErrors(diagnostics),
        operation: { api: op.api, id: op.id, method: op.method, path: op.path },
        diagnostics,
    };
}
