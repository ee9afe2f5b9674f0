import { callArgument, valueProblem } from '../core/arguments.js';
import { boundText } from '../core/message.js';
import { typeName } from '../core/value.js';
import { kinds, isKindId } from './kinds.js';
/** A diagnostic when `kind` is not a kind id. */
function kindProblem(kind) {
    if (typeof kind === 'string' && isKindId(kind))
        return undefined;
    const given = typeof kind === 'string' ? `"${boundText(kind, 60)}"` : typeName(kind);
    return callArgument(`unknown kind ${given}; kinds are ${kinds.map((k) => k.id).join(', ')}`);
}
/** Everything wrong with a library call's kind and value; empty when the rules can run. */
export function argumentProblems(kind, value) {
    const problems = [];
    const k = kindProblem(kind);
    if (k)
        problems.push(k);
    const v = valueProblem(value);
    if (v)
        problems.push(v);
    return problems;
}
