/** `--agent-config FILE` and `--var NAME=VALUE`: the command line's variable values (see deploy/caller-variables.ts). */
import { type CallerVariables } from '../deploy/caller-variables.js';
/** The options that give variable values, shared by lint, resolve, graph and receive. */
export declare const variableOptions: {
    readonly var: {
        readonly type: "string";
        readonly multiple: true;
        readonly value: "NAME=VALUE";
        readonly help: "a variable value for ${NAME} (repeatable)";
    };
    readonly 'agent-config': {
        readonly type: "string";
        readonly value: "FILE";
        readonly help: "read variable values from the agent's main config (INI)";
    };
};
/**
 * The variable values `--agent-config` and `--var` give; `folders` are the folders the run
 * checks (`--root`, folder arguments). An unreadable main config, then a malformed `--var`, is a
 * usage error.
 */
export declare function cliVariables(agentConfig: string | undefined, vars?: readonly string[], folders?: readonly string[]): Promise<CallerVariables>;
