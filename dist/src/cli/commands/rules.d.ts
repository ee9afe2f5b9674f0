export declare const rules: import("../command.js").Command<{
    readonly format: {
        readonly type: "string";
        readonly default: "text";
        readonly value: "FORMAT";
        readonly choices: string[];
        readonly help: string;
    };
}>;
