import { shapes } from '../../../generated/plugins/shapes.js';
import { mentionsVariable, substituteRevertibly } from '../../core/variables.js';
import { hasMember, someString } from '../../core/value.js';
import { changesValue } from '../reading/interpret.js';
import { validatorOf } from '../validators.js';
import { variableScope } from './variables.js';
const plans = new Map();
function planOf(kind) {
    let plan = plans.get(kind);
    if (plan === undefined) {
        const inherited = new Set();
        let variableDefault = false;
        const visit = (shape, top) => {
            for (const [name, member] of Object.entries(shape.props ?? {})) {
                if (!top && (member.inherit || member.prepend))
                    inherited.add(name);
                if (member.default !== undefined && someString(member.default, mentionsVariable))
                    variableDefault = true;
                visit(member, false);
            }
            if (shape.each)
                visit(shape.each, false);
            if (shape.items)
                visit(shape.items, false);
        };
        visit(shapes[kind], true);
        plan = { inherited: [...inherited], variableDefault };
        plans.set(kind, plan);
    }
    return plan;
}
/**
 * Whether the effective-config steps leave every string of `config` that names a variable where
 * it is, and replace no value: no default names one, no member a channel inherits names one, and
 * the plugin's reading (`reading`, found on this very object) replaces nothing.
 */
export function leavesVariables(kind, config, reading) {
    const plan = planOf(kind);
    if (plan.variableDefault)
        return false;
    for (const name of plan.inherited)
        if (hasMember(config, name) && someString(config[name], mentionsVariable))
            return false;
    return reading === undefined || !reading.verdicts.some(changesValue);
}
/**
 * The findings the effective-config steps would give `config`, when they can be told from the
 * config as written (`leavesVariables`, and the substituted config passes `fast` or the schema's
 * validator); else undefined.
 */
export function findingsAsWritten(kind, config, variables, reading, fast) {
    if (!leavesVariables(kind, config, reading))
        return undefined;
    const found = [];
    const putBack = substituteRevertibly(config, variables, found, variableScope(kind));
    let passes;
    try {
        passes = fast(kind, config) || validatorOf(kind)(config);
    }
    finally {
        putBack();
    }
    return passes ? found : undefined;
}
