export declare const openapi: import("../command.js").Command<{
    readonly output: {
        readonly type: "string";
        readonly default: "json";
        readonly value: "FORMAT";
        readonly choices: string[];
        readonly help: `${string} or undefined` | `${string} or ${string}`;
    };
}>;
