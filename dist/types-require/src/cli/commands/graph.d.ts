export declare const graph: import("../command.js").Command<{
    readonly agent: {
        readonly type: "string";
        readonly value: "VERSION";
        readonly choices: readonly import("../../index.js").AgentTarget[];
        readonly help: "the agent release the deployment runs on: 5.2 (default, the current\nrelease), 5.0, or 5.x (every 5.x: what stops any of them is an error)";
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
    readonly root: {
        readonly type: "string";
        readonly value: "DIR";
        readonly help: "the deployment (the agent's persistent-state folder)";
    };
    readonly format: {
        readonly type: "string";
        readonly default: "text";
        readonly value: "FORMAT";
        readonly choices: string[];
        readonly help: string;
    };
}>;
