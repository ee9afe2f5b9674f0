import { hasErrors } from '../core/diagnostic.js';
import { schemaDiagnostics } from './errors.js';
import { FindingsCap, capOption } from '../core/cap.js';
import { locateOperation } from './match.js';
import { entryRules } from './object-rules.js';
import { responseDivergences } from './divergences.js';
import { readHeaders } from './url.js';
import { apiValidator } from './validators.js';
import { valueProblem } from '../core/arguments.js';
import { withoutBinaryBody } from './url.js';
import { boundedAll, internalError } from '../core/safety.js';
import { typeName } from '../core/value.js';
/** The validator names to try for a response: one, or every variant when the query does not choose. */
function candidates(response, query) {
    if (response.validator)
        return [response.validator];
    if (!response.byQuery || !response.variants)
        return [];
    const chosen = response.variants[query[response.byQuery] ?? ''];
    return chosen ? [chosen] : Object.values(response.variants);
}
function statusNote(op, status) {
    return {
        severity: 'info',
        code: 'api/status',
        message: `status ${JSON.stringify(status)} is not one the interface documents for ${op.method} ${op.path} (${Object.keys(op.responses).join(', ')}); the body is not checked`,
        pointer: '/status',
    };
}
/** What a response's schema check sees (`{ headers, body }`) and the validators to try, or a diagnostic. */
export function prepareResponse(response, problems = []) {
    const match = locateOperation(response, 'a response is an object with the method and url of its request, a status and a body');
    if ('diagnostic' in match)
        return match;
    const { operation: op, url } = match;
    const status = typeof response.status === 'number' || typeof response.status === 'string' ? String(response.status) : typeName(response.status);
    const documented = Object.hasOwn(op.responses, status) ? op.responses[status] : undefined;
    if (!documented)
        return { diagnostic: statusNote(op, status) };
    const value = { headers: readHeaders(response.headers, problems) };
    if (response.body !== undefined)
        value.body = response.body;
    return { op, status, documented, validators: candidates(documented, url.query), value };
}
/**
 * Checks a response against what the operation answers with that status: the body (the success
 * envelope with its `data`, error bodies) and headers such as the signature files' hashes.
 * Pointers point into `{ status, headers, body }`. Never throws and never changes its input.
 */
export function validateResponse(response, options) {
    const problem = valueProblem(withoutBinaryBody(response));
    if (problem)
        return { valid: false, diagnostics: [problem] };
    const cap = capOption(options);
    if (!(cap instanceof FindingsCap))
        return { valid: false, diagnostics: [cap] };
    try {
        const result = checkResponse(response, cap);
        boundedAll(result.diagnostics);
        return result;
    }
    catch (error) {
        return { valid: false, diagnostics: [internalError(error)] };
    }
}
/** The response's verdict, capped by `max` of `cap` (each variant tried counts against a cap of its own; the closest variant's is kept). */
function checkResponse(response, { max }) {
    const problems = [];
    const prepared = prepareResponse(response, problems);
    if ('diagnostic' in prepared)
        return { valid: !hasErrors([prepared.diagnostic]), diagnostics: [prepared.diagnostic] };
    const { op, status, documented, validators, value } = prepared;
    // With variants the query does not choose, the body is right when any variant takes it; else
    // the variant it came closest to says what is wrong.
    let diagnostics = [];
    let cap = new FindingsCap(max);
    let count = 0;
    for (const name of validators) {
        const own = new FindingsCap(max);
        const found = schemaDiagnostics(apiValidator(name), value, 'the response', undefined, own);
        if (found.length === 0 || diagnostics.length === 0 || found.length + own.total < count) {
            diagnostics = found;
            cap = own;
            count = found.length + own.total;
        }
        if (found.length === 0)
            break;
    }
    if (documented.entries)
        diagnostics.push(...entryRules(documented.entries, response.body, '/body'));
    diagnostics.push(...responseDivergences(op, status, response.body));
    diagnostics.unshift(...problems);
    return cap.capped({ valid: !hasErrors(diagnostics), diagnostics });
}
