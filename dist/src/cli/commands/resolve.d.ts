export declare const resolve: import("../command.js").Command<{
    readonly output: {
        readonly type: "string";
        readonly default: "json";
        readonly value: "FORMAT";
        readonly help: `${string} or undefined` | `${string} or ${string}`;
    };
    readonly out: {
        readonly type: "string";
        readonly short: "o";
        readonly value: "FILE";
        readonly help: "write to FILE (atomically) instead of stdout (- is stdout); never the input file";
    };
    readonly documented: {
        readonly type: "boolean";
        readonly default: false;
        readonly help: "channels take the top-level timeouts and TLS settings, as the published\ninterface documents (sink-http 1.0.13 never applies them)";
    };
    readonly 'keep-variables': {
        readonly type: "boolean";
        readonly default: false;
        readonly help: "leave ${variables} as written, for the agent to expand on\nthe device (YAML to the JSON a device reads)";
    };
    readonly placeholders: {
        readonly type: "boolean";
        readonly default: false;
        readonly help: "with -o FILE: write the agent's placeholder values (uuid_agent\n00-00-00-00, ...) for variables no --var or --agent-config gives";
    };
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
    readonly kind: {
        readonly type: "string";
        readonly value: "ID";
        readonly help: "the config's kind (default: from the file name, else content)";
    };
}>;
