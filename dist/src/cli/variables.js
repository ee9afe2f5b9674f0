/** `--agent-config FILE` and `--var NAME=VALUE`: the command line's variable values (see deploy/caller-variables.ts). */
import { callerVariables } from '../deploy/caller-variables.js';
import { bounded } from '../core/message.js';
import { UsageError } from './usage.js';
/** The options that give variable values, shared by lint, resolve, graph and receive. */
export const variableOptions = {
    var: { type: 'string', multiple: true, value: 'NAME=VALUE', help: 'a variable value for ${NAME} (repeatable)' },
    'agent-config': { type: 'string', value: 'FILE', help: "read variable values from the agent's main config (INI)" },
};
/** `NAME=VALUE` as a pair; the value may be empty and may contain `=`. Undefined for a bad name. */
function parseVar(text) {
    const at = text.indexOf('=');
    const name = at < 0 ? '' : text.slice(0, at);
    return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? [name, text.slice(at + 1)] : undefined;
}
/**
 * The variable values `--agent-config` and `--var` give; `folders` are the folders the run
 * checks (`--root`, folder arguments). An unreadable main config, then a malformed `--var`, is a
 * usage error.
 */
export async function cliVariables(agentConfig, vars = [], folders = []) {
    const overrides = Object.create(null);
    let malformed;
    for (const v of vars) {
        const pair = parseVar(v);
        if (pair)
            overrides[pair[0]] = pair[1];
        else
            malformed ??= v;
    }
    const found = await callerVariables({ ...(agentConfig === undefined ? {} : { agentConfig }), overrides, folders });
    if ('unreadable' in found)
        throw new UsageError(`--agent-config ${agentConfig}: ${found.unreadable}`);
    if (malformed !== undefined) {
        throw new UsageError(`--var takes NAME=VALUE with a name of letters, digits and _, not ${JSON.stringify(bounded({ message: malformed }).message)}`);
    }
    return found;
}
