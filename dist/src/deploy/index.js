/**
 * The deployment check: the agent's persistent-state folder, read the way the agent loads it
 * (the steps are listed in `check.ts`). Reads the file system (Node only), so it is not part of
 * the browser-safe main entry; `checkDeployment` there runs the same steps on texts in memory.
 */
import { callArgument, thrownReason } from '../core/arguments.js';
import { internalError } from '../core/safety.js';
import { isPlainObject, typeName } from '../core/value.js';
import { checkDeploymentSource, sourceVariables } from './check.js';
import { agentTargets, targetList } from './model.js';
import { nodeSource } from './node-source.js';
import { fastCheck } from '../plugins/fast.js';
// Each checks its arguments first: a wrong type is a `call/argument`, never a throw.
export { callerVariables, deploymentGraph, libraryKind, parseIni, readAgentConfig, renderGraphMermaid, renderGraphText } from './guarded.js';
/**
 * Checks the deployment in `root`, the folder the agent knows as `${path_state_persistent}`.
 * Never throws for a problem in the deployment or in the arguments: every finding is a diagnostic.
 */
export async function lintDeployment(root, options = {}) {
    const problem = argumentsProblem(root, options);
    if (problem !== undefined)
        return failed(typeof root === 'string' ? root : 'arguments', problem);
    try {
        return await checkDeploymentSource(root, nodeSource, options ?? {}, { fastCheck });
    }
    catch (error) {
        return failed(root, internalError(error));
    }
}
/** The variable table of the check of the folder `root`, and how device paths map onto it (`sourceVariables`). */
export function deploymentVariables(root, options = {}) {
    const problem = argumentsProblem(root, options);
    // Wrong arguments: the agent's defaults, for the current folder, and why.
    if (problem !== undefined)
        return { ...sourceVariables('.', {}, nodeSource), diagnostics: [problem] };
    return sourceVariables(root, options ?? {}, nodeSource);
}
/** A result holding one finding on the arguments. */
function failed(file, diagnostic) {
    return {
        results: [{ file, diagnostics: [diagnostic] }],
        sources: new Map(),
        model: { root: file, pluginsDir: '', variables: {}, plugins: [], configs: new Map(), references: [] },
    };
}
/** What is wrong with a caller's root and options, if anything. */
function argumentsProblem(root, options) {
    if (typeof root !== 'string' || root === '' || root.includes('\0'))
        return callArgument(`the root must be a folder name, not ${typeName(root)}`);
    if (options === undefined || options === null)
        return undefined;
    try {
        if (!isPlainObject(options))
            return callArgument(`the options must be an object, not ${typeName(options)}`);
        for (const name of ['settings', 'variables']) {
            const table = options[name];
            if (table === undefined)
                continue;
            if (!isPlainObject(table) || Object.values(table).some((v) => typeof v !== 'string')) {
                return callArgument(`options.${name} must be an object of name -> string`, `/${name}`);
            }
        }
        if (options.agent !== undefined && !agentTargets.includes(options.agent)) {
            return callArgument(`options.agent must be ${targetList}, not ${typeName(options.agent)}`, '/agent');
        }
        return undefined;
    }
    catch (error) {
        return callArgument(`reading the options failed (${thrownReason(error)}); pass a plain object`);
    }
}
